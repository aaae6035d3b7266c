import { ChipField, DataTable, FunctionField, ReferenceArrayField, ReferenceInput, SelectInput, SingleFieldList } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { RoleName } from './RoleName';
import { useIsOwnAccount } from './ownAccount';

type User = components['schemas']['User'];

const filters = [
  <ReferenceInput source="role" reference="roles" key="role">
    <SelectInput optionText={<RoleName source="id" />} />
  </ReferenceInput>,
];

/** Users Management: who may sign in, with which role, in which tenant. */
export function UserList() {
  const isOwn = useIsOwnAccount();
  return (
    <ResourceList title="shell.menu.users" filters={filters}>
      <ResourceTable deletable={(user) => !isOwn(user)}>
        <DataTable.Col source="fullName.lastName" label="resources.users.fields.fullName.name">
          <FunctionField<User> render={(user) => `${user.fullName.firstName} ${user.fullName.lastName}`} />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <RoleName source="role" />
        </DataTable.Col>
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="groupIds" disableSort>
          <ReferenceArrayField source="groupIds" reference="assetGroups">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt">
          <LocalDateField source="lastLoginAt" showTime emptyText="—" />
        </DataTable.Col>
      </ResourceTable>
    </ResourceList>
  );
}
