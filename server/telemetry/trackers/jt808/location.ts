import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, type AlarmName, type NamedAttributes } from '../attributes';
import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';
import { readExtras } from './extras';

/** A location as the terminal reported it, in our units. */
export interface Jt808Fix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number;
  altitude: number | null;
  attributes: Record<string, AttributeValue>;
}

/** The standard's terminals keep China time unless set otherwise, as Traccar assumes (GMT+8). */
const terminalOffsetHours = 8;

/** `count` BCD bytes as a number; a nibble above 9 is no BCD. */
export function bcd(reader: FrameReader, count: number): number {
  const digits = reader.take(count).toString('hex');
  if (!/^\d+$/.test(digits)) throw new FrameError(`no BCD digits "${digits}"`);
  return Number(digits);
}

/** A date of six BCD bytes, in the order given, `offsetHours` ahead of UTC; out of the calendar is refused. */
export function bcdDate(reader: FrameReader, order: 'ymd' | 'dmy', offsetHours: number): Date {
  const fields = [0, 1, 2, 3, 4, 5].map(() => bcd(reader, 1));
  const [year, month, day] = order === 'ymd' ? fields.slice(0, 3) : [fields[2], fields[1], fields[0]];
  const [hour, minute, second] = fields.slice(3);
  const local = new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second));
  if (local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new FrameError(`no such date ${fields.join('/')}`);
  }
  return new Date(local.getTime() - offsetHours * 3_600_000);
}

const bit = (value: number, index: number) => Math.floor(value / 2 ** index) % 2 === 1;

/** The standard alarm word of a location report, as Traccar names its bits. */
const alarmBits: [number[], AlarmName][] = [
  [[0], 'sos'],
  [[1], 'overspeed'],
  [[2], 'fatigueDriving'],
  [[5, 6], 'gpsAntennaCut'],
  [[4, 9, 10, 11], 'fault'],
  [[7, 18], 'lowBattery'],
  [[8], 'powerOff'],
  [[15], 'vibration'],
  [[16, 17], 'tampering'],
  [[19], 'parking'],
  [[20], 'geofence'],
  [[26], 'general'],
  [[28], 'movement'],
  [[29, 30], 'accident'],
];

/**
 * The status word and coordinates: bit 0 ignition (ACC), 1 a valid fix, 2 south, 3 west, 10 fuel
 * or power cut (blocked), 26 charging; latitude and longitude in millionths of a degree.
 */
export function readCoordinates(reader: FrameReader, attributes: Record<string, AttributeValue>) {
  const status = reader.u32();
  Object.assign(attributes, { ignition: bit(status, 0), blocked: bit(status, 10), charge: bit(status, 26), valid: bit(status, 1) });
  const latitude = reader.u32() / 1e6;
  const longitude = reader.u32() / 1e6;
  return { latitude: bit(status, 2) ? -latitude : latitude, longitude: bit(status, 3) ? -longitude : longitude };
}

/**
 * A location report (0x0200, and each of a batch): alarm word, status, coordinates, altitude (m),
 * speed (0.1 km/h), course, BCD time; then the additional items, or on some models a fixed 20-byte
 * tail (odometer in km, battery voltage, signal). Odometers are kept in metres (ingestion stores km).
 */
export function readLocation(body: Buffer): Jt808Fix {
  const reader = new FrameReader(body);
  const alarms = reader.u32();
  const attributes: Record<string, AttributeValue> = {};
  for (const [bits, name] of alarmBits) if (bits.some((index) => bit(alarms, index))) addAlarm(attributes as NamedAttributes, name);
  const { latitude, longitude } = readCoordinates(reader, attributes);
  const altitude = reader.i16();
  const speedKmh = reader.u16() / 10;
  const heading = reader.u16();
  const time = bcdDate(reader, 'ymd', terminalOffsetHours);
  if (reader.remaining === 20) {
    reader.skip(4); // remaining battery and mileage
    attributes.odometer = reader.u32() * 1000;
    attributes.battery = reader.u16() / 10;
    reader.skip(4); // area id
    attributes.rssi = reader.u8();
  } else readExtras(reader, attributes);
  return { time, latitude, longitude, speedKmh, heading, altitude, attributes };
}

/**
 * The location report of JT/T 808 lock models (0x5501 live, 0x5502 stored): date (dd mm yy hh mm ss,
 * UTC), latitude and longitude as BCD degrees and minutes with the flags in the last nibble (bit 0
 * valid, 1 north, 2 east), speed, course in 2-degree steps; then signal, satellites, odometer (km),
 * battery, cell, product and status words, and items of their own.
 */
export function readLockLocation(body: Buffer, stored: boolean): Jt808Fix {
  const reader = new FrameReader(body);
  const time = bcdDate(reader, 'dmy', 0);
  const digits = reader.take(9).toString('hex');
  if (!/^\d{17}/.test(digits)) throw new FrameError(`no BCD coordinates "${digits}"`);
  const degreesMinutes = (text: string) => Number(text.slice(0, -6)) + Number(text.slice(-6)) / 10_000 / 60;
  const latitude = degreesMinutes(digits.slice(0, 8));
  const longitude = degreesMinutes(digits.slice(8, 17));
  const flags = parseInt(digits[17], 16);
  const knots = bcd(reader, 1);
  const heading = reader.u8() * 2;
  const attributes: Record<string, AttributeValue> = {
    valid: !stored,
    rssi: reader.u8(),
    satellites: reader.u8(),
    odometer: reader.u32() * 1000,
  };
  const battery = reader.u8();
  if (battery <= 100) attributes.batt = battery;
  else if (battery === 0xaa || battery === 0xab) attributes.charge = true;
  reader.skip(6); // cell id, LAC
  const product = reader.u8();
  const status = reader.u16();
  const alarm = reader.u16();
  attributes.status = status;
  if (product === 3) {
    attributes.blocked = bit(status, 5);
    const names: [number, AlarmName][] = [
      [0, 'overspeed'],
      [1, 'lowPower'],
      [2, 'vibration'],
      [3, 'lowBattery'],
      [5, 'geofenceEnter'],
      [6, 'geofenceExit'],
    ];
    for (const [index, name] of names) if (bit(alarm, index)) addAlarm(attributes as NamedAttributes, name);
  } else if ((product === 1 || product === 2) && bit(alarm, 0)) addAlarm(attributes as NamedAttributes, 'lowPower');
  return {
    time,
    latitude: flags & 0x02 ? latitude : -latitude,
    longitude: flags & 0x04 ? longitude : -longitude,
    speedKmh: knots * 1.852,
    heading,
    altitude: null,
    attributes,
  };
}
