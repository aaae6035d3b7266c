import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import { prepared, type Queryable } from '../db/engine';
import { assetScope, tenantScope, type Caller } from '../auth/tenancy';
import { mapPage, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { listPage } from './pagedList';
import { driverAt, drivenBy } from './driverSessions';
import { inAssetGroup } from './assetGroups';
import type { DrivingEvent } from '../telemetry/behaviour/drivingEvents';

/** driving_events: written by ingestion (telemetry/behaviour), read by the API and the scores. */

/** Stores a batch's events in one statement; one sent twice is kept once. */
export async function insertDrivingEvents(
  tx: Queryable,
  rows: { assetId: string; tenantId: string; event: DrivingEvent }[],
): Promise<void> {
  if (!rows.length) return;
  const records = rows.map(({ assetId, tenantId, event }) => ({
    tenant_id: tenantId,
    asset_id: assetId,
    kind: event.kind,
    time: event.point.time.toISOString(),
    latitude: event.point.latitude,
    longitude: event.point.longitude,
    speed_kmh: event.point.speedKmh,
    value: event.value === null ? null : Math.round(event.value * 100) / 100,
    duration_ms: event.durationMs,
    source: event.source,
  }));
  await tx.query(
    prepared(sql`insert into driving_events (tenant_id, asset_id, kind, time, latitude, longitude, speed_kmh, value, duration_ms, source)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(tenant_id uuid, asset_id uuid, kind text, time timestamptz,
      latitude float8, longitude float8, speed_kmh float8, value float8, duration_ms integer, source text)
    on conflict (asset_id, time, kind) do nothing`),
  );
}

interface EventRow {
  id: string;
  asset_id: string;
  asset_name: string;
  kind: Schema<'DrivingEvent'>['kind'];
  time: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  value: number | null;
  duration_ms: number | null;
  source: 'device' | 'derived';
  driver: { id: string; name: string } | null;
}

const toEvent = (row: EventRow): Schema<'DrivingEvent'> => ({
  id: row.id,
  assetId: row.asset_id,
  assetName: row.asset_name,
  driverId: row.driver?.id ?? null,
  driverName: row.driver?.name ?? null,
  kind: row.kind,
  time: row.time.toISOString(),
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmh: row.speed_kmh,
  value: row.value,
  durationMs: row.duration_ms,
  source: row.source,
});

export interface DrivingEventFilters extends ListParams {
  from: string;
  to: string;
  assetId?: string;
  driverId?: string;
  groupId?: string;
}

/** The caller's events of the period, oldest first, with the driver of their moment. */
export const listDrivingEvents = async (
  db: Queryable,
  caller: Caller,
  filters: DrivingEventFilters,
  maxRows: number,
): Promise<Page<Schema<'DrivingEvent'>>> =>
  mapPage(
    await listPage<EventRow>(
      db,
      {
        columns: sql`e.id, e.asset_id, a.name as asset_name, e.kind, e.time, e.latitude, e.longitude, e.speed_kmh, e.value, e.duration_ms, e.source,
      ${driverAt(sql`e.asset_id`, sql`e.time`)} as driver`,
        from: sql`driving_events e join assets a on a.id = e.asset_id`,
        where: [
          tenantScope(caller, 'e.tenant_id'),
          assetScope(caller, 'e.asset_id'),
          sql`e.time >= ${filters.from} and e.time < ${filters.to}`,
          ...(filters.assetId ? [sql`e.asset_id = ${filters.assetId}`] : []),
          ...(filters.driverId ? [drivenBy(sql`e.asset_id`, sql`e.time`, filters.driverId)] : []),
          ...(filters.groupId ? [inAssetGroup(caller, 'e.asset_id', filters.groupId)] : []),
        ],
        sortable: sortableFields<'listDrivingEvents'>({ time: 'e.time', kind: 'e.kind', assetName: 'a.name' }),
        defaultSort: 'time',
        id: 'e.id',
      },
      filters,
      maxRows,
    ),
    toEvent,
  );

export type ScoreSubject = 'driver' | 'asset';

/** Distance and events of a period by driver (the one of each trip's start and event's moment) or by asset, with names. */
export async function scoreInputs(db: Queryable, caller: Caller, subject: ScoreSubject, from: Date, to: Date, groupId?: string) {
  // The assets of a group and its sub-groups, when the ranking is of a group; beside the caller's own scope.
  const inGroup = (column: string) => (groupId ? inAssetGroup(caller, column, groupId) : sql`true`);
  const key = (asset: Sql, time: Sql) => (subject === 'asset' ? asset : sql`(${driverAt(asset, time)} ->> 'id')::uuid`);
  const names = subject === 'asset' ? sql`assets` : sql`drivers`;
  const [distances, counts] = await Promise.all([
    db.query<{ id: string; tenant_id: string; name: string; distance_km: number }>(sql`with keyed as (
        select ${key(sql`t.asset_id`, sql`t.start_time`)} as id, t.distance_km from trips t
        where ${tenantScope(caller, 't.tenant_id')} and ${assetScope(caller, 't.asset_id')} and ${inGroup('t.asset_id')} and t.start_time >= ${from} and t.start_time < ${to})
      select k.id, n.tenant_id, n.name, sum(k.distance_km)::float8 as distance_km from keyed k join ${names} n on n.id = k.id group by k.id, n.tenant_id, n.name`),
    db.query<{ id: string; tenant_id: string; name: string; kind: string; count: number }>(sql`with keyed as (
        select ${key(sql`e.asset_id`, sql`e.time`)} as id, e.kind from driving_events e
        where ${tenantScope(caller, 'e.tenant_id')} and ${assetScope(caller, 'e.asset_id')} and ${inGroup('e.asset_id')} and e.time >= ${from} and e.time < ${to}
        union all
        select ${key(sql`a.asset_id`, sql`a.time`)} as id, a.type as kind from alerts a
        where ${tenantScope(caller, 'a.tenant_id')} and ${assetScope(caller, 'a.asset_id')} and ${inGroup('a.asset_id')} and a.type in ('speeding', 'idle') and a.time >= ${from} and a.time < ${to})
      select k.id, n.tenant_id, n.name, k.kind, count(*)::int as count from keyed k join ${names} n on n.id = k.id group by k.id, n.tenant_id, n.name, k.kind`),
  ]);
  return { distances, counts };
}

/**
 * A driver's distance and events by week (week 0 starts at `from`), for their score over time: read
 * from their own driving sessions in the period, so the work follows what they drove, not the fleet.
 */
export async function driverWeekInputs(db: Queryable, caller: Caller, driverId: string, from: Date, to: Date) {
  const sessions = sql`select ds.asset_id, x.tenant_id, greatest(ds.started_at, ${from}::timestamptz) as since,
      least(coalesce(ds.ended_at, ${to}::timestamptz), ${to}::timestamptz) as until
    from driver_sessions ds join assets x on x.id = ds.asset_id
    where ds.driver_id = ${driverId} and ds.started_at < ${to} and (ds.ended_at is null or ds.ended_at > ${from})
      and ${tenantScope(caller, 'x.tenant_id')} and ${assetScope(caller, 'ds.asset_id')}`;
  const during = (time: Sql) => sql`${time} >= s.since and ${time} < s.until`;
  // 604,800 s in a week.
  const week = (time: Sql) => sql`floor(extract(epoch from (${time} - ${from}::timestamptz)) / 604800)::int`;
  const [distances, counts] = await Promise.all([
    db.query<{ week: number; distance_km: number }>(sql`with s as (${sessions})
      select ${week(sql`t.start_time`)} as week, sum(t.distance_km)::float8 as distance_km
      from s join trips t on t.asset_id = s.asset_id and ${during(sql`t.start_time`)} group by 1`),
    db.query<{ week: number; kind: string; count: number }>(sql`with s as (${sessions}), driven as (
        select e.time, e.kind from s join driving_events e on e.tenant_id = s.tenant_id and e.asset_id = s.asset_id and ${during(sql`e.time`)}
        union all
        select a.time, a.type as kind from s join alerts a on a.asset_id = s.asset_id and ${during(sql`a.time`)}
        where a.type in ('speeding', 'idle'))
      select ${week(sql`time`)} as week, kind, count(*)::int as count from driven group by 1, 2`),
  ]);
  return { distances, counts };
}
