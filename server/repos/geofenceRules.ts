import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { recipientsJson } from './alertTriggers';

interface GeofenceRuleRow {
  tenant_id: string;
  enabled: boolean;
  email_notifications: boolean;
  recipients: string[];
  updated_at: Date;
}

const columns = sql`tenant_id, enabled, email_notifications, recipients, updated_at`;

const toGeofenceRule = (row: GeofenceRuleRow): Schema<'GeofenceRule'> => ({
  tenantId: row.tenant_id,
  enabled: row.enabled,
  emailNotifications: row.email_notifications,
  recipients: row.recipients,
  updatedAt: row.updated_at.toISOString(),
});

/** The tenant's geofence alert settings, made with their defaults on first read so every tenant has settings to show and edit. */
export async function geofenceRule(db: Queryable, tenantId: string): Promise<Schema<'GeofenceRule'>> {
  await db.query(sql`insert into geofence_rules (tenant_id) values (${tenantId}) on conflict (tenant_id) do nothing`);
  const [row] = await db.query<GeofenceRuleRow>(sql`select ${columns} from geofence_rules where tenant_id = ${tenantId}`);
  return toGeofenceRule(row);
}

export async function saveGeofenceRule(
  db: Queryable,
  tenantId: string,
  input: Schema<'GeofenceRuleInput'>,
): Promise<Schema<'GeofenceRule'>> {
  const [row] = await db.query<GeofenceRuleRow>(sql`insert into geofence_rules (tenant_id, enabled, email_notifications, recipients)
    values (${tenantId}, ${input.enabled}, ${input.emailNotifications}, ${recipientsJson(input.recipients)}::jsonb)
    on conflict (tenant_id) do update set enabled = excluded.enabled, email_notifications = excluded.email_notifications,
      recipients = excluded.recipients, updated_at = now() returning ${columns}`);
  return toGeofenceRule(row);
}
