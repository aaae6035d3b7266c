import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { assetScope, findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { mapPage, type ListParams, type Page } from '../http/listQuery';
import { cappedQuery } from '../http/rowCap';
import type { Period } from '../http/reportPeriod';
import { listPage } from './pagedList';
import { driverAt, drivenBy } from './driverSessions';
import type { LatLng } from '../../src/domain/geometry';
import type { TripSpan } from '../reports/tripDays';
import { placeNameAt } from './places';
import { inAssetGroup } from './assetGroups';

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
  start_place_name: string | null;
  end_place_name: string | null;
  waypoints: LatLng[];
  driver: { id: string; name: string } | null;
}

const tripTenant = sql`(select x.tenant_id from assets x where x.id = t.asset_id)`;
const summaryColumns = sql`t.id, t.asset_id, t.start_time, t.end_time, t.distance_km, t.max_speed_kmh, t.start_latitude,
  t.start_longitude, t.end_latitude, t.end_longitude, t.start_address, t.end_address,
  ${placeNameAt(tripTenant, sql`t.start_latitude`, sql`t.start_longitude`)} as start_place_name,
  ${placeNameAt(tripTenant, sql`t.end_latitude`, sql`t.end_longitude`)} as end_place_name,
  ${driverAt(sql`t.asset_id`, sql`t.start_time`)} as driver`;

/** Trip columns with the simplified waypoints, or with an empty list where a report leaves them out. */
export const tripColumns = (withWaypoints: boolean) =>
  sql`${summaryColumns}, ${withWaypoints ? sql`t.waypoints` : sql`'[]' :: jsonb as waypoints`}`;

export const selectTrips = (where: Sql, withWaypoints = true) => sql`select ${tripColumns(withWaypoints)} from trips t where ${where}`;

/** Trips starting in [from, to): a trip belongs to the period (and the day) it started in. */
export const tripsStartingIn = (from: Date, to: Date) => sql`t.start_time >= ${from} and t.start_time < ${to}`;

/** The trips started in the period, oldest first, as the per-day figures of the reports need them. */
export async function tripSpansIn(db: Queryable, assetId: string, period: Period): Promise<TripSpan[]> {
  return db.query<TripSpan>(sql`select t.start_time as "startTime", t.end_time as "endTime", t.distance_km as "distanceKm",
    t.max_speed_kmh as "maxSpeedKmh" from trips t where t.asset_id = ${assetId} and ${tripsStartingIn(period.from, period.to)}
    order by t.start_time`);
}

/** The caller's assets that travelled farthest on trips started in the period, farthest first. */
export async function farthestAssets(
  db: Queryable,
  caller: Caller,
  period: Period,
  { limit, tenantId, groupId }: { limit: number; tenantId?: string; groupId?: string },
): Promise<Schema<'AssetDistance'>[]> {
  const inGroup = groupId ? inAssetGroup(caller, 'a.id', groupId) : sql`true`;
  const rows = await db.query<{ asset_id: string; distance_km: number }>(sql`select t.asset_id, sum(t.distance_km) as distance_km
    from trips t join assets a on a.id = t.asset_id
    where ${tenantScope(caller, 'a.tenant_id', tenantId)} and ${assetScope(caller, 'a.id')} and ${inGroup} and ${tripsStartingIn(period.from, period.to)}
    group by t.asset_id having sum(t.distance_km) > 0 order by distance_km desc, t.asset_id limit ${limit}`);
  return rows.map((row) => ({ assetId: row.asset_id, distanceKm: round(Number(row.distance_km), 3) }));
}

