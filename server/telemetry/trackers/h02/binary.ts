import { knotsToKmh, type AttributeValue, type PositionReport } from '../../ingest/positionReport';
import { FrameError } from '../protocol';
import { utcFromFields } from './dateFields';
import { batteryPercent, statusAttributes } from './status';

/** The 42-byte form names the device by 15 BCD digits in 8 bytes (an IMEI), the others by 10 in 5. */
export const longIdBinary = 42;

/** Decimal digits from BCD nibbles `from`..`to` of the frame's hex; a nibble above 9 is no BCD. */
function bcd(hex: string, from: number, to: number): string {
  const digits = hex.slice(from, to);
  if (!/^\d+$/.test(digits)) throw new FrameError(`no BCD digits at nibble ${from} of a binary report`);
  return digits;
}

/**
 * The binary report: `$`, device id (10 BCD digits, or 15 in 8 bytes in the 42-byte form), hhmmss
 * ddmmyy, latitude ddmm.mmmm (8 digits), battery (1 byte), longitude dddmm.mmmm (9 digits) and a
 * flags nibble (bit 1 valid, bit 2 north, bit 3 east), speed in knots (3 digits), course (3
 * digits), the status word (4 bytes). What the longer forms add after it is not decoded.
 */
export function readBinaryReport(frame: Buffer): PositionReport {
  if (frame.length < 32) throw new FrameError(`a binary report of ${frame.length} bytes`);
  const hex = frame.toString('hex');
  const shift = frame.length === longIdBinary ? 3 : 0; // bytes the longer id adds
  const at = (nibble: number) => nibble + shift * 2;
  const number = (from: number, to: number) => Number(bcd(hex, at(from), at(to)));
  const [hour, minute, second, day, month, year] = [12, 14, 16, 18, 20, 22].map((nibble) => number(nibble, nibble + 2));
  const flags = parseInt(hex[at(43)], 16);
  const latitudeMinutes = number(26, 32) / 10_000;
  const longitudeMinutes = number(37, 43) / 10_000;
  if (latitudeMinutes >= 60 || longitudeMinutes >= 60) throw new FrameError('minutes of 60 or more in a binary report');
  const latitude = number(24, 26) + latitudeMinutes / 60;
  const longitude = number(34, 37) + longitudeMinutes / 60;
  const attributes: Record<string, AttributeValue> = { valid: (flags & 0x02) !== 0, ...statusAttributes(frame.readUInt32BE(25 + shift)) };
  const batt = batteryPercent(frame[16 + shift]);
  if (batt !== undefined) attributes.batt = batt;
  return {
    deviceId: shift ? bcd(hex, 2, 17) : bcd(hex, 2, 12),
    time: utcFromFields(year, month, day, hour, minute, second),
    latitude: flags & 0x04 ? latitude : -latitude,
    longitude: flags & 0x08 ? longitude : -longitude,
    speedKmh: knotsToKmh(number(44, 47)),
    heading: number(47, 50),
    altitude: null,
    accuracy: null,
    attributes,
  };
}
