import type { components } from '../../api/schema';

type AlertTriggerInput = components['schemas']['AlertTriggerInput'];

export const RULE_TYPE_CHOICES = [
  { id: 'geofence', name: 'resources.alertRules.types.geofence' },
  { id: 'speed', name: 'resources.alertRules.types.speed' },
];

export const EVENT_CHOICES = [
  { id: 'enter', name: 'resources.alertRules.events.enter' },
  { id: 'exit', name: 'resources.alertRules.events.exit' },
  { id: 'both', name: 'resources.alertRules.events.both' },
];

/** A geofence rule sends its geofence and event, a speed rule its limit; the other fields go as null. */
export const keepTypeFields = <T extends Partial<AlertTriggerInput>>(rule: T): T =>
  rule.type === 'speed' ? { ...rule, geofenceId: null, event: null } : { ...rule, speedLimitKmh: null };
