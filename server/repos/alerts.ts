import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import { prepared, type Queryable } from '../db/engine';
import type { Period } from '../http/reportPeriod';
import { assetScope, findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { mapPage, searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { listPage } from './pagedList';
import { inAssetGroup } from './assetGroups';
import type { AlertDraft, AssetTrack } from '../telemetry/alerts/evaluateTrack';

export interface AlertRow {
  id: string;
  tenant_id: string;
  asset_id: string;
  asset_name: string;
  type: Schema<'AlertType'>;
  message: string;
  geofence_id: string | null;
  geofence_name: string | null;
  trigger_id: string | null;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  time: Date;
  is_read: boolean;
  details: Schema<'AlertDetails'> | null;
}

export const alertColumns = sql`a.id, a.tenant_id, a.asset_id, s.name as asset_name, a.type, a.message, a.geofence_id,
  g.name as geofence_name, a.trigger_id, a.latitude, a.longitude, a.speed_kmh, a.time, a.is_read, a.details`;

/** Alerts with the names of their asset and geofence (a deleted geofence leaves the alert without one). */
export const alertFrom = sql`alerts a join assets s on s.id = a.asset_id left join geofences g on g.id = a.geofence_id`;

export const selectAlerts = (where: Sql) => sql`select ${alertColumns} from ${alertFrom} where ${where}`;

export const toAlert = (row: AlertRow): Schema<'Alert'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  assetId: row.asset_id,
  assetName: row.asset_name,
  type: row.type,
  message: row.message,
  geofenceId: row.geofence_id,
  geofenceName: row.geofence_name,
  triggerId: row.trigger_id,
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmh: row.speed_kmh,
  time: row.time.toISOString(),
  isRead: row.is_read,
  details: row.details,
});

export interface AlertFilters extends ListParams {
  unread?: boolean;
  assetId?: string;
  type?: Schema<'AlertType'>;
  from?: string;
  to?: string;
  tenantId?: string;
}

const filterConditions = (filters: AlertFilters) => [
  ...(filters.unread ? [sql`not a.is_read`] : []),
  ...(filters.assetId ? [sql`a.asset_id = ${filters.assetId}`] : []),
  ...(filters.type ? [sql`a.type = ${filters.type}`] : []),
  // A period needs both ends; one alone is ignored, as the contract says.
  ...(filters.from && filters.to ? [sql`a.time >= ${filters.from} and a.time < ${filters.to}`] : []),
  ...searchCondition(filters.query, ['s.name', 'a.message']),
];

/** The caller's alerts, newest first unless the caller sorts otherwise. */
export const listAlerts = async (db: Queryable, caller: Caller, filters: AlertFilters, maxRows: number): Promise<Page<Schema<'Alert'>>> =>
  mapPage(
    await listPage<AlertRow>(
      db,
      {
        columns: alertColumns,
        from: alertFrom,
        where: [tenantScope(caller, 'a.tenant_id', filters.tenantId), assetScope(caller, 'a.asset_id'), ...filterConditions(filters)],
        sortable: sortableFields<'listAlerts'>({
          time: 'a.time',
          type: 'a.type',
          assetName: 's.name',
          message: 'a.message',
          geofenceName: 'g.name',
          isRead: 'a.is_read',
        }),
        defaultSort: 'time',
        id: 'a.id',
      },
      { ...filters, order: filters.order ?? (filters.sort ? undefined : 'desc') },
      maxRows,
    ),
    toAlert,
  );

/** Marks the caller's alert read or unread; 404 when it is not theirs. */
export async function markAlert(db: Queryable, caller: Caller, id: string, isRead: boolean): Promise<Schema<'Alert'>> {
  const updated = await db.query(sql`update alerts set is_read = ${isRead} where id = ${id} and ${tenantScope(caller)}
    and ${assetScope(caller, 'asset_id')} returning id`);
  if (!updated.length) throw notFound('Alert');
  return toAlert(await findOwned<AlertRow>(db, selectAlerts(sql`a.id = ${id}`), 'Alert'));
}

export interface EventFilters extends ListParams {
  type?: Schema<'AlertType'>;
  assetId?: string;
  geofenceId?: string;
  groupId?: string;
  tenantId?: string;
}

