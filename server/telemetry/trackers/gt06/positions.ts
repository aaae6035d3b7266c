import { addAlarm, type NamedAttributes } from '../attributes';
import type { FrameReader } from '../frameReader';
import { alarmOf, batteryLevel, readCell, readDate, readGpsBlock, readTerminalInfo, type CellLayout, type Gt06Fix } from './blocks';
import type { Gt06Variant, ModelFacts } from './variant';

/** What the layouts of the location and status packets read: a fix (or none: the device's readings alone). */
export interface Reading {
  fix: Gt06Fix | null;
  attributes: NamedAttributes;
  altitude?: number;
  accuracy?: number;
}

export interface Layout {
  protocol: number;
  long: boolean;
  /** The length field as sent. */
  length: number;
  variant: Gt06Variant;
  model: ModelFacts;
  timezoneMinutes: number;
  reader: FrameReader;
  /** Bytes left before the serial and CRC. */
  left(): number;
}

const gpsTypes = new Set([
  0x10, 0x12, 0x22, 0x25, 0x37, 0x2d, 0x31, 0x11, 0x16, 0x26, 0x27, 0x32, 0xa2, 0x1a, 0x1e, 0xa0, 0x17, 0xa4, 0x39,
]);
const cellTypes = new Set([
  0x19, 0x12, 0x22, 0x25, 0x37, 0x2d, 0x31, 0x11, 0x16, 0x26, 0x27, 0x32, 0xa2, 0xa0, 0x17, 0xa4, 0x39, 0xa5, 0xa7,
]);
const statusTypes = new Set([0x13, 0x36, 0x19, 0x16, 0x26, 0x27, 0x32, 0xa2, 0xa4, 0x39, 0xa5]);

/** 0xA3 is a single-fence alarm with a fix, except on SEEWORLD devices, where it is a status. */
export const hasGps = (type: number, variant: Gt06Variant) => gpsTypes.has(type) || (type === 0xa3 && variant !== 'seeworld');
const hasCell = (type: number, variant: Gt06Variant) => cellTypes.has(type) || (type === 0xa3 && variant !== 'seeworld');
/** NT models send 0x22 and 0x25 with a status block. */
const hasStatus = (type: number, variant: Gt06Variant, model: ModelFacts) =>
  statusTypes.has(type) || ((type === 0x22 || type === 0x25) && model.nt) || (type === 0xa3 && variant === 'seeworld');

/** Whether the generic location/status layout reads this packet. */
export const readsLocationLayout = (type: number, variant: Gt06Variant, model: ModelFacts, long: boolean) =>
  (hasGps(type, variant) || hasCell(type, variant) || hasStatus(type, variant, model)) && !(long && (type === 0x32 || type === 0x36));

/** The cell block's sizes for each packet type and variant. */
function cellLayout(type: number, variant: Gt06Variant): CellLayout {
  const wide = type === 0xa5 || type === 0xa0 || type === 0xa2;
  return {
    cellType: type === 0x38 || type === 0x39,
    longMnc: type === 0x11 || variant === 'sl4x',
    longLac: wide,
    cellIdBytes:
      wide || variant === 'sl4x'
        ? 8
        : type === 0x11 || type === 0x61 || type === 0x25 || variant === 'seeworld' || (variant === 'trx16i' && type === 0x36)
          ? 4
          : 3,
  };
}

/**
 * The cell block; with a length byte first when `hasLength` (0: no cell; a zeroed block of up to
 * 45 bytes is skipped). Bytes the length counts beyond the 9 read are skipped.
 */
export function readCellBlock(layout: Layout, hasLength: boolean): NamedAttributes | null {
  const { reader, protocol, variant } = layout;
  let length = 0;
  if (hasLength) {
    length = reader.u8();
    if (length === 0) {
      const block = reader.peek(45);
      // A zeroed block is skipped whole; other bytes are left to the fields after it (Traccar's rule).
      if (block.subarray(9).every((byte) => byte === 0)) reader.skip(block.length);
      return null;
    }
  }
  const cell = readCell(reader, cellLayout(protocol, variant));
  if (length > 9) reader.skip(length - 9);
  return cell;
}

