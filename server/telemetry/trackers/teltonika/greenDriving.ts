import type { Schema } from '../../../contract';
import type { AttributeValue } from '../../ingest/positionReport';

/** The unit a device model sends Teltonika's green-driving value (IO 254) in (sensor_models.green_driving_unit). */
export type GreenDrivingUnit = Schema<'GreenDrivingUnit'>;

export const defaultGreenDrivingUnit: GreenDrivingUnit = 'g100';

const standardGravity = 9.80665;

/** m/s² per unit of the raw IO 254 byte. */
const metresPerSecondSquared: Readonly<Record<GreenDrivingUnit, number>> = {
  g100: standardGravity / 100,
  ms2x10: 1 / 10,
};

/** IO 254 as sent, in m/s² to the hundredth. */
export const greenDrivingValue = (raw: number, unit: GreenDrivingUnit = defaultGreenDrivingUnit) =>
  Math.round(raw * metresPerSecondSquared[unit] * 100) / 100;

/**
 * The attributes with `harshValue` read in the device model's unit. The decoder knows no model and
 * reads IO 254 in the default unit; its raw value stays as `io254`, from which another unit reads it
 * again. The same object when nothing changes (the default unit, or no green-driving value).
 */
export function inModelUnit(attributes: Record<string, AttributeValue>, unit: GreenDrivingUnit): Record<string, AttributeValue> {
  const raw = attributes.io254;
  if (unit === defaultGreenDrivingUnit || typeof raw !== 'number' || typeof attributes.harshValue !== 'number') return attributes;
  return { ...attributes, harshValue: greenDrivingValue(raw, unit) };
}