/** The events report: the caller's alerts of the period, with the filters asked for. */
export const listEvents = async (
  db: Queryable,
  caller: Caller,
  period: Period,
  filters: EventFilters,
  maxRows: number,
): Promise<Page<Schema<'Alert'>>> =>
  mapPage(
    await listPage<AlertRow>(
      db,
      {
        columns: alertColumns,
        from: alertFrom,
        where: [
          tenantScope(caller, 'a.tenant_id', filters.tenantId),
          assetScope(caller, 'a.asset_id'),
          sql`a.time >= ${period.from} and a.time < ${period.to}`,
          ...(filters.type ? [sql`a.type = ${filters.type}`] : []),
          ...(filters.assetId ? [sql`a.asset_id = ${filters.assetId}`] : []),
          ...(filters.geofenceId ? [sql`a.geofence_id = ${filters.geofenceId}`] : []),
          ...(filters.groupId ? [inAssetGroup(caller, 'a.asset_id', filters.groupId)] : []),
        ],
        sortable: sortableFields<'listEventsReport'>({ time: 'a.time', type: 'a.type', assetName: 's.name', geofenceName: 'g.name' }),
        defaultSort: 'time',
        id: 'a.id',
      },
      filters,
      maxRows,
    ),
    toAlert,
  );

/** How many alerts the asset raised in the period, and the latest `limit` of them. */
export async function assetAlertsIn(db: Queryable, assetId: string, period: Period, limit: number) {
  const inPeriod = sql`a.asset_id = ${assetId} and a.time >= ${period.from} and a.time < ${period.to}`;
  const [[{ count }], latest] = await Promise.all([
    db.query<{ count: number }>(sql`select count(*) :: int as count from alerts a where ${inPeriod}`),
    db.query<AlertRow>(sql`${selectAlerts(inPeriod)} order by a.time desc limit ${limit}`),
  ]);
  return { alertCount: count, alerts: latest.map(toAlert) };
}

/** The asset's alerts of the period, oldest first, at most `limit`. */
export async function alertsOfAssetIn(db: Queryable, assetId: string, period: Period, limit: number): Promise<Schema<'Alert'>[]> {
  const rows =
    await db.query<AlertRow>(sql`${selectAlerts(sql`a.asset_id = ${assetId} and a.time >= ${period.from} and a.time < ${period.to}`)}
    order by a.time limit ${limit}`);
  return rows.map(toAlert);
}

/** An alert as stored and pushed live, with whom to tell by mail. */
export interface RaisedAlert {
  alert: Schema<'Alert'>;
  recipients: string[];
}

/** An alert to store: one of a rule, or one without (a driver's, telemetry/drivers). */
export type StoredDraft = Omit<AlertDraft, 'trigger'> & {
  trigger: { id: string } | null;
  /** What tells apart alerts of one type, asset and time without a rule (a service plan's `service:<planId>`). */
  episode?: string;
};

/** The same event (type, trigger, asset, time) is one alert, however often its position comes in. */
const dedupeKey = (track: AssetTrack, draft: StoredDraft) =>
  `${draft.type}:${draft.trigger?.id ?? draft.episode ?? ''}:${track.assetId}:${draft.point.time.toISOString()}`;

/** Stores the alerts in one statement; answers those that were new. */
export async function insertAlerts(tx: Queryable, drafts: { track: AssetTrack; draft: StoredDraft }[]): Promise<RaisedAlert[]> {
  if (!drafts.length) return [];
  const records = drafts.map(({ track, draft }) => ({
    tenant_id: track.tenantId,
    asset_id: track.assetId,
    trigger_id: draft.trigger?.id ?? null,
    geofence_id: draft.geofence?.id ?? null,
    type: draft.type,
    message: draft.message,
    details: draft.details,
    latitude: draft.point.latitude,
    longitude: draft.point.longitude,
    speed_kmh: draft.point.speedKmh,
    time: draft.point.time.toISOString(),
    dedupe_key: dedupeKey(track, draft),
  }));
  const inserted = await tx.query<{ id: string; dedupe_key: string }>(
    prepared(sql`insert into alerts
      (tenant_id, asset_id, trigger_id, geofence_id, type, message, details, latitude, longitude, speed_kmh, time, dedupe_key)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(tenant_id uuid, asset_id uuid, trigger_id uuid,
      geofence_id uuid, type text, message text, details jsonb, latitude float8, longitude float8, speed_kmh float8, time timestamptz, dedupe_key text)
    on conflict (dedupe_key) do nothing
    returning id, dedupe_key`),
  );
  const ids = new Map(inserted.map((row) => [row.dedupe_key, row.id]));
  return drafts.flatMap(({ track, draft }) => {
    const id = ids.get(dedupeKey(track, draft));
    if (!id) return [];
    const alert: Schema<'Alert'> = {
      id,
      tenantId: track.tenantId,
      assetId: track.assetId,
      assetName: track.assetName,
      type: draft.type,
      message: draft.message,
      geofenceId: draft.geofence?.id ?? null,
      geofenceName: draft.geofence?.name ?? null,
      triggerId: draft.trigger?.id ?? null,
      latitude: draft.point.latitude,
      longitude: draft.point.longitude,
      speedKmh: draft.point.speedKmh,
      time: draft.point.time.toISOString(),
      isRead: false,
      details: draft.details,
    };
    return [{ alert, recipients: draft.recipients }];
  });
}
