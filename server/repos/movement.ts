import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import type { Period } from '../http/reportPeriod';
import { daysOfPeriod, tripDays } from '../reports/tripDays';
import { tripSpansIn } from './trips';

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * Movement of an asset over a period, from its stored trips (never from the raw positions, which
 * are a hundred times more rows): the trips that started in the period, summed per calendar day of
 * their start in `timeZone`. Moving time is the trips' duration, the rest of the period counts as
 * stopped, and the average speed is the one while moving. A trip under way counts up to its latest arrival.
 */
export async function movementReport(db: Queryable, assetId: string, period: Period, timeZone: string): Promise<Schema<'MovementReport'>> {
  const trips = await tripSpansIn(db, assetId, period);
  const byDay = tripDays(trips, timeZone);
  const days = [...byDay.values()];
  const distanceKm = days.reduce((sum, day) => sum + day.distanceKm, 0);
  const movingSeconds = days.reduce((sum, day) => sum + day.movingSeconds, 0);
  const periodSeconds = Math.round((period.to.getTime() - period.from.getTime()) / 1000);
  return {
    assetId,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    averageSpeed: movingSeconds ? round(distanceKm / (movingSeconds / 3600), 1) : 0,
    maxSpeed: round(Math.max(0, ...days.map((day) => day.maxSpeedKmh)), 1),
    distanceTravelledInKm: round(distanceKm, 3),
    movingSeconds,
    stoppedSeconds: Math.max(0, periodSeconds - movingSeconds),
    tripCount: trips.length,
    daily: daysOfPeriod(period, timeZone).map((date) => ({
      date,
      distanceKm: round(byDay.get(date)?.distanceKm ?? 0, 3),
      movingSeconds: byDay.get(date)?.movingSeconds ?? 0,
    })),
  };
}
