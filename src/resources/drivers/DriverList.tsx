import { DataTable } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

/** Drivers: licence, contact and the asset each drives. */
export const DriverList = () => (
  <ResourceList>
    <ResourceTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="licenceNumber" />
      <DataTable.Col source="licenceExpiry">
        <LocalDateField source="licenceExpiry" options={{ timeZone: 'UTC' }} emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="phone" />
      <DataTable.Col source="email" />
      <DataTable.Col source="assetName" />
    </ResourceTable>
  </ResourceList>
);
