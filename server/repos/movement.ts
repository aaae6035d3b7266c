import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import { dayMs, type Period } from '../http/reportPeriod';
import { tripsStartingIn } from './trips';

interface DayRow {
  day: string;
  trip_count: number;
  distance_km: number;
  moving_seconds: number;
  max_speed_kmh: number;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** Every UTC day the period touches, as YYYY-MM-DD. */
function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = Math.floor(period.from.getTime() / dayMs) * dayMs; day < period.to.getTime(); day += dayMs) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Movement of an asset over a period, from its stored trips (never from the raw positions, which
 * are a hundred times more rows): the trips that started in the period, summed per UTC day of
 * their start. Moving time is the trips' duration, the rest of the period counts as stopped,
 * and the average speed is the one while moving. A trip under way counts up to its latest arrival.
 */
export async function movementReport(db: Queryable, assetId: string, period: Period): Promise<Schema<'MovementReport'>> {
  const rows = await db.query<DayRow>(sql`
    select to_char(t.start_time at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) :: int as trip_count,
      sum(t.distance_km) as distance_km, max(t.max_speed_kmh) as max_speed_kmh,
      sum(round(extract(epoch from t.end_time - t.start_time))) :: int as moving_seconds
    from trips t where t.asset_id = ${assetId} and ${tripsStartingIn(period.from, period.to)}
    group by 1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const distanceKm = rows.reduce((sum, row) => sum + row.distance_km, 0);
  const movingSeconds = rows.reduce((sum, row) => sum + row.moving_seconds, 0);
  const periodSeconds = Math.round((period.to.getTime() - period.from.getTime()) / 1000);
  return {
    assetId,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    averageSpeed: movingSeconds ? round(distanceKm / (movingSeconds / 3600), 1) : 0,
    maxSpeed: round(Math.max(0, ...rows.map((row) => row.max_speed_kmh)), 1),
    distanceTravelledInKm: round(distanceKm, 3),
    movingSeconds,
    stoppedSeconds: Math.max(0, periodSeconds - movingSeconds),
    tripCount: rows.reduce((sum, row) => sum + row.trip_count, 0),
    daily: daysOf(period).map((date) => ({
      date,
      distanceKm: round(byDay.get(date)?.distance_km ?? 0, 3),
      movingSeconds: byDay.get(date)?.moving_seconds ?? 0,
    })),
  };
}
