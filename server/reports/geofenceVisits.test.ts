import { describe, expect, it } from 'vitest';
import { geofenceVisits, type CrossingEvent } from './geofenceVisits';

const t = (hours: number) => Date.UTC(2026, 2, 2) + hours * 3_600_000;
const depot = { geofenceId: 'g1', geofenceName: 'Depot' };
const yard = { geofenceId: 'g2', geofenceName: 'Yard' };
const event = (fence: typeof depot, type: CrossingEvent['type'], hours: number): CrossingEvent => ({ ...fence, type, time: t(hours) });
const period = { from: t(0), to: t(24) };

describe('geofenceVisits', () => {
  it("pairs each geofence's enters and exits, the time inside in seconds", () => {
    const events = [
      event(depot, 'geofenceEnter', 1),
      event(yard, 'geofenceEnter', 2),
      event(depot, 'geofenceExit', 3),
      event(yard, 'geofenceExit', 2.5),
    ];
    expect(geofenceVisits(events, period, t(48))).toEqual([
      { ...depot, enterTime: t(1), exitTime: t(3), durationSeconds: 7200 },
      { ...yard, enterTime: t(2), exitTime: t(2.5), durationSeconds: 1800 },
    ]);
  });

  it('counts a visit begun before the period from its start, and one still going to its end or to now', () => {
    const events = [event(depot, 'geofenceExit', 2), event(depot, 'geofenceEnter', 20)];
    expect(geofenceVisits(events, period, t(48))).toEqual([
      { ...depot, enterTime: null, exitTime: t(2), durationSeconds: 7200 },
      { ...depot, enterTime: t(20), exitTime: null, durationSeconds: 4 * 3600 },
    ]);
    expect(geofenceVisits(events, period, t(21))[1].durationSeconds).toBe(3600);
  });

  it('keeps the first of two enters in a row (an exit alert was lost)', () => {
    const events = [event(depot, 'geofenceEnter', 1), event(depot, 'geofenceEnter', 2), event(depot, 'geofenceExit', 4)];
    expect(geofenceVisits(events, period, t(48))).toEqual([{ ...depot, enterTime: t(1), exitTime: t(4), durationSeconds: 3 * 3600 }]);
  });
});
