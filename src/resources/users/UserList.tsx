import { DataTable, FunctionField, ReferenceInput, SelectInput } from 'react-admin';
import type { components } from '../../api/schema';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';

type User = components['schemas']['User'];

const filters = [
  <ReferenceInput source="role" reference="roles" key="role">
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

/** Users Management: who may sign in, with which role, in which tenant. */
export const UserList = () => (
  <ResourceList title="shell.menu.users" filters={filters}>
    <ResourceTable>
      <DataTable.Col source="fullName.lastName" label="resources.users.fields.fullName.name">
        <FunctionField<User> render={(user) => `${user.fullName.firstName} ${user.fullName.lastName}`} />
      </DataTable.Col>
      <DataTable.Col source="email" />
      <DataTable.Col source="role" />
      <DataTable.Col source="tenantName" />
      <DataTable.Col source="lastLoginAt">
        <LocalDateField source="lastLoginAt" showTime emptyText="—" />
      </DataTable.Col>
    </ResourceTable>
  </ResourceList>
);
