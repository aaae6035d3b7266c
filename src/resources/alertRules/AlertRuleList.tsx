import { BooleanField, DataTable, NumberField, ReferenceField, SelectField } from 'react-admin';
import { AlertsTabs } from '../alerts/AlertsTabs';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { EVENT_CHOICES, RULE_TYPE_CHOICES } from './alertRuleFields';

/** Alert rules of the tenant: what fires an alert and whether the rule is on. */
export const AlertRuleList = () => (
  <>
    <AlertsTabs />
    <ResourceList>
      <ResourceTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <SelectField source="type" choices={RULE_TYPE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="geofenceName" />
        <DataTable.Col source="event">
          <SelectField source="event" choices={EVENT_CHOICES} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="groupId">
          <ReferenceField source="groupId" reference="assetGroups" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="speedLimitKmh">
          <NumberField source="speedLimitKmh" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="enabled">
          <BooleanField source="enabled" />
        </DataTable.Col>
      </ResourceTable>
    </ResourceList>
  </>
);
