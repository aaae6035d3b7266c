import { describe, expect, it } from 'vitest';
import { keepTypeFields, maintenanceMeasureMissing, timeForInput, timeFromInput } from './alertRuleFields';

describe('alert rule fields', () => {
  const rule = {
    name: 'Depot',
    geofenceId: 'g',
    event: 'enter' as const,
    speedLimitKmh: 90,
    durationMinutes: 15,
    alarms: ['sos' as const],
  };

  it('sends a geofence rule without the settings of other types', () => {
    expect(keepTypeFields({ ...rule, type: 'geofence' as const })).toMatchObject({
      geofenceId: 'g',
      event: 'enter',
      speedLimitKmh: null,
      durationMinutes: null,
      alarms: [],
      ignitionEvent: null,
      schedule: null,
    });
  });

  it('sends a speed rule without geofence and event', () => {
    expect(keepTypeFields({ ...rule, type: 'speed' as const })).toMatchObject({ speedLimitKmh: 90, geofenceId: null, event: null });
  });

  it('keeps the setting of the new types, and a schedule only with days', () => {
    const schedule = { days: [1, 2], from: '08:00', to: '17:00', timeZone: 'Europe/Berlin' };
    expect(keepTypeFields({ ...rule, type: 'idle' as const, schedule })).toMatchObject({
      durationMinutes: 15,
      speedLimitKmh: null,
      schedule,
    });
    expect(keepTypeFields({ ...rule, type: 'alarm' as const, schedule: { ...schedule, days: [] } })).toMatchObject({
      alarms: ['sos'],
      schedule: null,
    });
  });

  it('shows the stored end of day (24:00, which a time input leaves blank) as 23:59, and stores 23:59 as 24:00', () => {
    expect(timeForInput('24:00')).toBe('23:59');
    expect(timeFromInput(timeForInput('24:00'))).toBe('24:00');
    expect(timeForInput('17:30')).toBe('17:30');
    expect(timeFromInput('17:30')).toBe('17:30');
    // What a browser's time input accepts: hh:mm from 00:00 to 23:59.
    expect(timeForInput('24:00')).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
  });

  it('asks a maintenance rule for an odometer reading, engine hours or an important date', () => {
    expect(maintenanceMeasureMissing({ type: 'maintenance', odometerKm: null, importantDateTitle: '' })).toBe(
      'resources.alertRules.help.maintenanceMeasure',
    );
    expect(maintenanceMeasureMissing({ type: 'maintenance', engineHours: 500 })).toBeUndefined();
    expect(maintenanceMeasureMissing({ type: 'speed' })).toBeUndefined();
  });
});
