import type { AttributeValue } from '../../ingest/positionReport';
import { addAlarm, type NamedAttributes } from '../attributes';
import { FrameError } from '../protocol';
import { Fields, looksLikeCoordinate, looksLikeDate, type SuntechReport } from './fields';
import { addAlert, addEmergency, legacyIo, readSerialData } from './readings';

type Fix = NonNullable<SuntechReport['fix']>;

/** Latitude, longitude, speed (km/h) and course, in this order in every layout. */
function readPlace(fields: Fields): Omit<Fix, 'time' | 'valid'> {
  return { latitude: fields.number(), longitude: fields.number(), speedKmh: fields.number(), heading: fields.number() };
}

/** Date and time, then the place: the fix of the layouts that write nothing between them. */
function readFix(fields: Fields): Omit<Fix, 'valid'> {
  const time = fields.date();
  return { time, ...readPlace(fields) };
}

/** A command's answer: the fields after the device id. */
const answered = (deviceId: string, fields: Fields): SuntechReport => ({ deviceId, attributes: {}, result: fields.rest().join(';') });

/**
 * The legacy reports of the ST300/ST340 (`ST3..`), ST500, ST600 and SA200 families: `<model><type>;id;...`.
 * STT status, EMG emergency, EVT event, ALT alert and UEX serial data carry a fix; `CMD;Res` answers a
 * command; ALV (keep-alive) and others carry nothing to keep.
 */
export function readLegacy(values: string[]): SuntechReport | null {
  const family = values[0].slice(0, 5);
  const type = values[0].slice(5);
  const fields = new Fields(values, 1);
  const result = fields.peek() === 'Res';
  if (result) fields.skip();
  const deviceId = fields.text();
  if (result) return answered(deviceId, fields);
  if (!['STT', 'EMG', 'EVT', 'ALT', 'UEX'].includes(type)) return { deviceId, attributes: {} };

  if (family.startsWith('ST3') || family === 'ST500' || family === 'ST600') fields.skip(); // model
  const attributes: Record<string, AttributeValue> = { firmware: fields.text() };
  const time = fields.date();
  if (family !== 'ST500') {
    const cellId = fields.hex();
    if (family === 'ST600')
      Object.assign(attributes, { cellId, mcc: fields.integer(), mnc: fields.integer(), lac: fields.hex(), rssi: fields.integer() });
  }
  const fix: Fix = { time, ...readPlace(fields), valid: false };
  attributes.satellites = fields.integer();
  fix.valid = fields.text() === '1';
  attributes.odometer = fields.integer(); // metres, as Traccar keeps it (ingestion stores km)
  attributes.power = fields.number();
  legacyIo(attributes, fields.text());
  if (type === 'STT') Object.assign(attributes, { status: fields.integer(), index: fields.integer() });
  else if (type === 'EMG') addEmergency(attributes, fields.integer());
  else if (type === 'EVT') attributes.event = fields.integer();
  else if (type === 'ALT') addAlert(attributes, fields.integer());
  else readSerialData(fields, attributes);
  return { deviceId, fix, attributes };
}

/**
 * ST4xx (ST410, ST419...) STT and ALT: firmware, model (41 adds a variant), seven cells (id, MCC,
 * MNC, then RSSI and LAC for the serving cell, LAC and RSSI for neighbours, timing advance), battery
 * voltage, archive flag, index, status; then the fix, or nothing when the device has none.
 */
export function readSt4(values: string[]): SuntechReport | null {
  const type = values[0].slice(5);
  const fields = new Fields(values, 1);
  const deviceId = fields.text();
  if (type !== 'STT' && type !== 'ALT') return { deviceId, attributes: {} };
  const attributes: Record<string, AttributeValue> = { firmware: fields.text() };
  const model = fields.integer();
  if (model === 41) fields.skip(); // variant
  for (let cell = 0; cell < 7; cell++) {
    const [cellId, mcc, mnc] = [fields.integer(), fields.integer(), fields.integer()];
    const [first, second] = [fields.integer(), fields.integer()];
    fields.skip(); // timing advance
    if (cell === 0 && cellId > 0) Object.assign(attributes, { cellId, mcc, mnc, rssi: first, lac: second });
  }
  attributes.battery = fields.number();
  if (fields.text() === '0') attributes.archive = true;
  attributes.index = fields.integer();
  attributes.status = fields.integer();
  if (fields.peek()?.length === 3) fields.skip(); // collaborative network
  if (model === 41) {
    fields.skip(2); // collaborative network, temperature
    attributes.motion = fields.integer() === 2;
  }
  if (!fields.peek()) return { deviceId, attributes };
  const fix = readFix(fields);
  attributes.satellites = fields.integer();
  return { deviceId, fix: { ...fix, valid: fields.text() === '1' }, attributes };
}

