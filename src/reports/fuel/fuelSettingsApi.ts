import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

export type FuelSettings = components['schemas']['FuelSettings'];

export const getFuelSettings = (id: string) =>
  unwrapRequired(apiClients().api.GET('/tenants/{id}/fuel-settings', { params: { path: { id } } }));
export const setFuelSettings = (id: string, body: FuelSettings) =>
  unwrapRequired(apiClients().api.PUT('/tenants/{id}/fuel-settings', { params: { path: { id } }, body }));
