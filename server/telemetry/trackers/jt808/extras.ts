import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, type AlarmName, type NamedAttributes } from '../attributes';
import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';

type Attributes = Record<string, AttributeValue>;

const bit = (value: number, index: number) => Math.floor(value / 2 ** index) % 2 === 1;
/** Text as sent, without what is not printable ASCII (padding NULs): nothing the database refuses. */
const ascii = (reader: FrameReader, count = reader.remaining) =>
  reader
    .take(count)
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, '');
const alarm = (attributes: Attributes, name: AlarmName) => addAlarm(attributes as NamedAttributes, name);
/** Temperatures in 0.1 degree, sign in bit 15; FFFF: no sensor. */
const signedTenths = (value: number) => (value & 0x8000 ? -(value & 0x7fff) : value) / 10;

/**
 * The OBD items inside item 0x80 (their own ids): speed, RPM, voltage, load, coolant, consumption,
 * throttle, VIN, odometer and fault codes. Odometers are counted in 100 m and kept in metres (ingestion stores km).
 */
const obdItems: Record<number, (reader: FrameReader, attributes: Attributes) => void> = {
  0x01: (r, a) => (a.odometer = r.u32() * 100),
  0x02: (r, a) => (a.fuel = r.u16() / 10),
  0x03: (r, a) => (a.obdSpeed = r.u16() / 10),
  0x56: (r, a) => {
    r.skip(1);
    a.batt = r.u8();
  },
  0x61: (r, a) => (a.power = r.u16() / 100),
  0x69: (r, a) => (a.battery = r.u16() / 100),
  0x80: (r, a) => (a.obdSpeed = r.u8()),
  0x81: (r, a) => (a.rpm = r.u16()),
  0x82: (r, a) => (a.power = r.u16() / 10),
  0x83: (r, a) => (a.engineLoad = r.u8()),
  0x84: (r, a) => (a.coolantTemp = r.u8() - 40),
  0x85: (r, a) => (a.fuelConsumption = r.u16()),
  0x86: (r, a) => (a.intakeTemp = r.u8() - 40),
  0x89: (r, a) => (a.throttle = r.u8()),
  0x8b: (r, a) => (a.vin = ascii(r, 17)),
  0x8c: (r, a) => (a.obdOdometer = r.u32() * 100),
  0x8e: (r, a) => (a.fuel = r.u8()),
  0xa0: (r, a) => (a.dtcs = ascii(r).replaceAll(',', ' ')),
};

/** The `$OBD-RT,<power>,<rpm>,<speed>,<throttle>,<load>,<coolant>,...,<fuel used>` text of some models. */
export function readObdText(text: string, attributes: Attributes) {
  const names = [
    'power',
    'rpm',
    'obdSpeed',
    'throttle',
    'engineLoad',
    'coolantTemp',
    'fuelConsumption',
    'fuelConsumption',
    'tripOdometer',
    'obdOdometer',
    'tripFuelUsed',
    'fuelUsed',
  ];
  text
    .split(',')
    .slice(1, names.length + 1)
    .forEach((value, index) => {
      const number = Number(value);
      if (value.trim() && Number.isFinite(number)) attributes[names[index]] = number;
    });
}

