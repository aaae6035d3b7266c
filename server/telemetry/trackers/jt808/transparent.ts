import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, type AlarmName, type NamedAttributes } from '../attributes';
import { FrameReader } from '../frameReader';
import { readObdText } from './extras';
import { bcdDate, readCoordinates, type Jt808Fix } from './location';

/** What a transparent message (0x0900) carries: a fix with its readings, or readings alone. */
export type Transparent = { fix: Jt808Fix } | { readings: Record<string, AttributeValue> } | null;

const chinaTime = 8;
const printable = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

/** Alarm ids of the Jimi OBD alarm list (0xF0 subtype 03). */
const obdAlarms: Record<number, AlarmName> = {
  0x01: 'powerRestored',
  0x02: 'powerCut',
  0x1a: 'acceleration',
  0x1b: 'braking',
  0x1c: 'cornering',
  0x23: 'fatigueDriving',
  0x25: 'overspeed',
  0x26: 'accident',
  0x27: 'accident',
  0x28: 'accident',
  0x31: 'door',
  0x32: 'door',
};

/** Jimi OBD data (0xF0): a time, then data items, fault codes or alarms, each followed by where the vehicle was. */
function readJimiObd(reader: FrameReader): Transparent {
  const time = bcdDate(reader, 'ymd', chinaTime);
  const attributes: Record<string, AttributeValue> = {};
  if (reader.u8() > 0) attributes.archive = true;
  reader.skip(1); // vehicle type
  const subtype = reader.u8();
  if (subtype === 0x01) {
    for (let count = reader.u8(); count > 0; count--) {
      const id = reader.u16();
      const item = new FrameReader(reader.take(reader.u8()));
      if ([0x0102, 0x0528, 0x0546].includes(id)) attributes.odometer = item.u32() * 100;
      else if (id === 0x0536) attributes.rpm = item.u16();
      else if (id === 0x0535) attributes.obdSpeed = item.u16() / 10;
      else if (id === 0x052d) attributes.coolantTemp = item.u8() - 40;
      else if (id === 0x0530) attributes.power = item.u16() / 1000;
    }
  } else if (subtype === 0x02) {
    const codes: string[] = [];
    for (let systems = reader.u16(); systems > 0; systems--) {
      reader.skip(4); // system id
      for (let count = reader.u16(); count > 0; count--) {
        reader.skip(8); // code and status
        codes.push(printable(reader.take(reader.u16())));
      }
    }
    attributes.dtcs = codes.join(' ');
  } else if (subtype === 0x03) {
    for (let count = reader.u8(); count > 0; count--) {
      const name = obdAlarms[reader.u8()];
      if (name) addAlarm(attributes as NamedAttributes, name);
      reader.skip(reader.u8());
    }
  } else return subtype === 0x04 || subtype === 0x0b || subtype === 0x15 ? { readings: attributes } : null;
  const { latitude, longitude } = readCoordinates(reader, attributes);
  return { fix: { time, latitude, longitude, speedKmh: 0, heading: 0, altitude: null, attributes } };
}

/**
 * The transparent message: its first byte says whose data follows. Read: a Gestran driver card
 * (0x40), an OBD text (0x41), Jimi OBD data (0xF0), a position (0xFF), beacon and sensor reports with
 * a position (0x53, 0x54). Others are let pass.
 */
export function readTransparent(body: Buffer): Transparent {
  const reader = new FrameReader(body);
  const type = reader.u8();
  if (type === 0x40) {
    const text = printable(reader.take(reader.remaining));
    const driver = text.startsWith('GTSL') ? text.split('|')[4] : undefined;
    return driver ? { readings: { driverUniqueId: driver } } : null;
  }
  if (type === 0x41) {
    const readings: Record<string, AttributeValue> = {};
    readObdText(printable(reader.take(reader.remaining)), readings);
    return { readings };
  }
  if (type === 0xf0) return readJimiObd(reader);
  if (type === 0xff) {
    const time = bcdDate(reader, 'ymd', chinaTime);
    const [latitude, longitude] = [reader.i32() / 1e6, reader.i32() / 1e6];
    const altitude = reader.i16();
    return {
      fix: { time, latitude, longitude, altitude, speedKmh: reader.u16() / 10, heading: reader.u16(), attributes: { valid: true } },
    };
  }
  if (type === 0x53 || type === 0x54) {
    const attributes: Record<string, AttributeValue> = {};
    const { latitude, longitude } = readCoordinates(reader, attributes);
    const altitude = reader.i16();
    const speedKmh = reader.u16() / 10;
    const heading = reader.u16();
    return { fix: { time: bcdDate(reader, 'ymd', chinaTime), latitude, longitude, altitude, speedKmh, heading, attributes } };
  }
  return null;
}
