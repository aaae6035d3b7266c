import { describe, expect, it } from 'vitest';
import type { Geofence } from '../telemetry/alerts/geofenceIndex';
import type { SummaryPoint } from './dailySummary';
import { corridorTimeOfTrips } from './corridorTime';

/** A road due east along latitude 52.5, 120 m wide. */
const corridor: Geofence = {
  id: 'c1',
  name: 'A10 east',
  shape: 'corridor',
  points: [
    { latitude: 52.5, longitude: 13.3 },
    { latitude: 52.5, longitude: 13.5 },
  ],
  center: null,
  radiusMeters: null,
  widthMeters: 120,
};
const t0 = Date.parse('2026-11-02T08:00:00Z');
/** A fix `metres` north of the road at `longitude`, `seconds` after t0. */
const at = (seconds: number, metres: number, longitude = 13.4): SummaryPoint => ({
  time: t0 + seconds * 1000,
  latitude: 52.5 + metres / 111_320,
  longitude,
  speedKmh: 36,
});
const trip = (points: SummaryPoint[], distanceKm = 2) => ({
  startTime: new Date(points[0].time),
  endTime: new Date(points[points.length - 1].time),
  distanceKm,
  maxSpeedKmh: 36,
});
/** From the road 1 km north and back at 10 m/s, a fix every 10 s (100 m). */
const detour = (start: number) => [
  ...Array.from({ length: 11 }, (_, step) => at(start + step * 10, step * 100)),
  ...Array.from({ length: 10 }, (_, step) => at(start + 110 + step * 10, 900 - step * 100)),
];

describe('time off a route corridor per trip', () => {
  it('counts a detour from the point beyond the width to the point back within 80% of it, with one exit', () => {
    const points = [at(0, 0, 13.38), at(10, 0, 13.39), ...detour(20)];
    // Beyond 120 m at 150 m north (5 s after the 100 m fix, t = 35 s); back within 96 m at 50 m south-bound (t = 215 s).
    expect(corridorTimeOfTrips([corridor], points, [trip(points, 4.2)])).toEqual([
      {
        tripStart: new Date(t0).toISOString(),
        tripEnd: new Date(t0 + 220_000).toISOString(),
        distanceKm: 4.2,
        geofenceId: 'c1',
        geofenceName: 'A10 east',
        exits: 1,
        secondsOutside: 180,
      },
    ]);
  });

  it('gives a trip on the road throughout no time off, and no row to a trip that never came onto it', () => {
    const onRoad = [at(0, 0, 13.35), at(10, 30, 13.36), at(20, -40, 13.37), at(30, 0, 13.38)];
    const elsewhere = [at(100, 5_000), at(110, 5_100), at(120, 5_200)];
    const rows = corridorTimeOfTrips([corridor], [...onRoad, ...elsewhere], [trip(onRoad), trip(elsewhere)]);
    expect(rows.map((row) => [row.tripStart, row.exits, row.secondsOutside])).toEqual([[new Date(t0).toISOString(), 0, 0]]);
  });

  it('counts a trip that ends off the corridor until its end, and strays shorter than 2 fixes and 30 s not at all', () => {
    const stray = [at(0, 0, 13.35), at(10, 150, 13.351), at(20, 0, 13.352)];
    const away = [at(100, 0), at(110, 100), at(120, 200), at(130, 300), at(140, 400)];
    const rows = corridorTimeOfTrips([corridor], [...stray, ...away], [trip(stray), trip(away)]);
    // Beyond the width at 150 m (t = 115 s) until the trip's end (t = 140 s).
    expect(rows.map((row) => [row.exits, row.secondsOutside])).toEqual([
      [0, 0],
      [1, 25],
    ]);
  });
});
