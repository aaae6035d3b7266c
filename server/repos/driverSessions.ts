import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { assetScope, tenantScope, type Caller } from '../auth/tenancy';
import { mapPage, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { listPage } from './pagedList';
import { linkToAsset, releaseFromOtherAssets } from './assetLinks';

/**
 * driver_sessions (who drove which vehicle when), asset_driver_state and the current driver kept in
 * assets.driver_id. Written by ingestion (keys, ignition) and by hand (assignment, the asset and
 * driver forms); a driver drives one vehicle at a time and a vehicle has one driver at a time.
 */

export type SessionSource = 'key' | 'manual';
export type EndReason = 'otherKey' | 'ignitionOff' | 'manual' | 'otherVehicle';

interface SessionRow {
  id: string;
  tenant_id: string;
  asset_id: string;
  asset_name: string;
  driver_id: string;
  driver_name: string;
  started_at: Date;
  ended_at: Date | null;
  source: SessionSource;
  end_reason: EndReason | null;
}

const sessionColumns = sql`s.id, s.tenant_id, s.asset_id, a.name as asset_name, s.driver_id, d.name as driver_name,
  s.started_at, s.ended_at, s.source, s.end_reason`;
const sessionFrom = sql`driver_sessions s join assets a on a.id = s.asset_id join drivers d on d.id = s.driver_id`;

const toSession = (row: SessionRow): Schema<'DriverSession'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  assetId: row.asset_id,
  assetName: row.asset_name,
  driverId: row.driver_id,
  driverName: row.driver_name,
  startedAt: row.started_at.toISOString(),
  endedAt: row.ended_at?.toISOString() ?? null,
  source: row.source,
  endReason: row.end_reason,
});

export interface SessionFilters extends ListParams {
  assetId?: string;
  driverId?: string;
  from?: string;
  to?: string;
}

/** The caller's sessions, newest first: those of an asset or a driver, and overlapping a period when one is given. */
export const listDriverSessions = async (
  db: Queryable,
  caller: Caller,
  filters: SessionFilters,
  maxRows: number,
): Promise<Page<Schema<'DriverSession'>>> =>
  mapPage(
    await listPage<SessionRow>(
      db,
      {
        columns: sessionColumns,
        from: sessionFrom,
        where: [
          tenantScope(caller, 's.tenant_id'),
          assetScope(caller, 's.asset_id'),
          ...(filters.assetId ? [sql`s.asset_id = ${filters.assetId}`] : []),
          ...(filters.driverId ? [sql`s.driver_id = ${filters.driverId}`] : []),
          ...(filters.from && filters.to
            ? [sql`s.started_at < ${filters.to} and (s.ended_at is null or s.ended_at > ${filters.from})`]
            : []),
        ],
        sortable: sortableFields<'listDriverSessions'>({
          startedAt: 's.started_at',
          endedAt: 's.ended_at',
          assetName: 'a.name',
          driverName: 'd.name',
        }),
        defaultSort: 'startedAt',
        id: 's.id',
      },
      { ...filters, order: filters.order ?? (filters.sort ? undefined : 'desc') },
      maxRows,
    ),
    toSession,
  );

export const findSession = async (db: Queryable, id: string): Promise<Schema<'DriverSession'>> =>
  toSession((await db.query<SessionRow>(sql`select ${sessionColumns} from ${sessionFrom} where s.id = ${id}`))[0]);

/** Ends the vehicle's open session at `at`, and takes its driver off the vehicle; answers whether one was open. */
export async function endOpenSession(tx: Queryable, assetId: string, at: Date, reason: EndReason): Promise<boolean> {
  const ended = await tx.query<{
    driver_id: string;
  }>(sql`update driver_sessions set ended_at = greatest(${at}, started_at), end_reason = ${reason}
    where asset_id = ${assetId} and ended_at is null returning driver_id`);
  if (ended.length)
    await tx.query(sql`update assets set driver_id = null, updated_at = now() where id = ${assetId} and driver_id = ${ended[0].driver_id}`);
  return ended.length > 0;
}

/**
 * Opens the driver's session on the vehicle from `at`: the vehicle's open session ends (`replaced`),
 * and so does the driver's on any other vehicle; assets.driver_id follows. Answers the new session's id.
 */
export async function startSession(
  tx: Queryable,
  session: { assetId: string; driverId: string; at: Date; source: SessionSource },
  replaced: EndReason,
): Promise<string> {
  const { assetId, driverId, at, source } = session;
  await tx.query(sql`update driver_sessions set ended_at = greatest(${at}, started_at),
      end_reason = case when asset_id = ${assetId} then ${replaced} else 'otherVehicle' end
    where (asset_id = ${assetId} or driver_id = ${driverId}) and ended_at is null`);
  const [{ id }] = await tx.query<{ id: string }>(sql`insert into driver_sessions (tenant_id, asset_id, driver_id, started_at, source)
    select tenant_id, id, ${driverId}, ${at}, ${source} from assets where id = ${assetId} returning id`);
  await linkToAsset(tx, 'driver_id', driverId, assetId);
  return id;
}

