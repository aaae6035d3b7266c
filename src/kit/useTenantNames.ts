import { useMemo } from 'react';
import { useGetList, usePermissions } from 'react-admin';

const ALL = { page: 1, perPage: 10_000 };

/**
 * For a SysAdmin, who sees every tenant's assets, the tenants' names by id (to tell apart assets
 * of the same name); undefined for every other role, whose records are all of its own tenant.
 */
export function useTenantNames(): ReadonlyMap<string, string> | undefined {
  const { permissions } = usePermissions();
  const sysAdmin = permissions === 'SysAdmin';
  const { data } = useGetList<{ id: string; name: string }>('userTenants', { pagination: ALL }, { enabled: sysAdmin, staleTime: 60_000 });
  return useMemo(() => (sysAdmin && data ? new Map(data.map((tenant) => [tenant.id, tenant.name])) : undefined), [sysAdmin, data]);
}

/** An asset's name with its tenant's in brackets for a SysAdmin ("Truck 03 (Acme Logistics)"), else its name alone. */
export const nameWithTenant = (name: string, tenantNames: ReadonlyMap<string, string> | undefined, tenantId: string | undefined) => {
  const tenant = tenantId ? tenantNames?.get(tenantId) : undefined;
  return tenant ? `${name} (${tenant})` : name;
};
