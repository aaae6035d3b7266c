import { addAlarm, type AlarmName, type NamedAttributes } from '../attributes';
import { dateFromFields } from '../fieldDate';
import type { FrameReader } from '../frameReader';

/** The fix of an 18-byte GPS block. */
export interface Gt06Fix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  satellites: number;
  valid: boolean;
}

/**
 * Date and time (6, YY MM DD hh mm ss, in the device's zone), satellites (low nibble), latitude and
 * longitude (minutes x 30,000), speed (km/h), then course (bits 0-9) with flags: bit 10 north,
 * bit 11 west, bit 12 fixed.
 */
export function readGpsBlock(reader: FrameReader, timezoneMinutes = 0): Gt06Fix {
  const [year, month, day, hour, minute, second] = reader.take(6);
  const time = dateFromFields(2000 + year, month, day, hour, minute, second, timezoneMinutes);
  const satellites = reader.u8() & 0x0f;
  const latitude = reader.u32() / 1_800_000;
  const longitude = reader.u32() / 1_800_000;
  const speedKmh = reader.u8();
  const flags = reader.u16();
  return {
    time,
    latitude: flags & 0x0400 ? latitude : -latitude,
    longitude: flags & 0x0800 ? -longitude : longitude,
    speedKmh,
    course: flags & 0x03ff,
    satellites,
    valid: (flags & 0x1000) !== 0,
  };
}

/** The serving cell: MCC (2; bit 15 set when the MNC takes 2 bytes), MNC, LAC (2), cell id (3). */
export function readCell(reader: FrameReader): NamedAttributes {
  const mcc = reader.u16();
  const mnc = mcc & 0x8000 ? reader.u16() : reader.u8();
  return { mcc: mcc & 0x7fff, mnc, lac: reader.u16(), cellId: reader.u24() };
}

/** Alarm codes of the GT06 documents (0x01-0x05) and those Traccar reads for standard devices. */
const alarmCodes: Readonly<Record<number, AlarmName>> = {
  0x01: 'sos',
  0x02: 'powerCut',
  0x03: 'vibration',
  0x04: 'geofenceEnter',
  0x05: 'geofenceExit',
  0x06: 'overspeed',
  0x09: 'vibration',
  0x0c: 'tampering',
  0x0e: 'lowBattery',
  0x0f: 'lowBattery',
  0x11: 'powerOff',
  0x13: 'tampering',
};

/** Terminal info bits 3-5 name an alarm too. */
const terminalAlarms: Readonly<Record<number, AlarmName>> = { 1: 'vibration', 2: 'powerCut', 3: 'lowBattery', 4: 'sos' };

/**
 * Terminal info (bit 0 armed, 1 ACC, 2 charging, 3-5 alarm, 7 fuel/power cut), voltage level (0-6,
 * or a percentage on some models), GSM signal (0-4), alarm code: the status of heartbeat and alarm packets.
 */
export function readStatus(reader: FrameReader): NamedAttributes {
  const info = reader.u8();
  const voltageLevel = reader.u8();
  const gsmSignal = reader.u8();
  const alarmCode = reader.u8();
  const attributes: NamedAttributes = {
    status: info,
    armed: (info & 0x01) !== 0,
    ignition: (info & 0x02) !== 0,
    charge: (info & 0x04) !== 0,
    blocked: (info & 0x80) !== 0,
  };
  if (voltageLevel <= 6) attributes.batt = Math.round((voltageLevel * 100) / 6);
  else if (voltageLevel <= 100) attributes.batt = voltageLevel;
  if (gsmSignal <= 4) attributes.gsmSignal = gsmSignal;
  addAlarm(attributes, terminalAlarms[(info >> 3) & 0x07]);
  addAlarm(attributes, alarmCodes[alarmCode]);
  return attributes;
}