function readStatusBlock(layout: Layout, attributes: NamedAttributes): void {
  const { reader, protocol: type, variant, model } = layout;
  Object.assign(attributes, readTerminalInfo(reader.u8()));
  if (variant === 'obd6') {
    const signal = reader.u16();
    attributes.satellites = ((signal >> 10) & 0x1f) + ((signal >> 5) & 0x1f);
    addAlarm(attributes, alarmOf(reader.u8(), model));
    reader.skip(1); // language
    attributes.batt = reader.u8();
    reader.skip(1); // mode
    attributes.power = reader.u16() / 100;
    return;
  }
  if (variant === 'seeworld' && layout.length === 0x18) {
    reader.skip(3); // extension bits, voltage level
    reader.skip(1); // signal
    attributes.power = reader.u8();
    reader.skip(3 + 4); // language, sound, light; steps
    attributes.batt = reader.u8();
    attributes.charge = reader.u8() === 1;
    attributes.motion = reader.u8() === 1;
    return;
  }
  const ntLocation = model.nt && (type === 0x22 || type === 0x25);
  if (type === 0xa2 || ntLocation) attributes.power = reader.u16() / 100;
  if (type === 0x13 && model.name === 'R11') attributes.power = reader.u16() / 100;
  else {
    const battery = reader.u8();
    if (ntLocation) attributes.battery = battery / 10;
    else batteryLevel(attributes, battery);
  }
  const signal = reader.u8();
  if (signal <= 4) attributes.gsmSignal = signal;
  if (type === 0x13 && model.lw) {
    attributes.power = (reader.u16() & 0x0fff) / 10;
    return;
  }
  let extension = reader.u8();
  if (type === 0x27 || type === 0xa4 || type === 0x39) extension += ((reader.peek(1)[0] ?? 0) >> 4) << 8;
  if (type === 0x13 && model.seeworld) attributes.power = extension;
  else if (variant !== 'vxt01') addAlarm(attributes, alarmOf(extension, model));
}

/** GT06E card, Benway, VXT01, S5 and WeTrust add their own fields to 0x12. */
function readGpsCellExtras(layout: Layout, attributes: NamedAttributes): void {
  const { reader, variant, model } = layout;
  switch (variant) {
    case 'gt06eCard':
      attributes.odometer = reader.u32();
      reader.skip(reader.u8() + 2); // card, alarm, swiped
      return;
    case 'benway': {
      const mask = reader.u16();
      attributes.ignition = (mask & 0x8000) !== 0;
      return;
    }
    case 'vxt01':
      Object.assign(attributes, readTerminalInfo(reader.u8()));
      attributes.power = reader.u16() / 100;
      reader.skip(2); // signal, alarm extension
      return;
    case 's5':
      Object.assign(attributes, readTerminalInfo(reader.u8()));
      attributes.power = reader.u16() / 100;
      reader.skip(1); // signal
      addAlarm(attributes, alarmOf(reader.u8(), model));
      reader.skip(3); // oil, temperature
      attributes.odometer = reader.u32() * 10;
      return;
    case 'wetrust':
      attributes.odometer = reader.u32();
      reader.skip(reader.u8());
      if (reader.u8() > 0) addAlarm(attributes, 'general');
      reader.skip(3); // card status, driving time
      return;
    default:
  }
}

/**
 * The location and status packets (Traccar's generic layout): an optional fix, an optional cell
 * block, an optional status block, then per-type and per-model fields. Fields we do not keep
 * (temperatures, steps, engine hours, card numbers) are read past.
 */
