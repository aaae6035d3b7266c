import { describe, expect, it } from 'vitest';
import { assetReportKinds } from './deviceReportKinds';

const driving = [
  'movement',
  'trips',
  'stops',
  'dailySummary',
  'fuel',
  'events',
  'geofenceVisits',
  'corridorTime',
  'locations',
  'weather',
  'summary',
];

describe('assetReportKinds', () => {
  it('offers only the driving reports to an asset without a device', () => {
    expect(assetReportKinds(false, null)).toEqual(driving);
  });

  it('adds the device reports, and a family’s own only for its protocol', () => {
    expect(assetReportKinds(true, 'osmand')).toEqual([...driving, 'sensorsState', 'sensorsLogs']);
    expect(assetReportKinds(true, 'Suntech')).toEqual([...driving, 'suntechObd', 'suntechStatus', 'sensorsState', 'sensorsLogs']);
    expect(assetReportKinds(true, 'rutx')).toEqual([...driving, 'rutx', 'sensorsState', 'sensorsLogs']);
    expect(assetReportKinds(true, null)).toEqual([...driving, 'sensorsState', 'sensorsLogs']);
  });
});
