import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { insertAlerts } from '../repos/alerts';
import { saveRuleStates } from '../telemetry/alerts/alertStore';
import { evaluateTrack, type AssetTrack, type Evaluation, type TrackPoint } from '../telemetry/alerts/evaluateTrack';
import { loadTenantRules } from '../telemetry/alerts/tenantRules';
import type { SeededAsset } from './fleet';

export interface AlertSeedOptions {
  days: number;
  movingSpeedKmh: number;
  now?: number;
}

const dayMs = 24 * 3_600_000;
/** Alerts of the last day are left unread, as an operator who has not yet looked would find them. */
const unreadWithinMs = dayMs;

async function seededTrack(tx: Queryable, asset: SeededAsset, since: Date): Promise<AssetTrack> {
  const rows = await tx.query<{ time: Date; latitude: number; longitude: number; speed_kmh: number; attributes: TrackPoint['attributes'] }>(
    sql`select time, latitude, longitude, speed_kmh, attributes from positions where asset_id = ${asset.id} and time >= ${since} order by time`,
  );
  const points = rows.map((row) => ({
    time: row.time,
    latitude: row.latitude,
    longitude: row.longitude,
    speedKmh: row.speed_kmh,
    attributes: row.attributes,
  }));
  return { assetId: asset.id, tenantId: asset.tenantId, assetName: asset.name, points };
}

/**
 * The alerts of the last `days` days, raised by the alert engine itself from the seeded history: a
 * van's "left the depot" is when its track leaves the depot. The first position of the period sets
 * where each asset stands (inside a geofence, over a limit) without an alert, as a rule created then
 * would; the engine's memory is saved, so the live positions after the history go on from it. Alerts
 * of the last day are left unread.
 */
export async function seedAlerts(tx: Queryable, assets: SeededAsset[], options: AlertSeedOptions): Promise<void> {
  if (options.days <= 0) return;
  const now = options.now ?? Date.now();
  const since = new Date(now - options.days * dayMs);
  const raised: Parameters<typeof insertAlerts>[1] = [];
  const evaluations: { track: AssetTrack; evaluation: Evaluation }[] = [];
  for (const tenantId of new Set(assets.map((asset) => asset.tenantId))) {
    const rules = await loadTenantRules(tx, tenantId);
    for (const asset of assets.filter((seeded) => seeded.tenantId === tenantId)) {
      const track = await seededTrack(tx, asset, since);
      const [first, ...rest] = track.points;
      if (!first) continue;
      const start = evaluateTrack({ ...track, points: [first] }, rules, new Map(), options.movingSpeedKmh);
      const states = new Map([...start.changes].map(([key, change]) => [key, change.active]));
      const evaluation = evaluateTrack({ ...track, points: rest }, rules, states, options.movingSpeedKmh);
      evaluations.push({ track, evaluation: { alerts: evaluation.alerts, changes: new Map([...start.changes, ...evaluation.changes]) } });
      raised.push(...evaluation.alerts.map((draft) => ({ track, draft })));
    }
  }
  await insertAlerts(tx, raised);
  await saveRuleStates(tx, evaluations);
  await tx.query(sql`update alerts set is_read = true where time < ${new Date(now - unreadWithinMs)}`);
}
