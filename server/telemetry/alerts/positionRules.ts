import type { Schema } from '../../contract';
import type { TriggerRule } from './tenantRules';

/** A position as the attribute rules read it. */
export interface RulePoint {
  speedKmh: number;
  attributes?: Record<string, string | number | boolean>;
}

export type PositionAlertType = 'ignitionOn' | 'ignitionOff' | 'alarm' | 'lowBattery' | 'maintenanceDue';

/** An alert's English message, and its values for consoles that word it in another language. */
export interface AlertWording {
  message: string;
  details: Schema<'AlertDetails'>;
}

/**
 * A rule judged on each position alone: whether its condition holds (null when the position does
 * not tell, which keeps the state), which alert a change of it raises, and its wording.
 */
interface PositionRule {
  holds(trigger: TriggerRule, point: RulePoint): boolean | null;
  /** The alert of a change to `active`, or null when the trigger does not ask for it. */
  alertOn(trigger: TriggerRule, active: boolean): PositionAlertType | null;
  wording(assetName: string, trigger: TriggerRule, point: RulePoint): AlertWording;
}

const numberAttribute = (point: RulePoint, name: string) => {
  const value = point.attributes?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const alarmsOf = (point: RulePoint) => {
  const value = point.attributes?.alarm;
  return typeof value === 'string' && value ? value.split(',') : [];
};
const risingOnly =
  <T extends PositionAlertType>(type: T) =>
  (_trigger: TriggerRule, active: boolean) =>
    active ? type : null;

export const positionRules: Partial<Record<TriggerRule['type'], PositionRule>> = {
  ignition: {
    holds: (_trigger, point) => (typeof point.attributes?.ignition === 'boolean' ? point.attributes.ignition : null),
    alertOn: (trigger, active) => {
      if (trigger.ignitionEvent !== 'both' && trigger.ignitionEvent !== (active ? 'on' : 'off')) return null;
      return active ? 'ignitionOn' : 'ignitionOff';
    },
    wording: (assetName, _trigger, point) => ({
      message: `${assetName}: ignition ${point.attributes?.ignition ? 'on' : 'off'}`,
      details: {},
    }),
  },
  alarm: {
    holds: (trigger, point) => alarmsOf(point).some((alarm) => trigger.alarms.length === 0 || trigger.alarms.includes(alarm)),
    alertOn: risingOnly('alarm'),
    wording: (assetName, trigger, point) => {
      const alarms = alarmsOf(point).filter((alarm) => trigger.alarms.length === 0 || trigger.alarms.includes(alarm));
      return { message: `${assetName} raised an alarm: ${alarms.join(', ')}`, details: { alarms } };
    },
  },
  lowBattery: {
    holds: (trigger, point) => {
      const level = numberAttribute(point, 'batt');
      return level === null || trigger.batteryPercent === null ? null : level < trigger.batteryPercent;
    },
    alertOn: risingOnly('lowBattery'),
    wording: (assetName, trigger, point) => {
      // Only a reported level below the rule's threshold raises the alert: both are numbers here.
      const [batteryPercent, batteryBelowPercent] = [numberAttribute(point, 'batt') as number, trigger.batteryPercent as number];
      return {
        message: `${assetName}: battery at ${batteryPercent}%, below ${batteryBelowPercent}%`,
        details: { batteryPercent, batteryBelowPercent },
      };
    },
  },
  maintenance: {
    holds: (trigger, point) => {
      const odometer = numberAttribute(point, 'odometer');
      const hours = numberAttribute(point, 'hours');
      if ((odometer === null || trigger.odometerKm === null) && (hours === null || trigger.engineHours === null)) return null;
      return (
        (odometer !== null && trigger.odometerKm !== null && odometer >= trigger.odometerKm) ||
        (hours !== null && trigger.engineHours !== null && hours >= trigger.engineHours)
      );
    },
    alertOn: risingOnly('maintenanceDue'),
    wording: (assetName, trigger) => ({ message: `${assetName}: maintenance due (${trigger.name})`, details: { ruleName: trigger.name } }),
  },
};

/** The state key of a trigger judged per position, in asset_rule_state. */
export const positionRuleKey = (trigger: TriggerRule) => `${trigger.type}:${trigger.id}`;

/** idle:<id> is active while the engine runs without moving, since changed_at; idleAlerted:<id> once that episode alerted. */
export const idleKey = (trigger: TriggerRule | { id: string }) => `idle:${trigger.id}`;
export const idleAlertedKey = (trigger: TriggerRule | { id: string }) => `idleAlerted:${trigger.id}`;
/** offline:<id> is active from the offline alert until the asset's next position. */
export const offlineKey = (trigger: TriggerRule | { id: string }) => `offline:${trigger.id}`;

/** Engine on and not moving; null when the position does not report its ignition. */
export function idling(point: RulePoint, movingSpeedKmh: number): boolean | null {
  const ignition = point.attributes?.ignition;
  return typeof ignition === 'boolean' ? ignition && point.speedKmh < movingSpeedKmh : null;
}
