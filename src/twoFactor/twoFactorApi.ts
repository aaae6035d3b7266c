import { apiClients } from '../api/client';
import { unwrap, unwrapRequired } from '../api/unwrap';

/** The signed-in user's own two-factor calls, and a tenant's policy (Admins). */
export const twoFactorStatus = () => unwrapRequired(apiClients().api.GET('/users/me/two-factor'));
export const startEnrolment = () => unwrapRequired(apiClients().api.POST('/users/me/two-factor/enrolment'));
export const confirmEnrolment = (code: string) => unwrapRequired(apiClients().api.POST('/users/me/two-factor/confirm', { body: { code } }));
export const turnOff = (proof: { code: string } | { password: string }) =>
  unwrap(apiClients().api.POST('/users/me/two-factor/disable', { body: proof }));
export const tenantPolicy = (id: string) => unwrapRequired(apiClients().api.GET('/tenants/{id}/two-factor', { params: { path: { id } } }));
export const setTenantPolicy = (id: string, required: boolean) =>
  unwrapRequired(apiClients().api.PUT('/tenants/{id}/two-factor', { params: { path: { id } }, body: { required } }));
