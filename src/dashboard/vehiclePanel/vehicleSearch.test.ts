import { describe, expect, it } from 'vitest';
import { searchVehicles, type PanelAsset } from './vehicleSearch';

const asset = (name: string, more: Partial<PanelAsset> = {}) =>
  ({ name, plateNumber: null, driverName: null, tenantId: 't1', ...more }) as PanelAsset;

describe('searchVehicles', () => {
  const fleet = [
    asset('Van 2', { driverName: 'Zoë Müller' }),
    asset('Truck 1', { plateNumber: 'B-FL 123' }),
    asset('van 10', { tenantId: 't2' }),
  ];

  it('lists every asset in name order without a search', () => {
    expect(searchVehicles(fleet, '  ').map((a) => a.name)).toEqual(['Truck 1', 'Van 2', 'van 10']);
  });

  it('finds by every word in name, plate, driver or tenant, ignoring case and accents', () => {
    expect(searchVehicles(fleet, 'VAN').map((a) => a.name)).toEqual(['Van 2', 'van 10']);
    expect(searchVehicles(fleet, 'zoe mull').map((a) => a.name)).toEqual(['Van 2']);
    expect(searchVehicles(fleet, 'fl 123').map((a) => a.name)).toEqual(['Truck 1']);
    expect(searchVehicles(fleet, 'globex', new Map([['t2', 'Globex']])).map((a) => a.name)).toEqual(['van 10']);
  });
});
