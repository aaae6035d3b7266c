import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

export type FuelSensor = components['schemas']['FuelSensor'];

export const getFuelSetup = (id: string) =>
  unwrapRequired(apiClients().assets.GET('/assets/{id}/fuel/setup', { params: { path: { id } } }));
export const setFuelSetup = (id: string, body: components['schemas']['AssetFuelSetupInput']) =>
  unwrapRequired(apiClients().assets.PUT('/assets/{id}/fuel/setup', { params: { path: { id } }, body }));