export function readLocation(layout: Layout): Reading {
  const { reader, protocol: type, variant, model, left } = layout;
  const attributes: NamedAttributes = {};
  let altitude: number | undefined;
  let accuracy: number | undefined;
  const ntLocation = model.nt && (type === 0x22 || type === 0x25);

  if (type === 0x12 && model.name === 'QH302R') reader.skip(8); // IMEI
  if (ntLocation) {
    reader.skip(1 + 8); // location source, IMEI
    readDate(reader, layout.timezoneMinutes); // the device's own time
  }
  const fix = hasGps(type, variant) ? readGpsBlock(reader, layout.timezoneMinutes) : null;
  if (fix) Object.assign(attributes, fix.attributes);

  if (hasCell(type, variant) && left() > 0) {
    const hasLength =
      hasStatus(type, variant, model) &&
      type !== 0x19 &&
      type !== 0xa5 &&
      type !== 0x39 &&
      !(type === 0x16 && variant === 'vxt01') &&
      type !== 0xa2;
    Object.assign(attributes, readCellBlock(layout, hasLength) ?? {});
  }
  if (hasStatus(type, variant, model)) {
    if (type === 0xa2) reader.skip(1); // network indicator
    readStatusBlock(layout, attributes);
  }
  if (type === 0x36 || type === 0xa2 || type === 0x27 || type === 0xa4 || type === 0x39 || ntLocation) reader.skip(1); // language
  if (type === 0x16 && variant === 'trx16i') reader.skip(1 + 8); // language, RFID
  if (type === 0x36 || type === 0x39) {
    while (left() > 0) {
      const module = reader.u16();
      const length = reader.u8();
      if (module === 0x18) attributes.battery = reader.u16() / 100;
      else if (module === 0x6a) attributes.batt = reader.u8();
      else reader.skip(module === 0x32 ? 1 : length);
    }
  }
  if (type === 0xa2) {
    attributes.odometer = reader.u32();
    reader.skip(4 + 8 + 2); // hours, terminal id, inputs
  }
  if (type === 0x12) readGpsCellExtras(layout, attributes);
  if (type === 0x22 && variant === 'seeworld') {
    attributes.ignition = reader.u8() > 0;
    reader.skip(2); // reporting mode, supplementary
    attributes.odometer = reader.u32();
    reader.skip(4 + 2 + 2); // travel time, temperature, humidity
  }
  if (type === 0x32 && variant === 'sl4x') altitude = reader.i16();
  if ((type === 0x22 || type === 0x37 || type === 0x2d || type === 0x31) && left() >= 3 && !model.nt) {
    attributes.ignition = reader.u8() > 0;
    reader.skip(2); // reason, archive
    if (variant === 'sl4x') {
      if (left() > 2) attributes.odometer = reader.u32();
      altitude = reader.i16();
    }
  }
  if (type === 0x37) {
    const module = reader.u16();
    const length = reader.u8();
    if (module === 0x27) attributes.power = reader.u16() / 100;
    else if (module === 0x2e) attributes.odometer = reader.u32();
    else if (module === 0x3b) accuracy = reader.u16() / 100;
    else reader.skip(length);
  }
  if (type === 0x17) reader.skip(8 + 1); // RFID, validity
  if (ntLocation) {
    attributes.odometer = reader.u24();
    reader.skip(3); // hours
  }
  if (model.nt && type === 0x25) {
    const driverLength = reader.u8();
    if (driverLength > 0) reader.skip(driverLength);
  }
  if (left() === 3 || left() === 7) {
    attributes.ignition = reader.u8() > 0;
    reader.skip(2); // upload mode, archive
  }
  if (left() === 4) attributes.odometer = reader.u32();
  return { fix, attributes, altitude, accuracy };
}

