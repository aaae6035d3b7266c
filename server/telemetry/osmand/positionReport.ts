import { isStorableText } from '../../db/storableText';

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

const inRange = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

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

/** The checks of a report apart from its coordinates. */
function fieldsProblem(report: UnplacedReport): string | null {
  if (Number.isNaN(report.time.getTime())) return 'timestamp: not a time in seconds, milliseconds or ISO 8601';
  for (const [name, value] of Object.entries({ speed: report.speedKmh, heading: report.heading, altitude: report.altitude, accuracy: report.accuracy })) {
    if (value !== null && !Number.isFinite(value)) return `${name}: not a number`;
  }
  return null;
}

function coordinatesProblem(report: PositionReport): string | null {
  if (!inRange(report.latitude, -90, 90)) return 'lat: a latitude between -90 and 90 is required';
  if (!inRange(report.longitude, -180, 180)) return 'lon: a longitude between -180 and 180 is required';
  return null;
}

/**
 * The checks every protocol's positions need before they may join a batch; answers why a report is
 * refused, if it is. Times a device's clock got wrong are not refused here but filtered by the
 * pipeline (timeFilter.ts).
 */
export function reportProblem(report: PositionReport): string | null {
  return idProblem(report.deviceId) ?? textProblem(report) ?? coordinatesProblem(report) ?? fieldsProblem(report);
}

/** A report that can never be accepted, naming its sender when the id is one a device could be registered with. */
export const refusal = (problem: string, deviceId: string): ParseResult => ({ problem, deviceId: idProblem(deviceId) ? '' : deviceId });

export const checked = (report: PositionReport): ParseResult => {
  const problem = reportProblem(report);
  return problem ? refusal(problem, report.deviceId) : { report };
};

export const checkedUnplaced = (report: UnplacedReport): ParseResult => {
  const problem = idProblem(report.deviceId) ?? textProblem(report) ?? fieldsProblem(report);
  return problem ? refusal(problem, report.deviceId) : { unplaced: report };
};

/** A negative speed or heading is how phones say "unknown". */
export const unknownIfNegative = (value: number | null) => (value === null || value < 0 ? null : value);
