import { describe, expect, it } from 'vitest';
import { keepTypeFields } from './alertRuleFields';

describe('alert rule fields', () => {
  const rule = { name: 'Depot', geofenceId: 'g', event: 'enter' as const, speedLimitKmh: 90 };

  it('sends a geofence rule without a speed limit', () => {
    expect(keepTypeFields({ ...rule, type: 'geofence' as const })).toEqual({ ...rule, type: 'geofence', speedLimitKmh: null });
  });

  it('sends a speed rule without geofence and event', () => {
    expect(keepTypeFields({ ...rule, type: 'speed' as const })).toEqual({ ...rule, type: 'speed', geofenceId: null, event: null });
  });
});
