import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

export type DrivingSettings = components['schemas']['DrivingSettings'];

export const getDrivingSettings = (id: string) =>
  unwrapRequired(apiClients().api.GET('/tenants/{id}/driving-settings', { params: { path: { id } } }));
export const setDrivingSettings = (id: string, body: DrivingSettings) =>
  unwrapRequired(apiClients().api.PUT('/tenants/{id}/driving-settings', { params: { path: { id } }, body }));