/** SR411 mini (0x24, length 0x2E): fix, cell, ignition, power, battery. */
export function readSr411(layout: Layout): Reading {
  const { reader } = layout;
  const fix = readGpsBlock(reader, layout.timezoneMinutes);
  const attributes: NamedAttributes = { ...fix?.attributes, ...readCell(reader, cellLayout(0x24, layout.variant)) };
  attributes.ignition = reader.u8() > 0;
  attributes.power = reader.u16() / 100;
  attributes.battery = reader.u16() / 100;
  return { fix, attributes };
}

/** X1 (0x34): data and alarm, fix, terminal info, odometer, cell, driver, battery, power, ports. */
export function readX1(layout: Layout): Reading {
  const { reader } = layout;
  reader.skip(4);
  const fix = readGpsBlock(reader, layout.timezoneMinutes);
  reader.skip(2);
  const attributes: NamedAttributes = { ...fix?.attributes, odometer: reader.u32() };
  Object.assign(attributes, { mcc: reader.u16(), mnc: reader.u8(), lac: reader.u16(), cellId: reader.u32() });
  reader.skip(4); // driver
  attributes.battery = reader.u16() / 100;
  attributes.power = reader.u16() / 100;
  return { fix, attributes };
}

/** iButton (0x61): IMEI, fix, cell, driver key. */
export function readIButton(layout: Layout): Reading {
  const { reader } = layout;
  reader.skip(8);
  const fix = readGpsBlock(reader, layout.timezoneMinutes);
  const attributes: NamedAttributes = { ...fix?.attributes, ...readCell(reader, cellLayout(0x61, layout.variant)) };
  reader.skip(6);
  return { fix, attributes };
}

/** TRX16i location with RFID (0x36, length 0x35): fix, cell, ignition, mode, archive, odometer, power, battery, hours, RFID. */
export function readTrx16iRfid(layout: Layout): Reading {
  const { reader } = layout;
  const fix = readGpsBlock(reader, layout.timezoneMinutes);
  const attributes: NamedAttributes = { ...fix?.attributes, ...readCell(reader, cellLayout(0x36, layout.variant)) };
  attributes.ignition = reader.u8() > 0;
  reader.skip(2);
  attributes.odometer = reader.u32();
  attributes.power = reader.u16() / 100;
  attributes.battery = reader.u8() / 10;
  reader.skip(3 + 8);
  return { fix, attributes };
}

/** 0x38: fix, upload mode, re-upload, a cell with its type and signal. */
export function readGpsCell8(layout: Layout): Reading {
  const { reader } = layout;
  const fix = readGpsBlock(reader, layout.timezoneMinutes);
  reader.skip(2);
  return { fix, attributes: { ...fix?.attributes, ...readCell(reader, cellLayout(0x38, layout.variant)) } };
}

const jc100Alarms: Readonly<Record<number, Parameters<typeof addAlarm>[1]>> = {
  0x0e: 'lowPower',
  0x76: 'temperature',
  0x80: 'vibration',
  0x87: 'overspeed',
  0x88: 'powerCut',
  0x90: 'acceleration',
  0x91: 'braking',
  0x92: 'cornering',
  0x93: 'accident',
};

/** Alarm 0x95 (JC100, JC400): with a fix when longer than a date and event, then the event and its data. */
export function readAlarm(layout: Layout): Reading {
  const { reader, variant } = layout;
  const jc400 = variant === 'jc400';
  const extended = layout.length - 5 > 7;
  let fix: Gt06Fix | null = null;
  if (extended) {
    if (jc400) reader.skip(3); // marker, version
    fix = readGpsBlock(reader, layout.timezoneMinutes, { hasSatellites: jc400, hasSpeed: jc400, longSpeed: jc400, swapFlags: jc400 });
  } else readDate(reader, layout.timezoneMinutes);
  const attributes: NamedAttributes = { ...fix?.attributes };
  if (jc400) attributes.power = reader.u16() / 10;
  const event = reader.u8();
  reader.skip(2); // event data
  addAlarm(attributes, event === 0x01 ? (extended ? 'sos' : 'general') : jc100Alarms[event]);
  return { fix, attributes };
}

