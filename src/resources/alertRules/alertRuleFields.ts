import type { components } from '../../api/schema';

type AlertTriggerInput = components['schemas']['AlertTriggerInput'];
type RuleType = AlertTriggerInput['type'];

const RULE_TYPES: RuleType[] = [
  'geofence',
  'speed',
  'ignition',
  'idle',
  'offline',
  'alarm',
  'lowBattery',
  'maintenance',
  'fuelFill',
  'fuelDrain',
];
export const RULE_TYPE_CHOICES = RULE_TYPES.map((id) => ({ id, name: `resources.alertRules.types.${id}` }));

export const EVENT_CHOICES = [
  { id: 'enter', name: 'resources.alertRules.events.enter' },
  { id: 'exit', name: 'resources.alertRules.events.exit' },
  { id: 'both', name: 'resources.alertRules.events.both' },
];

export const IGNITION_EVENT_CHOICES = ['on', 'off', 'both'].map((id) => ({ id, name: `resources.alertRules.ignitionEvents.${id}` }));

const ALARMS: components['schemas']['DeviceAlarm'][] = ['sos', 'powerCut', 'tampering', 'vibration', 'overspeed', 'lowBattery', 'powerOff'];
export const ALARM_CHOICES = ALARMS.map((id) => ({ id, name: `resources.alertRules.alarms.${id}` }));

/** ISO weekdays, Monday first. */
export const DAY_CHOICES = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `resources.alertRules.days.${id}` }));

/** The settings each type uses; the others are sent as null (alarms as none). */
const typeFields: Record<RuleType, (keyof AlertTriggerInput)[]> = {
  geofence: ['geofenceId', 'event'],
  speed: ['speedLimitKmh'],
  ignition: ['ignitionEvent'],
  idle: ['durationMinutes'],
  offline: ['durationMinutes'],
  alarm: ['alarms'],
  lowBattery: ['batteryPercent'],
  maintenance: ['odometerKm', 'engineHours', 'importantDateTitle', 'daysBefore'],
  // What a fill and a drain are is the tenant's fuel rules: the rule itself has no setting.
  fuelFill: [],
  fuelDrain: [],
};
const settings = [...new Set(Object.values(typeFields).flat())];

/** A rule sends the settings of its own type only, and a schedule only when it names days. */
export function keepTypeFields<T extends Partial<AlertTriggerInput>>(rule: T): T {
  const own = typeFields[rule.type ?? 'geofence'];
  const cleared = Object.fromEntries(
    settings.filter((field) => !own.includes(field)).map((field) => [field, field === 'alarms' ? [] : null]),
  );
  // A rule read without a schedule has none of its fields: ticking days alone means all day.
  const schedule = rule.schedule?.days?.length
    ? { ...rule.schedule, from: rule.schedule.from || '00:00', to: rule.schedule.to || '24:00' }
    : null;
  return { ...rule, ...cleared, schedule };
}

/**
 * The schedule's end of day is stored as "24:00" (until midnight), which a time input cannot show (it stays blank
 * and the browser warns): the input shows and takes 23:59 for it, the last minute it can hold.
 */
const STORED_END_OF_DAY = '24:00';
const SHOWN_END_OF_DAY = '23:59';
export const timeForInput = (stored: string | null | undefined) => (stored === STORED_END_OF_DAY ? SHOWN_END_OF_DAY : (stored ?? ''));
export const timeFromInput = (typed: string) => (typed === SHOWN_END_OF_DAY ? STORED_END_OF_DAY : typed);

/** A maintenance rule needs at least one of its three measures; answers the message key when it has none. */
export function maintenanceMeasureMissing(rule: Partial<AlertTriggerInput>): string | undefined {
  if (rule.type !== 'maintenance') return undefined;
  const given = [rule.odometerKm, rule.engineHours, rule.importantDateTitle].some(
    (value) => value !== null && value !== undefined && value !== '',
  );
  return given ? undefined : 'resources.alertRules.help.maintenanceMeasure';
}
