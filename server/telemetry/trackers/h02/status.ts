import { addAlarm, type NamedAttributes } from '../attributes';

const bit = (word: number, index: number) => ((word >>> index) & 1) === 1;

/**
 * The 32-bit status word, whose alarm flags are active low. Read as Traccar reads it: one alarm,
 * the first of vibration (bit 0), SOS (bits 1, 18), overspeed (bit 2), power cut (bit 19); ignition
 * is bit 10 set.
 */
export function statusAttributes(status: number): NamedAttributes {
  const attributes: NamedAttributes = { status, ignition: bit(status, 10) };
  if (!bit(status, 0)) addAlarm(attributes, 'vibration');
  else if (!bit(status, 1) || !bit(status, 18)) addAlarm(attributes, 'sos');
  else if (!bit(status, 2)) addAlarm(attributes, 'overspeed');
  else if (!bit(status, 19)) addAlarm(attributes, 'powerCut');
  return attributes;
}

/** The battery byte of binary reports: a 1-6 scale (F1-F6 on some models), or a percentage. */
export function batteryPercent(value: number): number | undefined {
  if (value >= 0xf1 && value <= 0xf6) return batteryPercent(value - 0xf0);
  if (value === 0 || value > 100) return undefined;
  if (value <= 3) return (value - 1) * 10;
  if (value <= 6) return (value - 1) * 20;
  return value;
}
