import sql, { join } from 'sql-template-tag';
import type { Schema } from '../context';
import type { Queryable } from '../db/engine';
import { assertSameTenant } from '../auth/tenancy';
import { badRequest } from '../http/errors';
import { normalizeEmail } from './users';
import type { RowValues } from './rowWrites';
import type { TenantRecordSpec } from './tenantRecords';

export interface AlertTriggerRow {
  id: string;
  tenant_id: string;
  name: string;
  type: Schema<'AlertTriggerType'>;
  geofence_id: string | null;
  geofence_name: string | null;
  event: Schema<'GeofenceEvent'>;
  speed_limit_kmh: number | null;
  asset_ids: string[];
  recipients: string[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

const columns = sql`t.id, t.tenant_id, t.name, t.type, t.geofence_id, g.name as geofence_name, t.event,
  t.speed_limit_kmh, t.asset_ids, t.recipients, t.enabled, t.created_at, t.updated_at`;

export const toAlertTrigger = (row: AlertTriggerRow): Schema<'AlertTrigger'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  type: row.type,
  geofenceId: row.geofence_id,
  geofenceName: row.geofence_name,
  event: row.event,
  speedLimitKmh: row.speed_limit_kmh,
  assetIds: row.asset_ids,
  recipients: row.recipients,
  enabled: row.enabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Alert recipients as stored (jsonb): lower-case addresses, each once. */
export const recipientsJson = (emails: string[] = []) => JSON.stringify([...new Set(emails.map(normalizeEmail))]);

async function assertTenantAssets(db: Queryable, tenantId: string, assetIds: string[]) {
  if (!assetIds.length) return;
  const [{ count }] = await db.query<{ count: number }>(sql`select count(*) :: int as count from assets
    where id in (${join(assetIds)}) and tenant_id = ${tenantId}`);
  if (count !== assetIds.length) throw badRequest('assetIds', 'Contains an asset that does not exist.');
}

/** What a rule watches: a geofence of the tenant on enter, exit or both, or a speed limit. */
async function targetValues(db: Queryable, input: Schema<'AlertTriggerInput'>, tenantId: string): Promise<RowValues> {
  if (input.type === 'speed') {
    if (input.speedLimitKmh === null || input.speedLimitKmh === undefined) throw badRequest('speedLimitKmh', 'A speed rule needs a speed limit.');
    return { geofence_id: null, event: null, speed_limit_kmh: input.speedLimitKmh };
  }
  if (!input.geofenceId) throw badRequest('geofenceId', 'A geofence rule needs a geofence.');
  if (!input.event) throw badRequest('event', 'A geofence rule needs an event: enter, exit or both.');
  await assertSameTenant(db, 'geofences', input.geofenceId, tenantId, 'geofenceId');
  return { geofence_id: input.geofenceId, event: input.event, speed_limit_kmh: null };
}

/**
 * The columns of a rule, after the checks the schema cannot make. Watched assets must be the
 * tenant's own; none listed means all of them. Left out, `enabled` is true for a new rule and
 * unchanged for an edited one.
 */
async function alertTriggerValues(db: Queryable, input: Schema<'AlertTriggerInput'>, tenantId: string): Promise<RowValues> {
  const assetIds = [...new Set(input.assetIds ?? [])];
  const target = await targetValues(db, input, tenantId);
  await assertTenantAssets(db, tenantId, assetIds);
  return {
    name: input.name.trim(),
    type: input.type,
    ...target,
    asset_ids: JSON.stringify(assetIds),
    recipients: recipientsJson(input.recipients),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  };
}

export const alertTriggerRecords: TenantRecordSpec<AlertTriggerRow, Schema<'AlertTrigger'>, Schema<'AlertTriggerInput'>> = {
  table: 'alert_triggers',
  alias: 't',
  what: 'Alert rule',
  columns,
  from: sql`alert_triggers t left join geofences g on g.id = t.geofence_id`,
  toRecord: toAlertTrigger,
  values: alertTriggerValues,
  search: ['t.name', 'g.name'],
  sortable: { name: 't.name', type: 't.type', geofenceName: 'g.name', enabled: 't.enabled', createdAt: 't.created_at' },
};
