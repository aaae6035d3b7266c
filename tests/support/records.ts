import { randomUUID } from 'node:crypto';
import sql from 'sql-template-tag';
import type { Queryable } from '../../server/db/engine';
import { recordPendingDevice } from '../../server/repos/pendingDevices';
import type { TrackerProtocolName } from '../../server/telemetry/trackers/protocol';

/**
 * Records only the telemetry engine makes (alerts, trips), written straight into the database,
 * with an asset of their own so that they do not depend on the assets API.
 */
export async function insertAsset(db: Queryable, tenantId: string, name: string): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(sql`insert into assets (tenant_id, name) values (${tenantId}, ${name}) returning id`);
  return id;
}

export interface AlertFields {
  tenantId: string;
  assetId: string;
  type?: 'geofenceEnter' | 'geofenceExit' | 'speeding';
  message?: string;
  geofenceId?: string | null;
  triggerId?: string | null;
  time?: Date;
  isRead?: boolean;
}

export async function insertAlert(db: Queryable, alert: AlertFields): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(sql`insert into alerts
    (tenant_id, asset_id, geofence_id, trigger_id, type, message, latitude, longitude, speed_kmh, time, is_read, dedupe_key)
    values (${alert.tenantId}, ${alert.assetId}, ${alert.geofenceId ?? null}, ${alert.triggerId ?? null}, ${alert.type ?? 'speeding'},
      ${alert.message ?? 'Speed 104 km/h above the limit of 90 km/h'}, ${52.52}, ${13.405}, ${104}, ${alert.time ?? new Date()},
      ${alert.isRead ?? false}, ${randomUUID()}) returning id`);
  return id;
}

export async function insertTrip(db: Queryable, tenantId: string, assetId: string): Promise<string> {
  const end = new Date();
  const start = new Date(end.getTime() - 30 * 60_000);
  const [{ id }] = await db.query<{ id: string }>(sql`insert into trips (tenant_id, asset_id, start_time, end_time, distance_km,
    max_speed_kmh, start_latitude, start_longitude, end_latitude, end_longitude)
    values (${tenantId}, ${assetId}, ${start}, ${end}, ${12.5}, ${64}, ${52.52}, ${13.405}, ${52.3667}, ${13.5033}) returning id`);
  return id;
}

/** A tracker the listeners refused as unknown, as they record it; answers its id in the API (`gt06:<imei>`). */
export async function insertPendingDevice(
  db: Queryable,
  protocol: TrackerProtocolName = 'gt06',
  identifier = randomImei(),
): Promise<string> {
  await recordPendingDevice(db, { identifier, protocol, remoteAddress: '203.0.113.7' });
  return `${protocol}:${identifier}`;
}

export const randomImei = () => `35${String(Math.floor(Math.random() * 1e13)).padStart(13, '0')}`;
