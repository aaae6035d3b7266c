import sql, { join } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { assertSameTenant } from '../auth/tenancy';
import { badRequest } from '../http/errors';
import { normalizeEmail } from './users';
import type { RowValues } from './rowWrites';
import { sortableFields } from '../http/sortFields';
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
  group_id: string | null;
  recipients: string[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
  ignition_event: Schema<'IgnitionEvent'>;
  duration_minutes: number | null;
  alarms: Schema<'DeviceAlarm'>[];
  battery_percent: number | null;
  odometer_km: number | null;
  engine_hours: number | null;
  important_date_title: string | null;
  days_before: number | null;
  schedule: Schema<'AlertSchedule'> | null;
}

const columns = sql`t.id, t.tenant_id, t.name, t.type, t.geofence_id, g.name as geofence_name, t.event,
  t.speed_limit_kmh, t.asset_ids, t.group_id, t.recipients, t.enabled, t.created_at, t.updated_at, t.ignition_event, t.duration_minutes,
  t.alarms, t.battery_percent, t.odometer_km, t.engine_hours, t.important_date_title, t.days_before, t.schedule`;

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
  groupId: row.group_id,
  recipients: row.recipients,
  enabled: row.enabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  ignitionEvent: row.ignition_event,
  durationMinutes: row.duration_minutes,
  alarms: row.alarms,
  batteryPercent: row.battery_percent,
  odometerKm: row.odometer_km,
  engineHours: row.engine_hours,
  importantDateTitle: row.important_date_title,
  daysBefore: row.days_before,
  schedule: row.schedule,
});

/** Alert recipients as stored (jsonb): lower-case addresses, each once. */
export const recipientsJson = (emails: string[] = []) => JSON.stringify([...new Set(emails.map(normalizeEmail))]);

async function assertTenantAssets(db: Queryable, tenantId: string, assetIds: string[]) {
  if (!assetIds.length) return;
  const [{ count }] = await db.query<{ count: number }>(sql`select count(*) :: int as count from assets
    where id in (${join(assetIds)}) and tenant_id = ${tenantId}`);
  if (count !== assetIds.length) throw badRequest('assetIds', 'Contains an asset that does not exist.');
}

/** Every target column, cleared: a rule keeps only the settings of its own type. */
const noTarget: RowValues = {
  geofence_id: null,
  event: null,
  speed_limit_kmh: null,
  ignition_event: null,
  duration_minutes: null,
  alarms: '[]',
  battery_percent: null,
  odometer_km: null,
  engine_hours: null,
  important_date_title: null,
  days_before: null,
};

const required = <T>(value: T | null | undefined, field: string, message: string): T => {
  if (value === null || value === undefined) throw badRequest(field, message);
  return value;
};

/** What a rule watches: a geofence event, a speed limit, or the setting of one of the other types. */
async function targetValues(db: Queryable, input: Schema<'AlertTriggerInput'>, tenantId: string): Promise<RowValues> {
  switch (input.type) {
    case 'speed':
      return { ...noTarget, speed_limit_kmh: required(input.speedLimitKmh, 'speedLimitKmh', 'A speed rule needs a speed limit.') };
    case 'ignition':
      return {
        ...noTarget,
        ignition_event: required(input.ignitionEvent, 'ignitionEvent', 'An ignition rule needs an event: on, off or both.'),
      };
    case 'idle':
    case 'offline':
      return {
        ...noTarget,
        duration_minutes: required(input.durationMinutes, 'durationMinutes', `An ${input.type} rule needs a duration in minutes.`),
      };
    case 'alarm':
      return { ...noTarget, alarms: JSON.stringify(input.alarms ?? []) };
    case 'lowBattery':
      return {
        ...noTarget,
        battery_percent: required(input.batteryPercent, 'batteryPercent', 'A low battery rule needs a battery level.'),
      };
    case 'fuelFill':
    case 'fuelDrain':
      return noTarget;
    case 'maintenance': {
      const { odometerKm = null, engineHours = null, importantDateTitle = null } = input;
      if (odometerKm === null && engineHours === null && importantDateTitle === null) {
        throw badRequest('odometerKm', 'A maintenance rule needs an odometer reading, engine hours or an important date.');
      }
      return {
        ...noTarget,
        odometer_km: odometerKm,
        engine_hours: engineHours,
        important_date_title: importantDateTitle?.trim() ?? null,
        days_before: importantDateTitle === null ? null : (input.daysBefore ?? 0),
      };
    }
    case 'geofence': {
      const geofenceId = required(input.geofenceId, 'geofenceId', 'A geofence rule needs a geofence.');
      const event = required(input.event, 'event', 'A geofence rule needs an event: enter, exit or both.');
      await assertSameTenant(db, 'geofences', geofenceId, tenantId, 'geofenceId');
      return { ...noTarget, geofence_id: geofenceId, event };
    }
  }
}

/** A schedule's time zone must be one the runtime knows, or the rule could never be evaluated. */
function scheduleJson(schedule: Schema<'AlertSchedule'> | null | undefined): string | null {
  if (!schedule) return null;
  const timeZone = schedule.timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw badRequest('schedule', `Unknown time zone ${timeZone}.`);
  }
  return JSON.stringify({ ...schedule, timeZone, days: [...schedule.days].sort() });
}

/**
 * The columns of a rule, after the checks the schema cannot make. Watched assets and group must be the
 * tenant's own; none listed means all of them (of the group, when it has one). Left out, `enabled` is true for a new rule and
 * unchanged for an edited one.
 */
async function alertTriggerValues(db: Queryable, input: Schema<'AlertTriggerInput'>, tenantId: string): Promise<RowValues> {
  const assetIds = [...new Set(input.assetIds ?? [])];
  const target = await targetValues(db, input, tenantId);
  await assertTenantAssets(db, tenantId, assetIds);
  await assertSameTenant(db, 'asset_groups', input.groupId, tenantId, 'groupId');
  return {
    name: input.name.trim(),
    type: input.type,
    ...target,
    asset_ids: JSON.stringify(assetIds),
    group_id: input.groupId ?? null,
    recipients: recipientsJson(input.recipients),
    schedule: scheduleJson(input.schedule),
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
  sortable: sortableFields<'listAlertTriggers'>({
    name: 't.name',
    type: 't.type',
    geofenceName: 'g.name',
    event: 't.event',
    speedLimitKmh: 't.speed_limit_kmh',
    enabled: 't.enabled',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  }),
};
