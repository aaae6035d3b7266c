import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../context';

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
}

export const alertColumns = sql`a.id, a.tenant_id, a.asset_id, s.name as asset_name, a.type, a.message, a.geofence_id,
  g.name as geofence_name, a.trigger_id, a.latitude, a.longitude, a.speed_kmh, a.time, a.is_read`;

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
});