/**
 * ST910 personal trackers: `ST910;Location|Emergency|Alert;id;...`. Two firmware lines exist: one
 * writes the firmware, date, time and coordinates; the other (Traccar's "protocol type 1") leaves the
 * firmware out of alerts, puts the serving cell before the coordinates and the odometer after the
 * validity. Which one is read from the fields themselves: a date where the firmware would be, and a
 * hexadecimal cell where a latitude would be.
 */
export function readSt9(values: string[]): SuntechReport | null {
  const fields = new Fields(values, 1);
  const type = fields.text();
  const deviceId = fields.text();
  if (!['Location', 'Emergency', 'Alert'].includes(type)) return { deviceId, attributes: {} };
  const attributes: Record<string, AttributeValue> = {};
  if (type !== 'Location') addAlarm(attributes as NamedAttributes, 'general');
  if (!(looksLikeDate(fields.peek()) && /^\d\d:\d\d:\d\d$/.test(fields.peek(1) ?? ''))) attributes.firmware = fields.text();
  const time = fields.date();
  const cellFirst = !looksLikeCoordinate(fields.peek());
  if (cellFirst) fields.skip();
  const fix: Fix = { time, ...readPlace(fields), valid: false };
  fix.valid = fields.text() === '1';
  if (cellFirst) attributes.odometer = fields.integer();
  return { deviceId, fix, attributes };
}

/** Bit `index` of the universal reports' field mask. */
const bit = (mask: number, index: number) => (mask & (1 << index)) !== 0;
/** BLE reports carry no mask; theirs is fixed: model, firmware, date, time, latitude, longitude. */
const bleMask = 0b1100000110110;

/**
 * The universal protocol (ST4300/ST4315/ST8300...): `<type>;id;<hex field mask>;...` whose mask
 * bits say which fields follow. STT, ALT, UEX and BLE carry a fix, RES answers a command; others
 * (BSA, ALV) carry nothing to keep.
 */
export function readUniversal(values: string[]): SuntechReport | null {
  const type = values[0];
  const fields = new Fields(values, 1);
  const deviceId = fields.text();
  if (type === 'RES') return answered(deviceId, fields);
  if (!['STT', 'ALT', 'UEX', 'BLE'].includes(type)) return { deviceId, attributes: {} };
  const mask = type === 'BLE' ? bleMask : fields.hex();
  const attributes: Record<string, AttributeValue> = {};
  const has = (index: number) => bit(mask, index);
  if (has(1)) fields.skip(); // model
  if (has(2)) attributes.firmware = fields.text();
  if (has(3) && fields.text() === '0') attributes.archive = true;
  if (!has(4) || !has(5) || !has(11) || !has(12))
    throw new FrameError(`a ${type} report without date, time or coordinates (mask ${mask.toString(16)})`);
  const time = fields.date();
  if (has(6)) attributes.cellId = fields.hex();
  if (has(7)) attributes.mcc = fields.integer();
  if (has(8)) attributes.mnc = fields.integer();
  if (has(9)) attributes.lac = fields.hex();
  if (has(10)) attributes.rssi = fields.integer();
  const fix: Fix = { time, latitude: fields.number(), longitude: fields.number(), speedKmh: 0, heading: 0, valid: type === 'BLE' };
  if (type === 'BLE') return { deviceId, fix, attributes };

  if (has(13)) fix.speedKmh = fields.number();
  if (has(14)) fix.heading = fields.number();
  if (has(15)) attributes.satellites = fields.integer();
  if (has(16)) fix.valid = fields.text() === '1';
  if (has(17)) {
    // Written as binary digits, read as Traccar reads them: a decimal number whose last digit is input 1.
    const input = fields.integer();
    Object.assign(attributes, { input, ignition: input % 2 === 1 });
  }
  if (has(18)) attributes.output = fields.integer();
  if (type === 'ALT') {
    if (has(19)) addAlert(attributes, fields.integer());
    if (has(20)) fields.skip(); // alert modifier
    if (has(21)) fields.skip(); // alert data
  } else if (type === 'UEX') readSerialData(fields, attributes);
  else {
    if (has(19)) attributes.mode = fields.integer();
    if (has(20)) attributes.reason = fields.integer();
    if (has(21)) attributes.index = fields.integer();
  }
  if (has(22)) fields.skip(); // reserved
  if (has(23) && type !== 'UEX') {
    // The assigned headers the device was set up with: kept as sent, io1 to io31.
    const assigned = fields.hex();
    for (let index = 0; index <= 30; index++) {
      if (bit(assigned, index) && fields.remaining > 0) attributes[`io${index + 1}`] = fields.text();
    }
  }
  return { deviceId, fix, attributes };
}
