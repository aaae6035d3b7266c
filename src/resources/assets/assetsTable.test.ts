import { describe, expect, it } from 'vitest';
import { toCsv } from '../../kit/csv';
import { assetsTable } from './assetsTable';
import type { Asset } from './asset';

const asset = {
  id: 'a1',
  name: '=Van, "big"',
  plateNumber: 'B-V 1',
  vin: null,
  status: 'OutOfNetwork',
  currentAddress: null,
  currentLocation: { latitude: 52.5, longitude: 13.4 },
  lastPositionAt: '2026-01-02T03:04:05Z',
  model: { name: 'Ford Transit' },
  typeName: 'Van',
  sensorName: 'Phone 1',
  driverName: null,
  tags: 'cold fragile',
  purchaseDate: '2024-03-01',
} as unknown as Asset;

describe('asset CSV', () => {
  it('flattens each asset into one row with its position, model, device and driver', () => {
    const [header, row] = toCsv(assetsTable([asset]))
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'id,name,plateNumber,vin,status,currentAddress,latitude,longitude,lastPositionAt,model,type,device,driver,tags,purchaseDate',
    );
    // The name would run as a formula in a spreadsheet: it is defused and quoted.
    expect(row).toBe(
      `a1,"'=Van, ""big""",B-V 1,,OutOfNetwork,,52.5,13.4,2026-01-02T03:04:05Z,Ford Transit,Van,Phone 1,,cold fragile,2024-03-01`,
    );
  });
});