const modularAlarms: Readonly<Record<number, Parameters<typeof addAlarm>[1]>> = {
  0x10: 'door',
  0x12: 'removing',
  0x14: 'geofenceEnter',
  0x15: 'geofenceExit',
  0x16: 'temperature',
  0x1a: 'lowBattery',
  0x1b: 'overspeed',
  0x1c: 'powerOn',
  0x1d: 'powerOff',
  0x20: 'vibration',
  0x21: 'powerCut',
  0x23: 'tampering',
};

/** The modular packet 0x70: modules of type (2), length (2) and content; 0x33 holds the fix (time in epoch seconds). */
export function readModular(layout: Layout): Reading {
  const { reader, left } = layout;
  const attributes: NamedAttributes = {};
  let fix: Gt06Fix | null = null;
  let altitude: number | undefined;
  while (left() > 0) {
    const module = reader.u16();
    const length = reader.u16();
    switch (module) {
      case 0x09:
        attributes.satellites = reader.u8();
        break;
      case 0x11: {
        const cell = { mcc: reader.u16(), mnc: reader.u16(), lac: reader.u16(), cellId: reader.u24() };
        reader.skip(1);
        if (cell.cellId > 0) Object.assign(attributes, cell);
        break;
      }
      case 0x18:
        attributes.battery = reader.u16() / 100;
        break;
      case 0x28:
        attributes.hdop = reader.u8() / 10;
        break;
      case 0x2e:
        attributes.odometer = reader.take(4).readUInt32LE(0);
        break;
      case 0x33: {
        const time = new Date(reader.u32() * 1000);
        attributes.satellites = reader.u8();
        altitude = reader.i16();
        const latitude = reader.u32() / 1_800_000;
        const longitude = reader.u32() / 1_800_000;
        const speedKmh = reader.u8();
        const flags = reader.u16();
        const valid = (flags & 0x1000) !== 0;
        attributes.valid = valid;
        fix = {
          time,
          latitude: flags & 0x0400 ? latitude : -latitude,
          longitude: flags & 0x0800 ? -longitude : longitude,
          speedKmh,
          course: flags & 0x03ff,
          valid,
          attributes: {},
        };
        break;
      }
      case 0x34:
        addAlarm(attributes, modularAlarms[reader.u8()]);
        reader.skip(4);
        reader.skip(reader.u8());
        break;
      case 0x03:
        reader.skip(10);
        break;
      case 0x0a:
      case 0x2a:
      case 0x2b:
        reader.skip(1);
        break;
      case 0x29:
        reader.skip(4);
        break;
      case 0x7f:
        reader.skip(14);
        break;
      default:
        reader.skip(length);
    }
  }
  return { fix, attributes, altitude };
}

/** AZ735 (long 0x32, 0x33): a fix unless its length byte is 0, a cell and signal, extra cells and Wi-Fi skipped, status. */
export function readAz735(layout: Layout): Reading {
  const { reader, protocol } = layout;
  const fix = readGpsBlock(reader, layout.timezoneMinutes, { hasLength: true });
  const attributes: NamedAttributes = { ...fix?.attributes };
  const cell = readCellBlock(layout, true);
  if (cell) {
    Object.assign(attributes, cell);
    reader.skip(1); // signal
  }
  reader.skip(reader.u8()); // more cells
  reader.skip(reader.u8()); // Wi-Fi
  const status = reader.u8();
  attributes.status = status;
  if (protocol === 0x33) {
    if (status === 0xa0 || status === 0xa1) attributes.armed = status === 0xa0;
    else if (status === 0xa2 || status === 0xa3) addAlarm(attributes, 'lowBattery');
    else if (status === 0xa4) addAlarm(attributes, 'general');
    else if (status === 0xa5) addAlarm(attributes, 'door');
  }
  reader.skip(reader.u8()); // reserved
  return { fix, attributes };
}