/** Whole seconds, so that a period's moving time is exactly the sum of its trips' durations. */
export const durationSeconds = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 1000);

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function toTrip(row: TripRow, track: LatLng[] = row.waypoints): Schema<'Trip'> {
  const seconds = durationSeconds(row.start_time, row.end_time);
  return {
    id: row.id,
    assetId: row.asset_id,
    driverId: row.driver?.id ?? null,
    driverName: row.driver?.name ?? null,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    durationSeconds: seconds,
    distanceKm: round(row.distance_km, 3),
    averageSpeedKmh: seconds ? round(row.distance_km / (seconds / 3600), 1) : 0,
    maxSpeedKmh: round(row.max_speed_kmh, 1),
    startAddress: row.start_address,
    endAddress: row.end_address,
    startPlaceName: row.start_place_name,
    endPlaceName: row.end_place_name,
    origin: { latitude: row.start_latitude, longitude: row.start_longitude },
    destination: { latitude: row.end_latitude, longitude: row.end_longitude },
    waypoints: track,
  };
}

/** The asset's trips, newest first, of the period when one is given. */
export const listAssetTrips = async (
  db: Queryable,
  assetId: string,
  period: Period | null,
  params: ListParams,
  maxRows: number,
): Promise<Page<Schema<'Trip'>>> =>
  mapPage(
    await listPage<TripRow>(
      db,
      {
        columns: tripColumns(true),
        from: sql`trips t`,
        where: [sql`t.asset_id = ${assetId}`, ...(period ? [tripsStartingIn(period.from, period.to)] : [])],
        sortable: { startTime: 't.start_time' },
        defaultSort: 'startTime',
        id: 't.id',
      },
      { pageNumber: params.pageNumber, pageSize: params.pageSize, sort: 'startTime', order: 'desc' },
      maxRows,
    ),
    toTrip,
  );

/** The trips started in the period that this driver drove (their driver at the start), newest first, without tracks. */
export const listDriverTrips = async (
  db: Queryable,
  caller: Caller,
  driverId: string,
  period: Period,
  params: ListParams,
  maxRows: number,
): Promise<Page<Schema<'Trip'>>> =>
  mapPage(
    await listPage<TripRow>(
      db,
      {
        columns: tripColumns(false),
        from: sql`trips t`,
        where: [
          tenantScope(caller, 't.tenant_id'),
          assetScope(caller, 't.asset_id'),
          tripsStartingIn(period.from, period.to),
          drivenBy(sql`t.asset_id`, sql`t.start_time`, driverId),
        ],
        sortable: { startTime: 't.start_time' },
        defaultSort: 'startTime',
        id: 't.id',
      },
      { pageNumber: params.pageNumber, pageSize: params.pageSize, sort: 'startTime', order: 'desc' },
      maxRows,
    ),
    (row) => toTrip(row),
  );

/** The latest `limit` trips started in the period, without their tracks. */
export async function latestTripsIn(db: Queryable, assetId: string, period: Period, limit: number): Promise<Schema<'Trip'>[]> {
  const rows =
    await db.query<TripRow>(sql`${selectTrips(sql`t.asset_id = ${assetId} and ${tripsStartingIn(period.from, period.to)}`, false)}
    order by t.start_time desc limit ${limit}`);
  return rows.map((row) => toTrip(row));
}

/** The trip with its simplified waypoints when the caller may see it; 404 otherwise. */
export const findTrip = (db: Queryable, caller: Caller, id: string) =>
  findOwned<TripRow>(
    db,
    selectTrips(sql`t.id = ${id} and ${tenantScope(caller, 't.tenant_id')} and ${assetScope(caller, 't.asset_id')}`, true),
    'Trip',
  );

/** A trip's track is not a period the caller chose: only a report of the asset's positions can show more. */
const tripTooLong = { field: 'id', advice: "Please read this trip's positions with the location report, a period at a time." };

/** Every position reported during the trip, at most `maxRows` (more are refused); none once retention dropped its days. */
export const tripTrack = (db: Queryable, trip: TripRow, maxRows: number) =>
  cappedQuery<LatLng>(
    db,
    sql`select latitude, longitude from positions
    where asset_id = ${trip.asset_id} and time >= ${trip.start_time} and time <= ${trip.end_time} order by time`,
    maxRows,
    tripTooLong,
  );
