import { knotsToKmh, type AttributeValue, type PositionReport } from '../../ingest/positionReport';
import { FrameError } from '../protocol';
import { utcFromDigits } from './dateFields';
import { statusAttributes } from './status';

/** A text frame `*<maker>,<id>,<type>,...#` split into its fields. */
export interface H02Text {
  /** The frame as sent, without the line break some devices add. */
  sentence: string;
  id: string;
  type: string;
  /** The fields after the type. */
  fields: string[];
}

export function splitText(frame: Buffer): H02Text {
  const sentence = frame.toString('latin1').trim();
  if (!sentence.startsWith('*') || !sentence.endsWith('#')) throw new FrameError('a text frame not enclosed in * and #');
  const [, id = '', type = '', ...fields] = sentence.slice(1, -1).split(',');
  return { sentence, id: id.trim(), type: type.trim(), fields };
}

/**
 * Degrees and decimal minutes with the hemisphere's sign, as clones write them: `4753.1679`,
 * `954.9490` and `38.6508` (leading zeros dropped), five decimals, `37573392` (no decimal point:
 * 37 deg 57.3392 min), `-23-29.0095` (degrees and minutes split by dashes).
 */
function coordinate(text: string, hemisphere: string): number {
  const match = /^-(\d+)-(\d+\.\d+)$/.exec(text) ?? /^(\d*)(\d\d\.\d+)$/.exec(text) ?? /^(\d+)(\d\d\d{4})$/.exec(text);
  if (!match) throw new FrameError(`an unreadable coordinate "${text}"`);
  const minutes = match[2].includes('.') ? Number(match[2]) : Number(match[2]) / 10_000;
  const degrees = Number(match[1] || 0) + minutes / 60;
  return hemisphere === 'S' || hemisphere === 'W' ? -degrees : degrees;
}

const coordinateText = String.raw`(-\d+-\d+\.\d+|\d*\d\d\.\d+|\d+\d\d\d{4})`;
const hex8 = '([0-9A-Fa-f]{8})';

/**
 * The position report of V1 and its kin (V2, V5, V6, V8, V19, VI1, the answer of V4): after the
 * type, time (may be empty), validity (A, V, B or empty; a digit is a coding scheme of a valid
 * fix), latitude, N/S, longitude, E/W, speed in knots (may be padded), course (may be empty), a
 * battery figure some models put here, the date (may be empty), three SIM fields (V19) when a
 * status word follows them, then the status word, and either odometer (m), temperature, fuel, altitude, LAC and cell id in hex, or
 * values the models do not name. Fields are matched as a whole line so that a field's place never
 * depends on a guess; a line that does not match is not a position.
 */
const positionLine = new RegExp(
  String.raw`^\*..,(\d*),(?:V4,(.*)|(V[^,]*)),(?:(\d{6}))?,(?:([ABV])?|(\d+)),${coordinateText},([NS]),${coordinateText},([EW]), *(\d+\.?\d*),(\d+\.?\d*)?,(?:\d{1,3},)?(\d{6})?(?:,[^,]*,[^,]*,[^,]*(?=,[0-9A-Fa-f]{8}))?(?:,${hex8}(?:,(\d+),(-?\d+),(\d+\.\d+),(-?\d+),([0-9A-Fa-f]+),([0-9A-Fa-f]+)|,(.*))?)?#$`,
  's',
);

export interface TextPosition {
  /** V4: the command and the device's answer to it (`S20,DONE,130305`). */
  answer?: string;
  type?: string;
  report: Omit<PositionReport, 'deviceId'>;
}

/**
 * A position line, or null when the line is none. Throws FrameError for a date that cannot be, and
 * for a line without its date or time: Traccar times it on arrival, but the fix may be hours old
 * (such lines come with an invalid fix), and placing it "now" would move the asset to where it was.
 */
export function readTextPosition(sentence: string): TextPosition | null {
  const match = positionLine.exec(sentence);
  if (!match) return null;
  const [
    ,
    ,
    answer,
    type,
    hms,
    validity,
    codingScheme,
    latitude,
    ns,
    longitude,
    ew,
    speed,
    course,
    dmy,
    status,
    odometer,
    ,
    fuel,
    altitude,
    lac,
    cid,
    extra,
  ] = match;
  if (!dmy || !hms) throw new FrameError('a position without its date or time: when it was taken is unknown');
  const attributes: Record<string, AttributeValue> = { valid: validity === 'A' || codingScheme !== undefined };
  if (status) Object.assign(attributes, statusAttributes(parseInt(status, 16)));
  if (odometer !== undefined) {
    Object.assign(attributes, { odometer: Number(odometer), fuel: Number(fuel), lac: parseInt(lac, 16), cellId: parseInt(cid, 16) });
  }
  // Values the models do not name, kept as Traccar keeps them (io1, io2, ...) so that nothing is lost.
  extra?.split(',').forEach((value, index) => {
    if (value.trim()) attributes[`io${index + 1}`] = value.trim();
  });
  return {
    answer,
    type,
    report: {
      time: utcFromDigits(dmy, hms),
      latitude: coordinate(latitude, ns),
      longitude: coordinate(longitude, ew),
      speedKmh: knotsToKmh(Number(speed)),
      heading: course ? Number(course) : 0,
      altitude: altitude !== undefined ? Number(altitude) : null,
      accuracy: null,
      attributes,
    },
  };
}

/** VP1 with a fix: A or B (both valid), latitude, N/S, longitude, E/W, speed (knots), course, and a date without a time (midnight). */
const vp1Line = /^\*hq,(\d{15}),VP1,[AB],(\d+\d\d\.\d+),([NS]),(\d+\d\d\.\d+),([EW]),(\d+\.\d+),(\d+\.\d+),(\d{6})/s;

export function readVp1Position(sentence: string): TextPosition | null {
  const match = vp1Line.exec(sentence);
  if (!match) return null;
  const [, , latitude, ns, longitude, ew, speed, course, dmy] = match;
  return {
    report: {
      time: utcFromDigits(dmy),
      latitude: coordinate(latitude, ns),
      longitude: coordinate(longitude, ew),
      speedKmh: knotsToKmh(Number(speed)),
      heading: Number(course),
      altitude: null,
      accuracy: null,
      attributes: { valid: true },
    },
  };
}
