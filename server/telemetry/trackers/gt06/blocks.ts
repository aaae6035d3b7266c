import { addAlarm, type AlarmName, type NamedAttributes } from '../attributes';
import { dateFromFields } from '../fieldDate';
import type { FrameReader } from '../frameReader';

/** The fix of a GPS block. */
export interface Gt06Fix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  valid: boolean;
  attributes: NamedAttributes;
}

/** Date and time: six bytes YY MM DD hh mm ss, in the device's zone. Impossible fields give an invalid Date (refused by the position rule). */
export function readDate(reader: FrameReader, timezoneMinutes = 0): Date {
  const [year, month, day, hour, minute, second] = reader.take(6);
  return dateFromFields(2000 + year, month, day, hour, minute, second, timezoneMinutes);
}

export interface GpsLayout {
  /** A length byte after the date; 0 means no fix follows (AZ735). */
  hasLength?: boolean;
  hasSatellites?: boolean;
  hasSpeed?: boolean;
  /** Speed in 2 bytes (JC400). */
  longSpeed?: boolean;
  /** Course and flags before the speed (JC400). */
  swapFlags?: boolean;
}

/**
 * Date and time, satellites (low nibble), latitude and longitude (minutes x 30,000), speed
 * (km/h), then course (bits 0-9) with flags: bit 10 north, bit 11 west, bit 12 fixed, bit 14
 * set when bit 15 is the ignition. Null when a length byte says no fix follows.
 */
export function readGpsBlock(reader: FrameReader, timezoneMinutes = 0, layout: GpsLayout = {}): Gt06Fix | null {
  const { hasLength = false, hasSatellites = true, hasSpeed = true, longSpeed = false, swapFlags = false } = layout;
  const time = readDate(reader, timezoneMinutes);
  if (hasLength && reader.u8() === 0) return null;
  const attributes: NamedAttributes = {};
  if (hasSatellites) attributes.satellites = reader.u8() & 0x0f;
  const latitude = reader.u32() / 1_800_000;
  const longitude = reader.u32() / 1_800_000;
  let flags = swapFlags ? reader.u16() : 0;
  const speedKmh = hasSpeed ? (longSpeed ? reader.u16() : reader.u8()) : 0;
  if (!swapFlags) flags = reader.u16();
  const valid = (flags & 0x1000) !== 0;
  attributes.valid = valid;
  if (flags & 0x4000) attributes.ignition = (flags & 0x8000) !== 0;
  return {
    time,
    latitude: flags & 0x0400 ? latitude : -latitude,
    longitude: flags & 0x0800 ? -longitude : longitude,
    speedKmh,
    course: flags & 0x03ff,
    valid,
    attributes,
  };
}

export interface CellLayout {
  /** MNC in 2 bytes whatever the MCC's bit 15 says. */
  longMnc?: boolean;
  /** LAC in 4 bytes. */
  longLac?: boolean;
  /** Cell id in 8 or 4 bytes instead of 3. */
  cellIdBytes?: 3 | 4 | 8;
  /** A cell type byte before the MCC (0x38): 3 and above mean 4-byte LAC, 8-byte cell id and a 2-byte signal. */
  cellType?: boolean;
}

/** The serving cell: MCC (2; bit 15 set when the MNC takes 2 bytes), MNC, LAC, cell id; sizes by layout. */
export function readCell(reader: FrameReader, layout: CellLayout = {}): NamedAttributes {
  const cellType = layout.cellType ? reader.u8() : 0;
  const mcc = reader.u16();
  const mnc = mcc & 0x8000 || layout.longMnc ? reader.u16() : reader.u8();
  const lac = cellType >= 3 || layout.longLac ? reader.u32() : reader.u16();
  const cellIdBytes = cellType >= 3 ? 8 : (layout.cellIdBytes ?? 3);
  const cellId = cellIdBytes === 8 ? Number(reader.u64()) : cellIdBytes === 4 ? reader.u32() : reader.u24();
  if (cellType >= 3) reader.skip(2);
  else if (layout.cellType) reader.skip(1);
  return { mcc: mcc & 0x7fff, mnc, lac, cellId };
}

/** Terminal info bits 3-5 name an alarm. */
const terminalAlarms: Readonly<Record<number, AlarmName>> = {
  1: 'vibration',
  2: 'powerCut',
  3: 'lowBattery',
  4: 'sos',
  6: 'geofence',
  7: 'removing',
};

/** Terminal info (bit 1 ACC, 2 charging, 3-5 alarm, 7 fuel/power cut), as Traccar reads it in status and alarm blocks. */
export function readTerminalInfo(info: number): NamedAttributes {
  const attributes: NamedAttributes = {
    status: info,
    ignition: (info & 0x02) !== 0,
    charge: (info & 0x04) !== 0,
    blocked: (info & 0x80) !== 0,
  };
  addAlarm(attributes, terminalAlarms[(info >> 3) & 0x07]);
  return attributes;
}

/** Voltage level 0-6 as a percentage, or a percentage itself on some models. */
export function batteryLevel(attributes: NamedAttributes, level: number): void {
  if (level <= 6) attributes.batt = Math.floor((level * 100) / 6);
  else if (level <= 100) attributes.batt = level;
}

/** The device models whose alarm codes mean something else (Traccar's model groups). */
export interface ModelGroup {
  lw: boolean;
  seeworld: boolean;
  vl: boolean;
}

/** Alarm codes of the status blocks, as Traccar names them; some depend on the device's model. */
export function alarmOf(code: number, model: ModelGroup): AlarmName | null {
  switch (code) {
    case 0x01:
      return 'sos';
    case 0x02:
      return 'powerCut';
    case 0x03:
      return 'vibration';
    case 0x04:
      return 'geofenceEnter';
    case 0x05:
      return 'geofenceExit';
    case 0x06:
      return 'overspeed';
    case 0x09:
      return model.vl ? 'tow' : 'vibration';
    case 0x0e:
    case 0x0f:
      return 'lowBattery';
    case 0x11:
      return 'powerOff';
    case 0x0c:
    case 0x13:
    case 0x25:
    case 0x32:
      return 'tampering';
    case 0x14:
      return 'door';
    case 0x18:
      return model.lw ? 'accident' : 'removing';
    case 0x19:
      return model.lw ? 'acceleration' : 'lowBattery';
    case 0x1a:
    case 0x27:
    case 0xf1:
      return 'braking';
    case 0x1b:
    case 0x2a:
    case 0x2b:
    case 0x2e:
      return 'cornering';
    case 0x23:
      return 'fallDown';
    case 0x26:
    case 0xf0:
      return 'acceleration';
    case 0x28:
      return model.seeworld ? 'cornering' : model.vl ? 'powerOff' : 'braking';
    case 0x29:
      return model.seeworld ? 'accident' : 'acceleration';
    case 0x2c:
    case 0xf2:
      return 'accident';
    case 0x30:
      return model.vl ? 'braking' : 'jamming';
    case 0x33:
      return 'lock';
    case 0x34:
      return 'unlock';
    case 0x53:
      return 'fuelLeak';
    case 0x5b:
    case 0x5c:
      return 'temperature';
    case 0xc9:
      return 'idle';
    case 0x0107:
    case 0x010b:
      return 'jamming';
    default:
      return null;
  }
}
