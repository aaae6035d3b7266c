import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../../db/engine';
import type { Schema } from '../../contract';
import { groupTreeAssets } from '../../repos/assetGroups';
import { GeofenceIndex, type Geofence } from './geofenceIndex';

/** An enabled alert trigger, as the engine evaluates it. */
export interface TriggerRule {
  id: string;
  name: string;
  type: Schema<'AlertTriggerType'>;
  geofenceId: string | null;
  event: 'enter' | 'exit' | 'both' | null;
  speedLimitKmh: number | null;
  ignitionEvent: Schema<'IgnitionEvent'>;
  durationMinutes: number | null;
  /** Empty: any alarm. */
  alarms: string[];
  batteryPercent: number | null;
  odometerKm: number | null;
  engineHours: number | null;
  importantDateTitle: string | null;
  daysBefore: number | null;
  schedule: Schema<'AlertSchedule'> | null;
  /** Empty: every asset of the tenant. */
  assetIds: string[];
  /** The members of the rule's group and its sub-groups, as loaded; null when the rule has no group. */
  groupAssetIds: string[] | null;
  recipients: string[];
}

/** Everything that decides the alerts of one tenant. */
export interface TenantRules {
  /** The tenant-wide switch of geofence alerts (geofence_rules.enabled; on when never set). */
  geofenceAlerts: boolean;
  /** geofence_rules.email_notifications: geofence alerts also go to the rule's recipients. */
  ruleRecipients: string[];
  geofences: GeofenceIndex;
  triggers: TriggerRule[];
}

interface GeofenceRow {
  id: string;
  name: string;
  shape: Geofence['shape'];
  points: { latitude: number; longitude: number }[];
  center_latitude: number | null;
  center_longitude: number | null;
  radius_meters: number | null;
  width_meters: number | null;
}

const toGeofence = (row: GeofenceRow): Geofence => ({
  id: row.id,
  name: row.name,
  shape: row.shape,
  points: row.points,
  center:
    row.center_latitude === null || row.center_longitude === null
      ? null
      : { latitude: row.center_latitude, longitude: row.center_longitude },
  radiusMeters: row.radius_meters,
  widthMeters: row.width_meters,
});

/** The columns of a trigger as TriggerRule names them, over alias t. */
export const triggerRuleColumns = sql`t.id, t.name, t.type, t.geofence_id as "geofenceId", t.event,
  t.speed_limit_kmh as "speedLimitKmh", t.asset_ids as "assetIds", t.recipients, t.ignition_event as "ignitionEvent",
  t.duration_minutes as "durationMinutes", t.alarms, t.battery_percent as "batteryPercent", t.odometer_km as "odometerKm",
  t.engine_hours as "engineHours", t.important_date_title as "importantDateTitle", t.days_before as "daysBefore", t.schedule,
  case when t.group_id is null then null else (select coalesce(jsonb_agg(m.asset_id), '[]'::jsonb)
    from (${groupTreeAssets(sql`t.group_id`, sql`tenant_id = t.tenant_id`)}) m) end as "groupAssetIds"`;

/** Whether a rule watches an asset: its listed assets (none: all) within its group (when it has one). */
export const watches = (trigger: TriggerRule, assetId: string): boolean =>
  (trigger.assetIds.length === 0 || trigger.assetIds.includes(assetId)) &&
  (trigger.groupAssetIds === null || trigger.groupAssetIds.includes(assetId));

export async function loadTenantRules(tx: Queryable, tenantId: string): Promise<TenantRules> {
  const geofences =
    await tx.query<GeofenceRow>(sql`select id, name, shape, points, center_latitude, center_longitude, radius_meters, width_meters
    from geofences where tenant_id = ${tenantId}`);
  const triggers = await tx.query<TriggerRule>(sql`select ${triggerRuleColumns}
    from alert_triggers t where t.tenant_id = ${tenantId} and t.enabled`);
  const [rule] = await tx.query<{ enabled: boolean; email_notifications: boolean; recipients: string[] }>(
    sql`select enabled, email_notifications, recipients from geofence_rules where tenant_id = ${tenantId}`,
  );
  return {
    geofenceAlerts: rule?.enabled ?? true,
    ruleRecipients: rule?.email_notifications ? rule.recipients : [],
    geofences: new GeofenceIndex(geofences.map(toGeofence)),
    triggers,
  };
}

/**
 * A version stamp of a tenant's geofences, triggers, asset groups (whose members the triggers of a group
 * watch; a change of members sets the group's updated_at) and rule: the row count and the exact sum of
 * their updated_at, so any insert, delete or update (which sets updated_at) changes it, whatever
 * order transactions commit in. One cheap index-only lookup per tenant and batch (read with the
 * batch's assets, see lockTrackedAssets) tells whether the cached rules are still right, on this
 * instance and whatever instance made the change.
 */
export const rulesFingerprint = (tenantId: Sql) => sql`concat_ws('|',
  (select count(*) || '@' || coalesce(sum(extract(epoch from updated_at)), 0) from geofences g where g.tenant_id = ${tenantId}),
  (select count(*) || '@' || coalesce(sum(extract(epoch from updated_at)), 0) from alert_triggers x where x.tenant_id = ${tenantId}),
  (select count(*) || '@' || coalesce(sum(extract(epoch from updated_at)), 0) from asset_groups ag where ag.tenant_id = ${tenantId}),
  (select updated_at::text from geofence_rules r where r.tenant_id = ${tenantId}))`;