/** Item 0xEB: a cell list, a time zone text (`UTC+08:00`), or vendor sub-items (2-byte length, 2-byte id). */
function readVendorItems(content: FrameReader, length: number, attributes: Attributes) {
  const bytes = content.take(content.remaining);
  if (bytes.length >= 2 && bytes.readUInt16BE(0) > 200 && (length - 3) % 5 === 0) return;
  if (/^[\x20-\x7e]*$/.test(bytes.toString('latin1'))) return;
  const reader = new FrameReader(bytes);
  while (reader.remaining >= 4) {
    const itemLength = reader.u16();
    if (itemLength < 2 || itemLength > reader.remaining) return;
    const item = new FrameReader(reader.take(itemLength));
    const id = item.u16();
    if (id === 0x0001) attributes.fuel1 = item.u16() / 10;
    else if (id === 0x0023) attributes.fuel2 = Number(ascii(item, 6));
    else if (id === 0x002d) {
      if (itemLength === 6) attributes.power = item.u32() / 1000;
      else attributes.battery = item.u16() / 1000;
    } else if (id === 0x0089) {
      const word = item.u32();
      if (!bit(word, 0)) alarm(attributes, 'powerOff');
      if (!bit(word, 12)) alarm(attributes, 'removing');
    } else if (id === 0x00b2) attributes.iccid = item.take(10).toString('hex').replace(/f+$/, '');
    else if (id === 0x00c5) {
      const word = item.u32();
      if (!bit(word, 6)) alarm(attributes, 'vibration');
      const motion = Math.floor(word / 2 ** 23) % 4;
      if (motion === 0 || motion === 1) attributes.motion = motion === 0;
    } else if (id === 0x00c6) {
      const level = item.u8();
      if (level === 3 || level === 4) alarm(attributes, 'lowBattery');
    } else if (id === 0x00ce) attributes.power = item.u16() / 100;
    else if (id === 0x00a8 || id === 0x00e1) attributes.batt = item.u8();
  }
}

/** The additional items every terminal may send (ids of the standard and of the common makers). */
const items: Record<number, (reader: FrameReader, attributes: Attributes, length: number) => void> = {
  0x01: (r, a) => (a.odometer = r.u32() * 100),
  0x02: (r, a) => {
    const fuel = r.u16();
    a.fuel = fuel & 0x8000 ? fuel & 0x7fff : fuel / 10;
  },
  0x06: (r, a) => (a.batt = r.u8()),
  0x25: (r, a) => (a.input = r.u32()),
  0x30: (r, a) => (a.rssi = r.u8()),
  0x31: (r, a) => (a.satellites = r.u8()),
  0x33: (r, a, length) => {
    // One byte: a mode; else a lock's status text `*M00,<nn>,<ab><battery, 10 mV><...>`.
    if (length === 1) a.mode = r.u8();
    const text = length === 1 ? '' : ascii(r);
    if (text.startsWith('*M00') && /^\d{3}$/.test(text.slice(10, 13))) a.battery = Number(text.slice(10, 13)) / 100;
  },
  0x51: (r, a, length) => {
    if (length !== 2 && length !== 16) return;
    for (let sensor = 1; sensor <= length / 2; sensor++) {
      const value = r.u16();
      if (value !== 0xffff) a[`temp${sensor}`] = signedTenths(value);
    }
  },
  0x56: (r, a) => (a.batt = r.u8() * 10),
  0x57: (r, a) => {
    const word = r.u16();
    if (bit(word, 8)) alarm(a, 'acceleration');
    if (bit(word, 9)) alarm(a, 'braking');
    if (bit(word, 10)) alarm(a, 'cornering');
  },
  0x60: (r, a) => (a.event = r.u16()),
  0x61: (r, a) => (a.power = r.u16() / 100),
  0x69: (r, a) => (a.battery = r.u16() / 100),
  0x70: (r, a) => {
    r.skip(5); // alarm serial and status
    const kinds: Record<number, AlarmName> = { 0x01: 'acceleration', 0x02: 'braking', 0x03: 'cornering', 0x16: 'accident' };
    const kind = kinds[r.u8()];
    if (kind) alarm(a, kind);
  },
  0x82: (r, a) => (a.power = r.u16() / 10),
  0x91: (r, a) => {
    a.battery = r.u16() / 10;
    a.rpm = r.u16();
    a.obdSpeed = r.u8();
    a.throttle = Math.floor((r.u8() * 100) / 255);
    a.engineLoad = Math.floor((r.u8() * 100) / 255);
    a.coolantTemp = r.u8() - 40;
    r.skip(2);
    a.fuelConsumption = r.u16() / 100;
    r.skip(8);
    a.fuelUsed = r.u16() / 100;
  },
  0x94: (r, a) => {
    if (r.remaining > 0) a.vin = ascii(r);
  },
  0xac: (r, a) => (a.odometer = r.u32()),
  0xbc: (r, a) => (a.driver = ascii(r).trim()),
  0xbd: (r, a) => (a.driverUniqueId = ascii(r)),
  0xd0: (r, a) => {
    if (bit(r.u32(), 3)) alarm(a, 'vibration');
  },
  0xd3: (r, a) => (a.power = r.u16() / 10),
  0xd5: (r, a, length) => {
    if (length === 2) a.battery = r.u16() / 100;
  },
  0xda: (r, a) => {
    r.skip(2); // string cut count
    a.motion = bit(r.u8(), 2);
  },
  0xe2: (r, a) => (a.fuel = r.u32() / 10),
  0xe3: (r, a) => {
    r.skip(1);
    a.batt = r.u8();
    a.battery = r.u16() / 100;
  },
  0xe4: (r, a) => {
    if (r.u8() === 0) a.charge = true;
    a.batt = r.u8();
  },
  0xe5: (r, a, length) => {
    if (length === 1) a.motion = r.u8() === 1;
  },
  0xe6: (r, a, length) => {
    const text = r.take(length).toString('latin1');
    if (text.startsWith('$OBD-RT')) readObdText(text, a);
  },
  0xe7: (r, a, length) => {
    if (length !== 8) return;
    const word = r.u16();
    if (bit(word, 0)) alarm(a, 'vibration');
    if (word & 0x0e) alarm(a, 'sos');
  },
  0xeb: (r, a, length) => readVendorItems(r, length, a),
  0xee: (r, a, length) => {
    if (length !== 6) return;
    Object.assign(a, { rssi: r.u8(), power: r.u16() / 1000, battery: r.u16() / 1000, satellites: r.u8() });
  },
  0xf1: (r, a) => (a.power = r.u32() / 1000),
  0xf7: (r, a, length) => {
    if (length === 2) return void (a.humidity = r.u16() / 10);
    a.battery = r.u32() / 1000;
    if (length >= 5 && [2, 3].includes(r.u8())) a.charge = true;
    if (length >= 6) a.batt = r.u8();
  },
  0xf2: (r, a) => (a.firmware = ascii(r)),
  0xfe: (r, a, length) => {
    if (length === 1) a.batt = r.u8();
    else if (length === 2) a.power = r.u16() / 10;
    else if (length === 4) a.odometer = r.u32();
  },
};

