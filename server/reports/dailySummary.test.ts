import { describe, expect, it } from 'vitest';
import { dailySummaries, dayIn } from './dailySummary';
import { summaryTrack, summaryTrackDays } from '../../tests/support/summaryTrack';
import { segmentTrips } from '../telemetry/trips/segment';
import { tripDays } from './tripDays';

const rules = { movingSpeedKmh: 3, maxGapSeconds: 300, timeZone: 'UTC' };

/** The day's distance as the server gives it: the trips of the track (the stored ones are derived the same way). */
const tripsKm = (timeZone: string) => {
  const trips = segmentTrips(summaryTrack(), { movingSpeedKmh: 3, tripStopMinutes: 5 }, Infinity);
  const byDay = tripDays(
    trips.map((trip) => ({ ...trip, startTime: new Date(trip.startTime), endTime: new Date(trip.endTime) })),
    timeZone,
  );
  return (day: string) => byDay.get(day)?.distanceKm ?? 0;
};

describe('dailySummaries', () => {
  it('sums distance, driving and idle time, speeds, odometer and fuel per day (figures by hand in the fixture)', () => {
    expect(dailySummaries(summaryTrack(), rules, tripsKm('UTC'))).toEqual(summaryTrackDays);
  });

  it("cuts the days in the asked time zone: 23:59 UTC is the next day's 00:59 in Paris", () => {
    const [first, second] = dailySummaries(summaryTrack(), { ...rules, timeZone: 'Europe/Paris' }, tripsKm('Europe/Paris'));
    expect(first).toMatchObject({ day: '2026-03-02', idleSeconds: 240, fuelUsedLiters: 0.5, distanceKm: 2.224 });
    expect(second).toMatchObject({ day: '2026-03-03', idleSeconds: 240, fuelUsedLiters: 0.5, drivingSeconds: 120 });
  });

  it('leaves odometer and fuel empty when the device does not send them, idle 0 without ignition', () => {
    const bare = summaryTrack().map(({ time, latitude, longitude, speedKmh }) => ({ time, latitude, longitude, speedKmh }));
    expect(dailySummaries(bare, rules, tripsKm('UTC'))[0]).toMatchObject({
      idleSeconds: 0,
      startOdometerKm: null,
      endOdometerKm: null,
      fuelUsedLiters: null,
      drivingSeconds: 240,
    });
  });

  it('refuses an unknown time zone', () => {
    expect(() => dayIn('Mars/Olympus')).toThrow(RangeError);
  });
});
