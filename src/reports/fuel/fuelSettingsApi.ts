import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';

export type FuelSettings = components['schemas']['FuelSettings'];
export type FuelFillPriceInput = components['schemas']['FuelFillPriceInput'];

export const getFuelSettings = (id: string) =>
  unwrapRequired(apiClients().api.GET('/tenants/{id}/fuel-settings', { params: { path: { id } } }));
export const setFuelSettings = (id: string, body: FuelSettings) =>
  unwrapRequired(apiClients().api.PUT('/tenants/{id}/fuel-settings', { params: { path: { id } }, body }));
/** The price per litre paid on the asset's fill at `time`, or null to count it at the tenant's price again. */
export const setFillPrice = (id: string, body: FuelFillPriceInput) =>
  unwrapRequired(apiClients().api.PUT('/assets/{id}/fuel/fill-price', { params: { path: { id } }, body }));
