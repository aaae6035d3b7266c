import type { AttributeValue } from '../../ingest/positionReport';
import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';
import type { SuntechReport } from './fields';
import { addAlert } from './readings';

/** Six bytes year (2 digits), month, day, hour, minute, second, UTC; out of the calendar is refused. */
function readDate(reader: FrameReader): Date {
  const [year, month, day, hour, minute, second] = [reader.u8(), reader.u8(), reader.u8(), reader.u8(), reader.u8(), reader.u8()];
  const time = new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second));
  if (time.getUTCMonth() !== month - 1 || time.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new FrameError(`no such date ${[year, month, day, hour, minute, second].join('/')}`);
  }
  return time;
}

/** `count` bytes of BCD digits as a number; a nibble above 9 is no BCD. */
function bcd(reader: FrameReader, count: number): number {
  const digits = reader.take(count).toString('hex');
  if (!/^\d+$/.test(digits)) throw new FrameError(`no BCD digits "${digits}"`);
  return Number(digits);
}

/** A whole part in binary and a fraction in BCD: degrees (6 fraction digits), speed and course (2). */
const mixed = (reader: FrameReader, whole: () => number, digits: number) => whole() + bcd(reader, digits / 2) / 10 ** digits;

/**
 * The compressed report (`02`, length, type `10`): device id (the first 9 BCD digits of 5 bytes),
 * model, firmware, date, cell, coordinates as a binary degree and BCD fraction with their signs in
 * the flags (bit 7 valid, 6 south, 5 west), speed in knots, course, odometer (m), power (V), I/O and
 * event. Other types are let pass.
 */
export function readCompressed(frame: Buffer): SuntechReport | null {
  const reader = new FrameReader(frame, 3, frame.length - 1);
  if (frame[frame.length - 1] !== 0x03) throw new FrameError('a compressed report without its end byte 03');
  if (reader.u8() !== 0x10) return null;
  const deviceId = reader.take(5).toString('hex').slice(0, 9);
  reader.skip(3); // model, firmware
  const time = readDate(reader);
  reader.skip(3); // LAC, cell
  const latitude = mixed(reader, reader.u8, 6);
  const longitude = mixed(reader, reader.u8, 6);
  const knots = mixed(reader, reader.u16, 2);
  const heading = mixed(reader, reader.u16, 2);
  const flags = reader.u8();
  const attributes: Record<string, AttributeValue> = { odometer: reader.u32() };
  attributes.power = mixed(reader, reader.u8, 2);
  const io = reader.u8();
  Object.assign(attributes, {
    ignition: (io & 1) !== 0,
    in1: (io & 2) !== 0,
    in2: (io & 4) !== 0,
    in3: (io & 8) !== 0,
    out1: (io & 16) !== 0,
    out2: (io & 32) !== 0,
  });
  attributes.event = reader.u8();
  return {
    deviceId,
    fix: {
      time,
      latitude: flags & 0x40 ? -latitude : latitude,
      longitude: flags & 0x20 ? -longitude : longitude,
      speedKmh: knots * 1.852,
      heading,
      valid: (flags & 0x80) !== 0,
    },
    attributes,
  };
}

/** Sign and magnitude, as these reports write coordinates: bit 31 is the sign. */
const signMagnitude = (value: number) => (value & 0x80000000 ? -(value & 0x7fffffff) : value);

/**
 * The universal binary report (`81` status, `82` alert): type, length, device id (5 bytes as hex),
 * a 3-byte field mask, then the fields it names, in the universal text order, in binary.
 */
export function readUniversalBinary(frame: Buffer): SuntechReport {
  const reader = new FrameReader(frame);
  const type = reader.u8();
  reader.skip(2); // length
  const deviceId = reader.take(5).toString('hex');
  const mask = reader.u24();
  const has = (index: number) => (mask & (1 << index)) !== 0;
  const attributes: Record<string, AttributeValue> = {};
  if (has(1)) reader.skip(1); // model
  if (has(2)) attributes.firmware = [reader.u8(), reader.u8(), reader.u8()].join('.');
  if (has(3) && reader.u8() === 0) attributes.archive = true;
  if (!has(4) || !has(5) || !has(11) || !has(12))
    throw new FrameError(`a binary report without date, time or coordinates (mask ${mask.toString(16)})`);
  const time = readDate(reader);
  if (has(6)) attributes.cellId = reader.u32();
  if (has(7)) attributes.mcc = reader.u16();
  if (has(8)) attributes.mnc = reader.u16();
  if (has(9)) attributes.lac = reader.u16();
  if (has(10)) attributes.rssi = reader.u8();
  const latitude = signMagnitude(reader.u32()) / 1e6;
  const longitude = signMagnitude(reader.u32()) / 1e6;
  const speedKmh = has(13) ? reader.u16() / 100 : 0;
  const heading = has(14) ? reader.u16() / 100 : 0;
  if (has(15)) attributes.satellites = reader.u8();
  const valid = has(16) ? reader.u8() > 0 : false;
  if (has(17)) {
    const input = reader.u8();
    Object.assign(attributes, { input, ignition: (input & 1) !== 0 });
  }
  if (has(18)) attributes.output = reader.u8();
  const alert = has(19) ? reader.u8() : 0;
  if (type === 0x82) addAlert(attributes, alert);
  if (has(20)) reader.skip(2); // alert modifier
  if (has(21) && alert === 59) attributes.driverUniqueId = reader.take(8).toString('hex');
  return { deviceId, fix: { time, latitude, longitude, speedKmh, heading, valid }, attributes };
}
