import { describe, expect, it } from 'vitest';
import { evaluateTrack, type AssetTrack, type RuleStates, type TrackPoint } from './evaluateTrack';
import { GeofenceIndex, type Geofence } from './geofenceIndex';
import type { TenantRules, TriggerRule } from './tenantRules';

/** A road due east along latitude 52.5 for about 13.5 km, 100 m wide. */
const road: Geofence = {
  id: 'road',
  name: 'A10 east',
  shape: 'corridor',
  points: [
    { latitude: 52.5, longitude: 13.3 },
    { latitude: 52.5, longitude: 13.5 },
  ],
  center: null,
  radiusMeters: null,
  widthMeters: 100,
};
/** A road that turns: east for 4 km, then north for 4 km. */
const bend: Geofence = {
  ...road,
  id: 'bend',
  name: 'Bend',
  points: [
    { latitude: 52.5, longitude: 13.3 },
    { latitude: 52.5, longitude: 13.359 },
    { latitude: 52.536, longitude: 13.359 },
  ],
};

const trigger = (geofenceId: string, event: TriggerRule['event'] = 'both'): TriggerRule => ({
  id: `watch-${geofenceId}`,
  name: 'Route',
  type: 'geofence',
  geofenceId,
  event,
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
});
const rules = (corridor: Geofence, event: TriggerRule['event'] = 'both'): TenantRules => ({
  geofenceAlerts: true,
  ruleRecipients: [],
  geofences: new GeofenceIndex([corridor]),
  triggers: [trigger(corridor.id, event)],
});

const metresNorth = (metres: number, longitude = 13.4) => ({ latitude: 52.5 + metres / 111_320, longitude });
const start = Date.UTC(2026, 2, 2, 8);
/** Fixes every `stepMs` from `start`. */
const fixes = (places: { latitude: number; longitude: number }[], stepMs = 10_000, from = start): TrackPoint[] =>
  places.map((place, index) => ({ ...place, speedKmh: 50, time: new Date(from + (index + 1) * stepMs) }));
const track = (points: TrackPoint[], previous: TrackPoint | null = null): AssetTrack => ({
  assetId: 'van',
  tenantId: 't',
  assetName: 'Van 1',
  previous,
  points,
});
const kinds = (evaluation: ReturnType<typeof evaluateTrack>) => evaluation.alerts.map((alert) => [alert.type, alert.message]);

describe('route corridors', () => {
  it('alerts once when a vehicle stays beyond the width for two fixes, and once when it is back within 80% of it', () => {
    const offsets = [0, 20, 150, 0, 150, 160, 170, 95, 85, 70, 60, 0, 10];
    const result = evaluateTrack(track(fixes(offsets.map((metres) => metresNorth(metres)))), rules(road), new Map());
    expect(kinds(result)).toEqual([
      ['corridorExit', 'Van 1 left the corridor A10 east'],
      ['corridorReturn', 'Van 1 returned to the corridor A10 east'],
    ]);
    // The exit is the second fix beyond the width (150 m then 160 m); the return the first within 80 m.
    expect(result.alerts.map((alert) => alert.point.time.getTime())).toEqual([start + 6 * 10_000, start + 10 * 10_000]);
    expect(result.alerts[0].details).toEqual({ geofenceName: 'A10 east' });
  });

  it('alerts on one fix beyond the width once 30 s have passed since the line between the fixes left the corridor', () => {
    // On the road, then a single fix 2 km north a minute later, then back on the road a minute after.
    const points = fixes([metresNorth(0), metresNorth(2000), metresNorth(0)], 60_000);
    const result = evaluateTrack(track(points), rules(road), new Map());
    expect(result.alerts.map((alert) => alert.type)).toEqual(['corridorExit', 'corridorReturn']);
    const [exit, back] = result.alerts.map((alert) => alert.point);
    // Beyond 100 m from 3 s after the first fix, so 30 s later: between the fixes, not at the far one.
    expect(exit.time.getTime()).toBeGreaterThan(points[0].time.getTime() + 30_000);
    expect(exit.time.getTime()).toBeLessThan(points[1].time.getTime());
    // Back within 80 m just before the third fix.
    expect(back.time.getTime()).toBeGreaterThan(points[1].time.getTime());
    expect(back.time.getTime()).toBeLessThanOrEqual(points[2].time.getTime());
  });

  it('counts a shortcut between two fixes 2 km apart on the route that leaves it for longer than 30 s', () => {
    // Both fixes are on the road, either side of the bend; the straight line between them cuts the corner.
    const points = fixes(
      [
        { latitude: 52.5, longitude: 13.34 },
        { latitude: 52.5, longitude: 13.359 },
        { latitude: 52.52, longitude: 13.359 },
      ],
      60_000,
    );
    const cut = fixes(
      [
        { latitude: 52.5, longitude: 13.343 },
        { latitude: 52.514, longitude: 13.359 },
      ],
      120_000,
    );
    expect(evaluateTrack(track(points), rules(bend), new Map()).alerts).toEqual([]);
    expect(evaluateTrack(track(cut), rules(bend), new Map()).alerts.map((alert) => alert.type)).toEqual(['corridorExit', 'corridorReturn']);
  });

  it('carries the states between batches: the previous fix starts the line, and an exit or return fires once', () => {
    const first = fixes([metresNorth(0), metresNorth(300)]);
    const one = evaluateTrack(track(first), rules(road), new Map());
    expect(one.alerts).toEqual([]);
    const stored: RuleStates = new Map([...one.changes].map(([key, change]) => [key, change.active]));
    const second = fixes([metresNorth(320), metresNorth(330)], 10_000, first[1].time.getTime());
    const two = evaluateTrack(track(second, first[1]), rules(road), stored);
    expect(two.alerts.map((alert) => [alert.type, alert.point.time])).toEqual([['corridorExit', second[0].time]]);
  });

  it('stays silent for a vehicle that never joined the route, and on joining it', () => {
    const far = fixes([metresNorth(5000), metresNorth(4000), metresNorth(3000)]);
    expect(evaluateTrack(track(far), rules(road), new Map()).alerts).toEqual([]);
    const joining = fixes([metresNorth(500), metresNorth(50), metresNorth(0)]);
    expect(evaluateTrack(track(joining), rules(road), new Map()).alerts).toEqual([]);
  });

  it('raises only the alerts its rule asks for', () => {
    const points = fixes([0, 150, 160, 0].map((metres) => metresNorth(metres)));
    expect(evaluateTrack(track(points), rules(road, 'exit'), new Map()).alerts.map((alert) => alert.type)).toEqual(['corridorExit']);
    expect(evaluateTrack(track(points), rules(road, 'enter'), new Map()).alerts.map((alert) => alert.type)).toEqual(['corridorReturn']);
  });
});
