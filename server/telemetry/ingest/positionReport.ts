import { isStorableText } from '../../db/storableText';
import { rangeRefusal, type RefusalKind } from './positionRule';

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

/** A report without coordinates (cell towers and Wi-Fi only, or no fix at all): placed later at the device's last known place. */
export type UnplacedReport = Omit<PositionReport, 'latitude' | 'longitude'>;

/**
 * A position, a report to place, or why the request can never be accepted; `deviceId` names the
 * sender when it could be read (a known device is then acknowledged, so that it moves on).
 */
export type ParseResult = { report: PositionReport } | { unplaced: UnplacedReport } | { problem: string; deviceId: string };

export const knotsToKmh = (knots: number) => knots * 1.852;
export const metersPerSecondToKmh = (mps: number) => mps * 3.6;

/** A position holding text the database refuses could never be stored, and one failing insert would fail its whole batch. */
function textProblem(report: UnplacedReport): string | null {
  for (const [name, value] of Object.entries(report.attributes)) {
    if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) {
      return `${JSON.stringify(name)}: control characters or invalid Unicode`;
    }
  }
  return null;
}

const idProblem = (deviceId: string) =>
  !deviceId ? 'id: the device id is missing' : isStorableText(deviceId) ? null : 'id: control characters or invalid Unicode';

/** The checks of a report that hold whether or not it has coordinates. */
function unplacedProblem(report: UnplacedReport): string | null {
  const problem = idProblem(report.deviceId) ?? textProblem(report);
  if (problem) return problem;
  return Number.isNaN(report.time.getTime()) ? 'timestamp: not a time in seconds, milliseconds or ISO 8601' : null;
}

/**
 * Whether a parsed OsmAnd report can be a position; answers why not (a known device is acknowledged
 * all the same, see answerReport.ts). The ranges are the position rule every protocol's positions
 * pass in the pipeline (positionRule.ts); a time a device's clock got wrong is not refused here but by the pipeline.
 */
export function reportProblem(report: PositionReport): string | null {
  const problem = unplacedProblem(report);
  if (problem) return problem;
  const range = rangeRefusal(report);
  return range ? `${osmandField[range.kind]}: ${range.reason}` : null;
}

/** The parameter a refusal of the rule points at, as the device sent it. */
const osmandField: Record<RefusalKind, string> = {
  noFix: 'lat',
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

/** A report that can never be accepted, naming its sender when the id is one a device could be registered with. */
export const refusal = (problem: string, deviceId: string): ParseResult => ({ problem, deviceId: idProblem(deviceId) ? '' : deviceId });

export const checked = (report: PositionReport): ParseResult => {
  const problem = reportProblem(report);
  return problem ? refusal(problem, report.deviceId) : { report };
};

/** A report without coordinates: its ranges are checked by the pipeline's rule once it is placed. */
export const checkedUnplaced = (report: UnplacedReport): ParseResult => {
  const problem = unplacedProblem(report);
  return problem ? refusal(problem, report.deviceId) : { unplaced: report };
};

/** A negative speed or heading is how phones say "unknown". */
export const unknownIfNegative = (value: number | null) => (value === null || value < 0 ? null : value);
