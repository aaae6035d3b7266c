import sql, { join } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { badRequest } from '../http/errors';
import { ALERT_TYPES } from '../../src/api/operationTable';

type Channels = Schema<'NotificationChannels'>;

/** The contract's alert types, in its order: every one is listed, set or not. */
export const alertTypes: readonly Schema<'AlertType'>[] = ALERT_TYPES;

/** A type never set: a toast in the open console, nothing that reaches beyond it. */
const defaults = (alertType: Schema<'AlertType'>): Channels => ({ alertType, email: false, push: false, toast: true });

export async function notificationPreferences(db: Queryable, userId: string): Promise<Schema<'NotificationPreferences'>> {
  const rows = await db.query<Channels>(sql`select alert_type as "alertType", email, push, toast from notification_preferences
    where user_id = ${userId}`);
  const stored = new Map(rows.map((row) => [row.alertType, row]));
  return { channels: alertTypes.map((type) => stored.get(type) ?? defaults(type)) };
}

export async function saveNotificationPreferences(db: Queryable, userId: string, input: Schema<'NotificationPreferences'>): Promise<void> {
  const types = input.channels.map((entry) => entry.alertType);
  if (new Set(types).size !== types.length) throw badRequest('channels', 'Lists an alert type twice.');
  if (!input.channels.length) return;
  await db.query(sql`insert into notification_preferences (user_id, alert_type, email, push, toast)
    select ${userId}, r.alert_type, r.email, r.push, r.toast
    from jsonb_to_recordset(${JSON.stringify(input.channels.map((entry) => ({ alert_type: entry.alertType, email: entry.email, push: entry.push, toast: entry.toast })))}::jsonb)
      as r(alert_type text, email boolean, push boolean, toast boolean)
    on conflict (user_id, alert_type) do update set email = excluded.email, push = excluded.push, toast = excluded.toast`);
}

/** A user of one of the tenants who chose e-mail or push for an alert type. */
export interface OptedIn {
  user_id: string;
  email: string;
  tenant_id: string;
  alert_type: string;
  by_email: boolean;
  by_push: boolean;
}

export async function optedInUsers(db: Queryable, tenantIds: string[]): Promise<OptedIn[]> {
  return db.query<OptedIn>(sql`select u.id as user_id, u.email, u.tenant_id, p.alert_type, p.email as by_email, p.push as by_push
    from notification_preferences p join users u on u.id = p.user_id
    where u.tenant_id in (${join(tenantIds)}) and (p.email or p.push)`);
}
