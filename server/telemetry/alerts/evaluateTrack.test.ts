import { describe, expect, it } from 'vitest';
import { evaluateTrack, type AssetTrack, type RuleStates } from './evaluateTrack';
import { GeofenceIndex } from './geofenceIndex';
import type { TenantRules, TriggerRule } from './tenantRules';

const depot = {
  id: 'depot',
  name: 'Depot',
  shape: 'polygon' as const,
  points: [
    { latitude: 52.5, longitude: 13.4 },
    { latitude: 52.5, longitude: 13.42 },
    { latitude: 52.51, longitude: 13.42 },
    { latitude: 52.51, longitude: 13.4 },
  ],
  center: null,
  radiusMeters: null,
};

const trigger = (overrides: Partial<TriggerRule>): TriggerRule => ({
  id: 'trigger',
  name: 'rule',
  type: 'geofence',
  geofenceId: 'depot',
  event: 'both',
  speedLimitKmh: null,
  assetIds: [],
  groupAssetIds: null,
  recipients: [],
  ignitionEvent: null,
  durationMinutes: null,
  alarms: [],
  batteryPercent: null,
  odometerKm: null,
  engineHours: null,
  importantDateTitle: null,
  daysBefore: null,
  schedule: null,
  ...overrides,
});

const rules = (triggers: TriggerRule[], overrides: Partial<TenantRules> = {}): TenantRules => ({
  geofenceAlerts: true,
  ruleRecipients: [],
  geofences: new GeofenceIndex([depot]),
  triggers,
  ...overrides,
});

const outside = { latitude: 52.49, longitude: 13.41 };
const inside = { latitude: 52.505, longitude: 13.41 };
let clock = Date.UTC(2024, 4, 1);
type Point = { latitude: number; longitude: number; speedKmh?: number; attributes?: Record<string, string | number | boolean> };
const track = (...points: Point[]): AssetTrack => ({
  assetId: 'asset-1',
  tenantId: 'tenant',
  assetName: 'Van 1',
  points: points.map((point) => ({ speedKmh: 30, ...point, time: new Date((clock += 10_000)) })),
});
const none: RuleStates = new Map();

