import { knotsToKmh, type AttributeValue, type PositionReport } from '../../ingest/positionReport';
import { FrameError } from '../protocol';
import { statusAttributes } from './status';

/** A text frame `*<maker>,<id>,<type>,...#` split into its fields. */
export interface H02Text {
  id: string;
  type: string;
  /** The fields after the type. */
  fields: string[];
}

export function splitText(frame: Buffer): H02Text {
  const text = frame.toString('latin1');
  if (!text.startsWith('*') || !text.endsWith('#')) throw new FrameError('a text frame not enclosed in * and #');
  const [, id = '', type = '', ...fields] = text.slice(1, -1).split(',');
  return { id: id.trim(), type: type.trim(), fields };
}

/**
 * Degrees and decimal minutes with the hemisphere's sign, as clones write them: `4753.1679`,
 * `954.9490` (leading zeros dropped), five decimals, `37573392` (no decimal point: 37 deg
 * 57.3392 min), `-23-29.0095` (degrees and minutes split by dashes).
 */
function coordinate(text: string, hemisphere: string): number {
  const match = /^-(\d+)-(\d+\.\d+)$/.exec(text) ?? /^(\d*)(\d\d\.\d+)$/.exec(text) ?? /^(\d+)(\d\d\d{4})$/.exec(text);
  if (!match) throw new FrameError(`an unreadable coordinate "${text}"`);
  const minutes = match[2].includes('.') ? Number(match[2]) : Number(match[2]) / 10_000;
  const degrees = Number(match[1] || 0) + minutes / 60;
  return hemisphere === 'S' || hemisphere === 'W' ? -degrees : degrees;
}

const digits6 = /^\d{6}$/;

/** hhmmss and ddmmyy, UTC. */
function utc(hms: string, dmy: string): Date {
  if (!digits6.test(hms) || !digits6.test(dmy)) throw new FrameError(`an unreadable time "${hms}" or date "${dmy}"`);
  const [hour, minute, second] = [0, 2, 4].map((at) => Number(hms.slice(at, at + 2)));
  const [day, month, year] = [0, 2, 4].map((at) => Number(dmy.slice(at, at + 2)));
  return new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second));
}

/**
 * A position report from `fields[at]` on: time, validity (`A`; `V` or empty is an invalid fix),
 * latitude, N/S, longitude, E/W, speed in knots (may be padded), course, date (a battery field
 * may come before it), then the status word if present.
 */
export function readTextPosition(deviceId: string, fields: string[], at: number): PositionReport {
  const [hms = '', validity = '', latitude = '', ns = '', longitude = '', ew = '', speed = '', course = ''] = fields.slice(at, at + 8);
  let dateAt = at + 8;
  if (!digits6.test(fields[dateAt] ?? '') && digits6.test(fields[dateAt + 1] ?? '')) dateAt++;
  const status = fields[dateAt + 1]?.trim() ?? '';
  const knots = Number(speed.trim() || 0);
  if (!Number.isFinite(knots)) throw new FrameError(`an unreadable speed "${speed}"`);
  const attributes: Record<string, AttributeValue> = { valid: validity === 'A' };
  if (/^[0-9a-fA-F]{8}$/.test(status)) Object.assign(attributes, statusAttributes(parseInt(status, 16)));
  return {
    deviceId,
    time: utc(hms, fields[dateAt] ?? ''),
    latitude: coordinate(latitude.trim(), ns.trim()),
    longitude: coordinate(longitude.trim(), ew.trim()),
    speedKmh: knotsToKmh(knots),
    heading: Number(course) || 0,
    altitude: null,
    accuracy: null,
    attributes,
  };
}

/**
 * Where the position of a V4 answer starts: V4 echoes the command and its answer
 * (`S20,DONE,130305`), then reports where the device is: the field before its validity letter.
 */
export function answerPositionIndex(fields: string[]): number {
  for (let at = 1; at + 3 < fields.length; at++) {
    if (/^[AV]$/.test(fields[at]) && digits6.test(fields[at - 1]) && /^[NS]$/.test(fields[at + 2])) return at - 1;
  }
  return -1;
}