/** A session of the past: refused (false) when it overlaps another of the vehicle or of the driver. */
export async function insertPastSession(
  tx: Queryable,
  session: { assetId: string; driverId: string; from: Date; to: Date },
): Promise<string | null> {
  const { assetId, driverId, from, to } = session;
  const overlapping = await tx.query(sql`select 1 from driver_sessions where (asset_id = ${assetId} or driver_id = ${driverId})
    and started_at < ${to} and (ended_at is null or ended_at > ${from}) limit 1`);
  if (overlapping.length) return null;
  const [{ id }] = await tx.query<{
    id: string;
  }>(sql`insert into driver_sessions (tenant_id, asset_id, driver_id, started_at, ended_at, source, end_reason)
    select tenant_id, id, ${driverId}, ${from}, ${to}, 'manual', 'manual' from assets where id = ${assetId} returning id`);
  return id;
}

/**
 * What a form says of an asset's driver (the asset's driver field, a driver's asset field) as of now:
 * a new driver starts a session by hand, none ends the open one. Nothing changes when it names the
 * driver already driving.
 */
export async function setDriverByForm(tx: Queryable, assetId: string, driverId: string | null): Promise<void> {
  const [open] = await tx.query<{ driver_id: string }>(
    sql`select driver_id from driver_sessions where asset_id = ${assetId} and ended_at is null`,
  );
  if (open?.driver_id === driverId) return;
  if (driverId) await startSession(tx, { assetId, driverId, at: new Date(), source: 'manual' }, 'manual');
  else await endOpenSession(tx, assetId, new Date(), 'manual');
}

/** A driver taken off every vehicle by hand (the driver form without an asset). */
export async function endDriverSessions(tx: Queryable, driverId: string): Promise<void> {
  await tx.query(sql`update driver_sessions set ended_at = greatest(now(), started_at), end_reason = 'manual'
    where driver_id = ${driverId} and ended_at is null`);
  await releaseFromOtherAssets(tx, 'driver_id', driverId, null);
}

/** The driver of the vehicle at each instant (trips and stops carry the driver at their start). */
export const driverAt = (assetColumn: Sql, time: Sql) => sql`(select jsonb_build_object('id', dd.id, 'name', dd.name)
  from driver_sessions ds join drivers dd on dd.id = ds.driver_id
  where ds.asset_id = ${assetColumn} and ds.started_at <= ${time} and (ds.ended_at is null or ds.ended_at > ${time})
  order by ds.started_at desc limit 1)`;

/** Whether this driver drove the vehicle at that instant (a vehicle's sessions, and a driver's, never overlap). */
export const drivenBy = (assetColumn: Sql, time: Sql, driverId: string) => sql`exists (select 1 from driver_sessions ds
  where ds.asset_id = ${assetColumn} and ds.driver_id = ${driverId} and ds.started_at <= ${time} and (ds.ended_at is null or ds.ended_at > ${time}))`;

/** Ingestion's memory of each asset's last key and ignition, in one statement. */
export async function saveDriverStates(
  tx: Queryable,
  states: { assetId: string; lastKey: string | null; ignitionOffSince: Date | null }[],
): Promise<void> {
  if (!states.length) return;
  const records = states.map((state) => ({
    asset_id: state.assetId,
    last_key: state.lastKey,
    ignition_off_since: state.ignitionOffSince?.toISOString() ?? null,
  }));
  await tx.query(sql`insert into asset_driver_state (asset_id, last_key, ignition_off_since)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(asset_id uuid, last_key text, ignition_off_since timestamptz)
    on conflict (asset_id) do update set last_key = excluded.last_key, ignition_off_since = excluded.ignition_off_since`);
}

/** The tenants' drivers behind these keys (tenant id / key -> driver). */
export async function driversOfKeys(tx: Queryable, tenantIds: string[], keys: string[]) {
  if (!keys.length) return new Map<string, { driverId: string; driverName: string; allowedAssetIds: string[] }>();
  const rows = await tx.query<{ tenant_id: string; key: string; driver_id: string; name: string; allowed_asset_ids: string[] }>(sql`
    select k.tenant_id, k.key, d.id as driver_id, d.name, d.allowed_asset_ids from driver_keys k join drivers d on d.id = k.driver_id
    where k.tenant_id = any(${tenantIds}::uuid[]) and k.key = any(${keys}::text[])`);
  return new Map(
    rows.map((row) => [
      `${row.tenant_id}/${row.key}`,
      { driverId: row.driver_id, driverName: row.name, allowedAssetIds: row.allowed_asset_ids },
    ]),
  );
}
