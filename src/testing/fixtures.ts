import type { components } from '../api/schema';

type Asset = components['schemas']['Asset'];

/** An asset as the API answers it, parked and never reported unless `overrides` say otherwise. */
export const anAsset = (overrides: Partial<Asset> = {}): Asset => ({
  id: '00000000-0000-4000-8000-00000000000a',
  tenantId: '00000000-0000-4000-8000-000000000002',
  name: 'Van 1',
  plateNumber: null,
  vin: null,
  status: 'Parked',
  currentLocation: null,
  currentAddress: null,
  speedKmh: null,
  heading: null,
  lastPositionAt: null,
  tags: '',
  purchaseDate: null,
  importantDates: [],
  modelId: null,
  model: null,
  typeId: null,
  typeName: null,
  sensorId: null,
  sensorName: null,
  driverId: null,
  driverName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
