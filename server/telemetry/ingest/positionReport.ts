import { isStorableText } from '../../db/storableText';
import { rangeRefusal, type RefusalKind } from '../ingest/positionRule';

/** A sensor reading the device sent beside its position, kept in positions.attributes. */
export type AttributeValue = string | number | boolean;

/** One position as a device reported it, validated and in our units. */
export interface PositionReport {
  /** The device's unique id (sensors.unique_id). */
  deviceId: string;
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  attributes: Record<string, AttributeValue>;
}

export type ParseResult = { report: PositionReport } | { problem: string };

export const knotsToKmh = (knots: number) => knots * 1.852;
export const metersPerSecondToKmh = (mps: number) => mps * 3.6;

/** A position holding text the database refuses could never be stored, and one failing insert would fail its whole batch. */
function textProblem(report: PositionReport): string | null {
  if (!isStorableText(report.deviceId)) return 'id: control characters or invalid Unicode';
  for (const [name, value] of Object.entries(report.attributes)) {
    if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) {
      return `${JSON.stringify(name)}: control characters or invalid Unicode`;
    }
  }
  return null;
}

/**
 * Whether a parsed OsmAnd report can be a position; answers why not (the device should drop it).
 * The ranges are the position rule every protocol's positions pass in the pipeline
 * (positionRule.ts); a time a device's clock got wrong is not refused here but by the pipeline.
 */
export function reportProblem(report: PositionReport): string | null {
  if (!report.deviceId) return 'id: the device id is missing';
  const text = textProblem(report);
  if (text) return text;
  if (Number.isNaN(report.time.getTime())) return 'timestamp: not a time in seconds, milliseconds or ISO 8601';
  const refusal = rangeRefusal(report);
  return refusal ? `${osmandField[refusal.kind]}: ${refusal.reason}` : null;
}

/** The parameter a refusal of the rule points at, as the device sent it. */
const osmandField: Record<RefusalKind, string> = {
  latitude: 'lat',
  longitude: 'lon',
  speed: 'speed',
  course: 'bearing',
  altitude: 'altitude',
  accuracy: 'accuracy',
  time: 'timestamp',
  future: 'timestamp',
  beforeEarliest: 'timestamp',
};

export const checked = (report: PositionReport): ParseResult => {
  const problem = reportProblem(report);
  return problem ? { problem } : { report };
};

/** A negative speed or heading is how phones say "unknown". */
export const unknownIfNegative = (value: number | null) => (value === null || value < 0 ? null : value);
