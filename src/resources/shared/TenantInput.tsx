import { ReferenceInput, SelectInput, required, usePermissions } from 'react-admin';

/** A SysAdmin places a record in a tenant; every other role's records go to its own tenant. */
export function TenantInput() {
  const { permissions } = usePermissions();
  if (permissions !== 'SysAdmin') return null;
  return (
    <ReferenceInput source="tenantId" reference="userTenants">
      <SelectInput optionText="name" label="screens.fields.tenant" validate={required()} />
    </ReferenceInput>
  );
}
