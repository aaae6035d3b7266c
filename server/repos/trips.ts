import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../context';
import type { LatLng } from '../telemetry/geometry';

export interface TripRow {
  id: string;
  asset_id: string;
  start_time: Date;
  end_time: Date;
  distance_km: number;
  max_speed_kmh: number;
  start_latitude: number;
  start_longitude: number;
  end_latitude: number;
  end_longitude: number;
  start_address: string | null;
  end_address: string | null;
  waypoints: LatLng[];
}

const summaryColumns = sql`t.id, t.asset_id, t.start_time, t.end_time, t.distance_km, t.max_speed_kmh, t.start_latitude,
  t.start_longitude, t.end_latitude, t.end_longitude, t.start_address, t.end_address`;

/** Trip columns with the simplified waypoints, or with an empty list where a report leaves them out. */
export const tripColumns = (withWaypoints: boolean) =>
  sql`${summaryColumns}, ${withWaypoints ? sql`t.waypoints` : sql`'[]' :: jsonb as waypoints`}`;

export const selectTrips = (where: Sql, withWaypoints = true) =>
  sql`select ${tripColumns(withWaypoints)} from trips t where ${where}`;

/** Trips starting in [from, to): a trip belongs to the period (and the day) it started in. */
export const tripsStartingIn = (from: Date, to: Date) => sql`t.start_time >= ${from} and t.start_time < ${to}`;

/** Whole seconds, so that a period's moving time is exactly the sum of its trips' durations. */
export const durationSeconds = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 1000);

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function toTrip(row: TripRow, track: LatLng[] = row.waypoints): Schema<'Trip'> {
  const seconds = durationSeconds(row.start_time, row.end_time);
  return {
    id: row.id,
    assetId: row.asset_id,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    durationSeconds: seconds,
    distanceKm: round(row.distance_km, 3),
    averageSpeedKmh: seconds ? round(row.distance_km / (seconds / 3600), 1) : 0,
    maxSpeedKmh: round(row.max_speed_kmh, 1),
    startAddress: row.start_address,
    endAddress: row.end_address,
    origin: { latitude: row.start_latitude, longitude: row.start_longitude },
    destination: { latitude: row.end_latitude, longitude: row.end_longitude },
    waypoints: track,
  };
}
