import { describe, expect, it } from 'vitest';
import { keepTypeFields, maintenanceMeasureMissing } from './alertRuleFields';

describe('alert rule fields', () => {
  const rule = { name: 'Depot', geofenceId: 'g', event: 'enter' as const, speedLimitKmh: 90, durationMinutes: 15, alarms: ['sos' as const] };

  it('sends a geofence rule without the settings of other types', () => {
    expect(keepTypeFields({ ...rule, type: 'geofence' as const })).toMatchObject({
      geofenceId: 'g', event: 'enter', speedLimitKmh: null, durationMinutes: null, alarms: [], ignitionEvent: null, schedule: null,
    });
  });

  it('sends a speed rule without geofence and event', () => {
    expect(keepTypeFields({ ...rule, type: 'speed' as const })).toMatchObject({ speedLimitKmh: 90, geofenceId: null, event: null });
  });

  it('keeps the setting of the new types, and a schedule only with days', () => {
    const schedule = { days: [1, 2], from: '08:00', to: '17:00', timeZone: 'Europe/Berlin' };
    expect(keepTypeFields({ ...rule, type: 'idle' as const, schedule })).toMatchObject({ durationMinutes: 15, speedLimitKmh: null, schedule });
    expect(keepTypeFields({ ...rule, type: 'alarm' as const, schedule: { ...schedule, days: [] } })).toMatchObject({ alarms: ['sos'], schedule: null });
  });

  it('asks a maintenance rule for an odometer reading, engine hours or an important date', () => {
    expect(maintenanceMeasureMissing({ type: 'maintenance', odometerKm: null, importantDateTitle: '' })).toBe('resources.alertRules.help.maintenanceMeasure');
    expect(maintenanceMeasureMissing({ type: 'maintenance', engineHours: 500 })).toBeUndefined();
    expect(maintenanceMeasureMissing({ type: 'speed' })).toBeUndefined();
  });
});
