import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { callerOf } from '../auth/guard';
import { badRequest } from '../http/errors';
import { assertSameTenant, isSysAdmin, type Caller } from '../auth/tenancy';
import { recipientsJson } from '../repos/alertTriggers';
import type { Queryable } from '../db/engine';

interface GeofenceRuleRow {
  tenant_id: string;
  enabled: boolean;
  email_notifications: boolean;
  recipients: string[];
  updated_at: Date;
}

const toGeofenceRule = (row: GeofenceRuleRow): Schema<'GeofenceRule'> => ({
  tenantId: row.tenant_id,
  enabled: row.enabled,
  emailNotifications: row.email_notifications,
  recipients: row.recipients,
  updatedAt: row.updated_at.toISOString(),
});

/** The settings are per tenant: a SysAdmin names the tenant, everyone else gets their own. */
async function ruleTenant(db: Queryable, caller: Caller, requested: string | undefined): Promise<string> {
  if (!isSysAdmin(caller)) return caller.tenantId as string;
  if (!requested) throw badRequest('tenantId', 'This field is required.');
  await assertSameTenant(db, 'tenants', requested, requested, 'tenantId');
  return requested;
}

const columns = sql`tenant_id, enabled, email_notifications, recipients, updated_at`;

/** The tenant-wide switch and mail delivery of geofence alerts; the rules themselves are alert triggers. */
export const geofenceRuleRoutes: RouteModule = ({ db }) => ({
  async getGeofenceRule(request) {
    const tenantId = await ruleTenant(db, callerOf(request), request.query.tenantId);
    // Made with its defaults on first read, so every tenant has settings to show and edit.
    await db.query(sql`insert into geofence_rules (tenant_id) values (${tenantId}) on conflict (tenant_id) do nothing`);
    const [row] = await db.query<GeofenceRuleRow>(sql`select ${columns} from geofence_rules where tenant_id = ${tenantId}`);
    return toGeofenceRule(row);
  },

  async updateGeofenceRule(request) {
    const tenantId = await ruleTenant(db, callerOf(request), request.query.tenantId);
    const { body } = request;
    const [row] = await db.query<GeofenceRuleRow>(sql`insert into geofence_rules (tenant_id, enabled, email_notifications, recipients)
      values (${tenantId}, ${body.enabled}, ${body.emailNotifications}, ${recipientsJson(body.recipients)}::jsonb)
      on conflict (tenant_id) do update set enabled = excluded.enabled, email_notifications = excluded.email_notifications,
        recipients = excluded.recipients, updated_at = now() returning ${columns}`);
    return toGeofenceRule(row);
  },
});
