import { knotsToKmh, type AttributeValue, type PositionReport } from '../../ingest/positionReport';
import { FrameError } from '../protocol';
import { batteryPercent, statusAttributes } from './status';

/** Decimal digits from BCD nibbles `from`..`to` of the frame's hex; a nibble above 9 is no BCD. */
function bcd(hex: string, from: number, to: number): string {
  const digits = hex.slice(from, to);
  if (!/^\d+$/.test(digits)) throw new FrameError(`no BCD digits at nibble ${from} of a binary report`);
  return digits;
}

/**
 * The binary report: `$`, device id (10 BCD digits), hhmmss ddmmyy, latitude ddmm.mmmm (8 digits),
 * battery (1 byte), longitude dddmm.mmmm (9 digits) and a flags nibble (bit 1 valid, bit 2 north,
 * bit 3 east), speed in knots (3 digits), course (3 digits), the status word (4 bytes). What
 * follows (the 45-byte form's odometer and more) is not decoded.
 */
export function readBinaryReport(frame: Buffer): PositionReport {
  if (frame.length < 32) throw new FrameError(`a binary report of ${frame.length} bytes`);
  const hex = frame.toString('hex');
  const number = (from: number, to: number) => Number(bcd(hex, from, to));
  const [hour, minute, second, day, month, year] = [12, 14, 16, 18, 20, 22].map((at) => number(at, at + 2));
  const flags = parseInt(hex[43], 16);
  const latitude = number(24, 26) + number(26, 32) / 10_000 / 60;
  const longitude = number(34, 37) + number(37, 43) / 10_000 / 60;
  const attributes: Record<string, AttributeValue> = { valid: (flags & 0x02) !== 0, ...statusAttributes(frame.readUInt32BE(25)) };
  const batt = batteryPercent(frame[16]);
  if (batt !== undefined) attributes.batt = batt;
  return {
    deviceId: bcd(hex, 2, 12),
    time: new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second)),
    latitude: flags & 0x04 ? latitude : -latitude,
    longitude: flags & 0x08 ? longitude : -longitude,
    speedKmh: knotsToKmh(number(44, 47)),
    heading: number(47, 50),
    altitude: null,
    accuracy: null,
    attributes,
  };
}
