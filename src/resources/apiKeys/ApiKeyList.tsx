import { DataTable, type RaRecord } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { RoleName } from '../users/RoleName';

const phoneCard = { secondary: (key: RaRecord) => `${key.prefix}… · ${key.role}` };

/** The tenant's API keys: never their secrets, the revoked and expired ones too; delete revokes. */
export const ApiKeyList = () => (
  <ResourceList>
    <ResourceTable card={phoneCard} rowClick={false} deletable={(key) => !key.revokedAt}>
      <DataTable.Col source="name" />
      <DataTable.Col source="role">
        <RoleName source="role" />
      </DataTable.Col>
      <DataTable.Col source="prefix" disableSort />
      <DataTable.Col source="expiresAt">
        <LocalDateField source="expiresAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="lastUsedAt">
        <LocalDateField source="lastUsedAt" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="lastUsedAddress" disableSort />
      <DataTable.Col source="revokedAt" disableSort>
        <LocalDateField source="revokedAt" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="createdBy" disableSort />
    </ResourceTable>
  </ResourceList>
);
