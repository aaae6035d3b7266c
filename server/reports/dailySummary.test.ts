import { describe, expect, it } from 'vitest';
import { dailySummaries, dayIn } from './dailySummary';
import { summaryTrack, summaryTrackDays } from '../../tests/support/summaryTrack';

const rules = { movingSpeedKmh: 3, maxGapSeconds: 300, timeZone: 'UTC' };

describe('dailySummaries', () => {
  it('sums distance, driving and idle time, speeds, odometer and fuel per day (figures by hand in the fixture)', () => {
    expect(dailySummaries(summaryTrack(), rules)).toEqual(summaryTrackDays);
  });

  it("cuts the days in the asked time zone: 23:59 UTC is the next day's 00:59 in Paris", () => {
    const [first, second] = dailySummaries(summaryTrack(), { ...rules, timeZone: 'Europe/Paris' });
    expect(first).toMatchObject({ day: '2026-03-02', idleSeconds: 240, fuelUsedLiters: 0.5, distanceKm: 2.224 });
    expect(second).toMatchObject({ day: '2026-03-03', idleSeconds: 240, fuelUsedLiters: 0.5, drivingSeconds: 120 });
  });

  it('leaves odometer and fuel empty when the device does not send them, idle 0 without ignition', () => {
    const bare = summaryTrack().map(({ time, latitude, longitude, speedKmh }) => ({ time, latitude, longitude, speedKmh }));
    expect(dailySummaries(bare, rules)[0]).toMatchObject({ idleSeconds: 0, startOdometerKm: null, endOdometerKm: null, fuelUsedLiters: null, drivingSeconds: 240 });
  });

  it('refuses an unknown time zone', () => {
    expect(() => dayIn('Mars/Olympus')).toThrow(RangeError);
  });
});
