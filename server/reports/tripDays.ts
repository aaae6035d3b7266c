import { dayIn } from './dailySummary';
import type { Period } from '../http/reportPeriod';

/** What a day's figures need of a stored trip. */
export interface TripSpan {
  startTime: Date;
  endTime: Date;
  distanceKm: number;
  maxSpeedKmh: number;
}

export interface TripDay {
  tripCount: number;
  distanceKm: number;
  /** The trips' durations, short stops on the way included. */
  movingSeconds: number;
  maxSpeedKmh: number;
}

/**
 * The driven distance of every report, per calendar day in `timeZone`: the sum of the trips that
 * started that day. Trips are the one computation of distance (segment.ts): a jump between two
 * positions that no trip covers (a device off for hours, a simulator restarted elsewhere) is not
 * driven distance, whichever screen adds it up. `timeZone` must be one the runtime knows.
 */
export function tripDays(trips: readonly TripSpan[], timeZone: string): Map<string, TripDay> {
  const dayOf = dayIn(timeZone);
  const days = new Map<string, TripDay>();
  for (const trip of trips) {
    const day = dayOf(trip.startTime.getTime());
    const sum = days.get(day) ?? { tripCount: 0, distanceKm: 0, movingSeconds: 0, maxSpeedKmh: 0 };
    sum.tripCount++;
    sum.distanceKm += trip.distanceKm;
    sum.movingSeconds += Math.round((trip.endTime.getTime() - trip.startTime.getTime()) / 1000);
    sum.maxSpeedKmh = Math.max(sum.maxSpeedKmh, trip.maxSpeedKmh);
    days.set(day, sum);
  }
  return days;
}

/** Every calendar day in `timeZone` the period [from, to) touches, as YYYY-MM-DD, across daylight-saving changes. */
export function daysOfPeriod(period: Period, timeZone: string): string[] {
  const dayOf = dayIn(timeZone);
  const days = new Set<string>();
  // Every zone's days are at least 23 hours long: stepping by an hour meets each of them.
  for (let time = period.from.getTime(); time < period.to.getTime(); time += 3_600_000) days.add(dayOf(time));
  days.add(dayOf(period.to.getTime() - 1));
  return [...days];
}
