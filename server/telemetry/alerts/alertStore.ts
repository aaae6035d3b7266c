import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../../db/engine';
import type { Schema } from '../../contract';
import type { AlertDraft, AssetTrack, Evaluation } from './evaluateTrack';

export async function saveRuleStates(tx: Queryable, evaluations: { track: AssetTrack; evaluation: Evaluation }[]): Promise<void> {
  const records = evaluations.flatMap(({ track, evaluation }) =>
    [...evaluation.changes].map(([ruleKey, change]) => ({
      asset_id: track.assetId,
      rule_key: ruleKey,
      active: change.active,
      changed_at: change.time.toISOString(),
    })),
  );
  if (!records.length) return;
  await tx.query(prepared(sql`insert into asset_rule_state (asset_id, rule_key, active, changed_at)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(asset_id uuid, rule_key text, active boolean, changed_at timestamptz)
    on conflict (asset_id, rule_key) do update set active = excluded.active, changed_at = excluded.changed_at`));
}

/** An alert as stored and pushed live, with whom to tell by mail. */
export interface RaisedAlert {
  alert: Schema<'Alert'>;
  recipients: string[];
}

/** The same event (type, trigger, asset, time) is one alert, however often its position comes in. */
const dedupeKey = (track: AssetTrack, draft: AlertDraft) =>
  `${draft.type}:${draft.trigger.id}:${track.assetId}:${draft.point.time.toISOString()}`;

/** Stores the alerts in one statement; answers those that were new. */
export async function insertAlerts(tx: Queryable, drafts: { track: AssetTrack; draft: AlertDraft }[]): Promise<RaisedAlert[]> {
  if (!drafts.length) return [];
  const records = drafts.map(({ track, draft }) => ({
    tenant_id: track.tenantId,
    asset_id: track.assetId,
    trigger_id: draft.trigger.id,
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
  const inserted = await tx.query<{ id: string; dedupe_key: string }>(prepared(sql`insert into alerts
      (tenant_id, asset_id, trigger_id, geofence_id, type, message, details, latitude, longitude, speed_kmh, time, dedupe_key)
    select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(tenant_id uuid, asset_id uuid, trigger_id uuid,
      geofence_id uuid, type text, message text, details jsonb, latitude float8, longitude float8, speed_kmh float8, time timestamptz, dedupe_key text)
    on conflict (dedupe_key) do nothing
    returning id, dedupe_key`));
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
      triggerId: draft.trigger.id,
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
