import { apiClients } from '../api/client';
import type { components } from '../api/schema';
import { unwrap, unwrapRequired } from '../api/unwrap';

export type TenantSso = components['schemas']['TenantSso'];
export type TenantSsoInput = components['schemas']['TenantSsoInput'];

/** A tenant's single sign-on settings (SysAdmin, or the tenant's Admin). */
export const tenantSso = (id: string) => unwrapRequired(apiClients().api.GET('/tenants/{id}/sso', { params: { path: { id } } }));
export const saveTenantSso = (id: string, body: TenantSsoInput) =>
  unwrapRequired(apiClients().api.PUT('/tenants/{id}/sso', { params: { path: { id } }, body }));
export const removeTenantSso = (id: string) => unwrap(apiClients().api.DELETE('/tenants/{id}/sso', { params: { path: { id } } }));