/** 1-byte id, 1-byte length, content; a battery id (D4, E1, E9) of one byte is the level, FF charging. */
function readBatteryItem(reader: FrameReader, attributes: Attributes, id: number, length: number) {
  if (length === 1) {
    const level = reader.u8();
    if (level === 0xff) attributes.charge = true;
    else attributes.batt = level;
  } else if (id === 0xe1 && length === 2) attributes.power = reader.u16() / 10;
  else if (!(id === 0xe1 && length >= 12 && (length - 4) % 8 === 0)) attributes.driverUniqueId = String(reader.u32());
}

/**
 * The additional items after a location's fixed fields. An item that is shorter than what it must
 * hold is skipped; one that claims more than the message has ends the list. Item 0x80 holds OBD
 * items of its own up to the end of the message.
 */
export function readExtras(reader: FrameReader, attributes: Attributes): void {
  while (reader.remaining >= 2) {
    const id = reader.u8();
    const length = reader.u8();
    if (length > reader.remaining) return;
    if (id === 0x80) {
      // One byte of its own, then OBD items up to the end of the message.
      reader.skip(Math.min(1, length));
      return readObdItems(new FrameReader(reader.take(reader.remaining)), attributes);
    }
    const content = new FrameReader(reader.take(length));
    try {
      if (id === 0xd4 || id === 0xe1 || id === 0xe9) readBatteryItem(content, attributes, id, length);
      else items[id]?.(content, attributes, length);
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
    }
  }
}

function readObdItems(reader: FrameReader, attributes: Attributes) {
  while (reader.remaining >= 2) {
    const id = reader.u8();
    const length = reader.u8();
    if (length > reader.remaining) return;
    const content = new FrameReader(reader.take(length));
    try {
      obdItems[id]?.(content, attributes);
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
    }
  }
}