describe('evaluateTrack', () => {
  it('alerts on entering and on leaving a geofence, not while staying', () => {
    const result = evaluateTrack(track(outside, inside, inside, inside, outside, outside), rules([trigger({})]), none);
    expect(result.alerts.map((alert) => [alert.type, alert.message, alert.details])).toEqual([
      ['geofenceEnter', 'Van 1 entered Depot', { geofenceName: 'Depot' }],
      ['geofenceExit', 'Van 1 left Depot', { geofenceName: 'Depot' }],
    ]);
    expect(result.changes.get('geofence:depot')?.active).toBe(false);
  });

  it('picks up where the stored state left off', () => {
    const stillInside = evaluateTrack(track(inside, inside), rules([trigger({})]), new Map([['geofence:depot', true]]));
    expect(stillInside.alerts).toEqual([]);
    expect(stillInside.changes.size).toBe(0);
  });

  it('fires only the events a trigger asks for, and only for the assets it watches', () => {
    const path = track(outside, inside, outside);
    expect(evaluateTrack(path, rules([trigger({ event: 'enter' })]), none).alerts.map((alert) => alert.type)).toEqual(['geofenceEnter']);
    expect(evaluateTrack(path, rules([trigger({ event: 'exit' })]), none).alerts.map((alert) => alert.type)).toEqual(['geofenceExit']);
    expect(evaluateTrack(path, rules([trigger({ assetIds: ['asset-2'] })]), none).alerts).toEqual([]);
    expect(evaluateTrack(path, rules([trigger({ assetIds: ['asset-2', 'asset-1'] })]), none).alerts).toHaveLength(2);
  });

  it('keeps tracking geofences, silently, while the tenant has geofence alerts switched off', () => {
    const result = evaluateTrack(track(outside, inside), rules([trigger({})], { geofenceAlerts: false }), none);
    expect(result.alerts).toEqual([]);
    expect(result.changes.get('geofence:depot')?.active).toBe(true);
  });

  it('mails the trigger recipients and, for geofences, the tenant rule recipients, once each', () => {
    const [alert] = evaluateTrack(
      track(outside, inside),
      rules([trigger({ recipients: ['a@x.example', 'b@x.example'] })], { ruleRecipients: ['b@x.example', 'c@x.example'] }),
      none,
    ).alerts;
    expect(alert.recipients).toEqual(['a@x.example', 'b@x.example', 'c@x.example']);
  });

  it('alerts once per speeding episode', () => {
    const speed = trigger({ id: 'speed', type: 'speed', geofenceId: null, event: null, speedLimitKmh: 50 });
    const result = evaluateTrack(
      track(...[40, 55, 70, 52, 50, 45, 60, 61].map((speedKmh) => ({ ...outside, speedKmh }))),
      rules([speed]),
      none,
    );
    expect(result.alerts.map((alert) => [alert.point.speedKmh, alert.message, alert.details])).toEqual([
      [55, 'Van 1 drove at 55 km/h, above the limit of 50 km/h', { speedLimitKmh: 50 }],
      [60, 'Van 1 drove at 60 km/h, above the limit of 50 km/h', { speedLimitKmh: 50 }],
    ]);
    expect(result.changes.get('speed:speed')?.active).toBe(true);
  });

  it('clears the state of a deleted geofence without alerting', () => {
    const result = evaluateTrack(track(outside), rules([], { geofences: new GeofenceIndex([]) }), new Map([['geofence:gone', true]]));
    expect(result.alerts).toEqual([]);
    expect(result.changes.get('geofence:gone')?.active).toBe(false);
  });

  const reading = (attributes: Record<string, string | number | boolean>, speedKmh = 0) => ({ ...outside, speedKmh, attributes });
  const typesOf = (evaluation: ReturnType<typeof evaluateTrack>) => evaluation.alerts.map((alert) => alert.type);

  it('alerts on ignition on and off as the rule asks, once per change', () => {
    const path = track(...[false, true, true, false, false, true].map((ignition) => reading({ ignition })));
    const rule = (ignitionEvent: 'on' | 'off' | 'both') =>
      rules([trigger({ type: 'ignition', geofenceId: null, event: null, ignitionEvent })]);
    expect(typesOf(evaluateTrack(path, rule('both'), none))).toEqual(['ignitionOn', 'ignitionOff', 'ignitionOn']);
    expect(typesOf(evaluateTrack(path, rule('off'), none))).toEqual(['ignitionOff']);
    // A position without the ignition attribute keeps the state.
    expect(typesOf(evaluateTrack(track(reading({})), rule('off'), new Map([['ignition:trigger', true]])))).toEqual([]);
  });

  it('alerts on the alarms a rule names, once while the alarm stays raised', () => {
    const path = track(
      reading({ alarm: 'vibration' }),
      reading({ alarm: 'sos' }),
      reading({ alarm: 'sos,powerCut' }),
      reading({}),
      reading({ alarm: 'sos' }),
    );
    const sos = evaluateTrack(path, rules([trigger({ type: 'alarm', geofenceId: null, event: null, alarms: ['sos'] })]), none);
    expect(sos.alerts.map((alert) => alert.message)).toEqual(['Van 1 raised an alarm: sos', 'Van 1 raised an alarm: sos']);
    expect(typesOf(evaluateTrack(path, rules([trigger({ type: 'alarm', geofenceId: null, event: null })]), none))).toEqual([
      'alarm',
      'alarm',
    ]);
  });

  it('alerts when the battery falls below the level and when maintenance falls due', () => {
    const battery = trigger({ id: 'battery', type: 'lowBattery', geofenceId: null, event: null, batteryPercent: 20 });
    const service = trigger({ id: 'service', type: 'maintenance', geofenceId: null, event: null, odometerKm: 15_000, engineHours: 500 });
    const path = track(
      reading({ batt: 30, odometer: 14_990 }),
      reading({ batt: 19, odometer: 15_001 }),
      reading({ batt: 15, odometer: 15_050 }),
    );
    expect(typesOf(evaluateTrack(path, rules([battery, service]), none))).toEqual(['lowBattery', 'maintenanceDue']);
    expect(typesOf(evaluateTrack(track(reading({ hours: 501 })), rules([service]), none))).toEqual(['maintenanceDue']);
  });

  it('keeps states outside the schedule without alerting, so nothing fires late', () => {
    // The clock is in May 2024 at night UTC; a schedule of no hour that day never fires.
    const never = { days: [1], from: '00:00', to: '00:01' };
    const rule = rules([trigger({ type: 'ignition', geofenceId: null, event: null, ignitionEvent: 'on', schedule: never })]);
    const result = evaluateTrack(track(reading({ ignition: true })), rule, none);
    expect(result.alerts).toEqual([]);
    expect(result.changes.get('ignition:trigger')?.active).toBe(true);
  });

  it('notes when an asset starts and stops idling, and ends an offline episode on a new position', () => {
    const idle = trigger({ id: 'idle', type: 'idle', geofenceId: null, event: null, durationMinutes: 5 });
    const offline = trigger({ id: 'offline', type: 'offline', geofenceId: null, event: null, durationMinutes: 60 });
    const stored: RuleStates = new Map([
      ['offline:offline', true],
      ['idleAlerted:idle', true],
      ['idle:idle', true],
    ]);
    const result = evaluateTrack(track(reading({ ignition: true }, 40)), rules([idle, offline]), stored);
    expect(result.alerts).toEqual([]);
    expect(Object.fromEntries([...result.changes].map(([key, change]) => [key, change.active]))).toEqual({
      'offline:offline': false,
      'idle:idle': false,
      'idleAlerted:idle': false,
    });
  });
});
