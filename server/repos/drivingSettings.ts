import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import { tenantThresholds } from '../telemetry/behaviour/drivingEvents';
import { tenantWeights } from '../reports/drivingScore';

type DrivingSettings = Schema<'DrivingSettings'>;

interface SettingsRow {
  tenant_id: string;
  driver_grace_seconds: number;
  thresholds: Parameters<typeof tenantThresholds>[0];
  weights: Parameters<typeof tenantWeights>[0];
}

const settingsOf = (row: SettingsRow): DrivingSettings => ({
  thresholds: tenantThresholds(row.thresholds),
  weights: tenantWeights(row.weights),
  sessionGraceSeconds: row.driver_grace_seconds,
});

const selectSettings = (tenantIds: string[]) => sql`select t.id as tenant_id, t.driver_grace_seconds, s.thresholds, s.weights
  from tenants t left join tenant_driving_settings s on s.tenant_id = t.id where t.id = any(${tenantIds}::uuid[])`;

/** The tenant's driving settings, defaults for what it never set; undefined when there is no such tenant. */
export async function tenantDrivingSettings(db: Queryable, tenantId: string): Promise<DrivingSettings | undefined> {
  const [row] = await db.query<SettingsRow>(selectSettings([tenantId]));
  return row && settingsOf(row);
}

/** The score weights of each of these tenants, in one read. */
export async function tenantsScoreWeights(db: Queryable, tenantIds: string[]): Promise<Map<string, DrivingSettings['weights']>> {
  const rows = tenantIds.length ? await db.query<SettingsRow>(selectSettings(tenantIds)) : [];
  return new Map(rows.map((row) => [row.tenant_id, tenantWeights(row.weights)]));
}

/** Saves the settings whole (the grace period on the tenant, the rest beside it); false when there is no such tenant. */
export async function saveTenantDrivingSettings(db: Queryable, tenantId: string, settings: DrivingSettings): Promise<boolean> {
  const rows = await db.query(sql`with tenant as (
      update tenants set driver_grace_seconds = ${settings.sessionGraceSeconds} where id = ${tenantId} returning id)
    insert into tenant_driving_settings (tenant_id, thresholds, weights)
    select id, ${JSON.stringify(settings.thresholds)}::jsonb, ${JSON.stringify(settings.weights)}::jsonb from tenant
    on conflict (tenant_id) do update set thresholds = excluded.thresholds, weights = excluded.weights, updated_at = now()
    returning tenant_id`);
  return rows.length > 0;
}
