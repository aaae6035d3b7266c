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
  recipients: [],
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
const track = (...points: ({ latitude: number; longitude: number; speedKmh?: number })[]): AssetTrack => ({
  assetId: 'asset-1',
  tenantId: 'tenant',
  assetName: 'Van 1',
  points: points.map((point) => ({ speedKmh: 30, ...point, time: new Date((clock += 10_000)) })),
});
const none: RuleStates = new Map();

describe('evaluateTrack', () => {
  it('alerts on entering and on leaving a geofence, not while staying', () => {
    const result = evaluateTrack(track(outside, inside, inside, inside, outside, outside), rules([trigger({})]), none);
    expect(result.alerts.map((alert) => [alert.type, alert.message])).toEqual([
      ['geofenceEnter', 'Van 1 entered Depot'],
      ['geofenceExit', 'Van 1 left Depot'],
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
    expect(result.alerts.map((alert) => [alert.point.speedKmh, alert.message])).toEqual([
      [55, 'Van 1 drove at 55 km/h, above the limit of 50 km/h'],
      [60, 'Van 1 drove at 60 km/h, above the limit of 50 km/h'],
    ]);
    expect(result.changes.get('speed:speed')?.active).toBe(true);
  });

  it('clears the state of a deleted geofence without alerting', () => {
    const result = evaluateTrack(track(outside), rules([], { geofences: new GeofenceIndex([]) }), new Map([['geofence:gone', true]]));
    expect(result.alerts).toEqual([]);
    expect(result.changes.get('geofence:gone')?.active).toBe(false);
  });
});
