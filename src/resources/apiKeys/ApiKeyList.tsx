import { DataTable, type RaRecord } from 'react-admin';
import { LocalDateField } from '../shared/LocalDateField';
import { ResourceList, ResourceTable } from '../shared/ResourceList';
import { RoleName } from '../users/RoleName';

const phoneCard = { secondary: (key: RaRecord) => `${key.prefix}… · ${key.role}` };
/** Both lists name their columns with the tenant list's labels: one set of texts for one kind of record. */
const label = (field: string) => `resources.apiKeys.fields.${field}`;

/** The columns every list of keys has; delete revokes. */
function KeyTable({ personal }: { personal: boolean }) {
  return (
    <ResourceTable card={phoneCard} rowClick={false} deletable={(key) => !key.revokedAt}>
      <DataTable.Col source="name" label={label('name')} />
      <DataTable.Col source="role" label={label('role')}>
        <RoleName source="role" />
      </DataTable.Col>
      <DataTable.Col source="prefix" label={label('prefix')} disableSort />
      <DataTable.Col source="expiresAt" label={label('expiresAt')}>
        <LocalDateField source="expiresAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="lastUsedAt" label={label('lastUsedAt')}>
        <LocalDateField source="lastUsedAt" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="lastUsedAddress" label={label('lastUsedAddress')} disableSort />
      <DataTable.Col source="revokedAt" label={label('revokedAt')} disableSort>
        <LocalDateField source="revokedAt" showTime emptyText="—" />
      </DataTable.Col>
      {/* A personal key stops working while its owner's sign-in provider refuses them. */}
      <DataTable.Col source="suspendedAt" label={label('suspendedAt')} disableSort>
        <LocalDateField source="suspendedAt" showTime emptyText="—" />
      </DataTable.Col>
      {!personal && <DataTable.Col source="createdBy" label={label('createdBy')} disableSort />}
      {/* Empty for the tenant's own keys: a personal key is marked with its owner. */}
      {!personal && <DataTable.Col source="owner" label={label('owner')} disableSort />}
    </ResourceTable>
  );
}

/** The tenant's API keys and its users' personal ones: never their secrets, the revoked and expired ones too. */
export const ApiKeyList = () => (
  <ResourceList>
    <KeyTable personal={false} />
  </ResourceList>
);

/** The signed-in user's personal keys. */
export const MyApiKeyList = () => (
  <ResourceList>
    <KeyTable personal />
  </ResourceList>
);
