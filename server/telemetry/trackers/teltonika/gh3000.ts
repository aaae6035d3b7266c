import type { AttributeValue, PositionReport } from '../../ingest/positionReport';
import { addAlarm, ioKey, type NamedAttributes } from '../attributes';
import type { FrameReader } from '../frameReader';

/** Codec 7 times count seconds from 2007-01-01 in the low 30 bits of a 4-byte field. */
const gh3000Epoch = Date.UTC(2007, 0, 1) / 1000;

/** One Codec 7 record (GH3000 personal trackers): a fix only when its location block has coordinates. */
export interface Gh3000Record {
  time: Date;
  fix: Omit<PositionReport, 'deviceId' | 'time' | 'attributes'> | null;
  attributes: Record<string, AttributeValue>;
}

/** GH3000 IO elements whose meaning Traccar names; every element is kept raw as `io<id>` too. */
function nameElement(id: number, value: number, named: NamedAttributes) {
  if (id === 1)
    named.batt = value; // battery level, %
  else if (id === 20) named.hdop = value / 10;
  else if (id === 22) named.pdop = value / 10;
  else if (id === 67)
    named.battery = value / 1000; // mV
  else if (id === 240) named.motion = value === 1;
  else if (id === 222 && value === 1) addAlarm(named, 'sos'); // the alarm button
}

/** An operator code: MCC (3 digits) then MNC. */
function operatorCodes(operator: number): NamedAttributes {
  const digits = String(operator);
  return digits.length > 3 ? { mcc: Number(digits.slice(0, 3)), mnc: Number(digits.slice(3)) } : {};
}

/**
 * A Codec 7 record: time, a mask of the blocks that follow (bit 0 location, bits 1-3 IO elements of
 * 1, 2 and 4 bytes), and in the location block a mask of its fields: coordinates (two floats),
 * altitude, course (256ths of a turn), speed (km/h), satellites, the serving cell (LAC and cell id)
 * with its signal and operator, or signal and operator alone.
 */
export function readGh3000Record(reader: FrameReader): Gh3000Record {
  const time = new Date(((reader.u32() & 0x3fffffff) + gh3000Epoch) * 1000);
  const blocks = reader.u8();
  const named: NamedAttributes = {};
  let fix: Gh3000Record['fix'] = null;
  if (blocks & 0x01) {
    const fields = reader.u8();
    const coordinates = fields & 0x01 ? { latitude: reader.take(4).readFloatBE(0), longitude: reader.take(4).readFloatBE(0) } : null;
    const altitude = fields & 0x02 ? reader.u16() : null;
    const heading = fields & 0x04 ? (reader.u8() * 360) / 256 : null;
    const speedKmh = fields & 0x08 ? reader.u8() : 0;
    if (fields & 0x10) named.satellites = reader.u8();
    if (fields & 0x20) Object.assign(named, { lac: reader.u16(), cellId: reader.u16() });
    if (fields & 0x40) reader.skip(1); // signal strength
    if (fields & 0x80) Object.assign(named, operatorCodes(reader.u32()));
    if (coordinates) fix = { ...coordinates, altitude, heading, speedKmh, accuracy: null };
  }
  const raw: Record<string, AttributeValue> = {};
  for (const [bit, read] of [
    [0x02, reader.u8],
    [0x04, reader.u16],
    [0x08, reader.u32],
  ] as const) {
    if (!(blocks & bit)) continue;
    const count = reader.u8();
    for (let i = 0; i < count; i++) {
      const id = reader.u8();
      const value = read();
      raw[ioKey(id)] = value;
      nameElement(id, value, named);
    }
  }
  return { time, fix, attributes: { ...raw, ...named, ...(fix ? { valid: true } : {}) } };
}
