import type { PositionReport } from './positionReport';

/** No tracker this product serves reported before this: earlier times are a clock that was never set (1970, year 1). */
export const earliestPositionTime = Date.UTC(2000, 0, 1);

/**
 * The bounds of a storable position, whatever its protocol. Speed: faster than any vehicle a
 * tracker rides (airliners cruise under 1,000 km/h). Altitude: from below the Dead Sea's shore with
 * a GPS's error to above what balloons reach; a device's sentinel (-31,703 m, 65,535 m) is not a place.
 */
export const positionBounds = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  speedKmh: { min: 0, max: 2000 },
  altitude: { min: -1000, max: 50_000 },
} as const;

/** Why a position is not stored: one counter each. */
export type RefusalKind =
  'noFix' | 'latitude' | 'longitude' | 'speed' | 'course' | 'altitude' | 'accuracy' | 'time' | 'future' | 'beforeEarliest';

export interface Refusal {
  kind: RefusalKind;
  reason: string;
}

const within = (value: number, { min, max }: { min: number; max: number }) => Number.isFinite(value) && value >= min && value <= max;

/** The fields of a position out of their range (the time's plausibility aside): a decoder read a layout wrong, or a device sent garbage. */
export function rangeRefusal(
  report: Pick<PositionReport, 'latitude' | 'longitude' | 'speedKmh' | 'heading' | 'altitude' | 'accuracy' | 'time'> & {
    attributes?: PositionReport['attributes'];
  },
): Refusal | null {
  // A tracker without a fix that fills in zeros: the asset would be shown at 0°, 0° in the Gulf of Guinea.
  if (report.latitude === 0 && report.longitude === 0 && report.attributes?.valid === false)
    return { kind: 'noFix', reason: 'no fix (0, 0 marked invalid)' };
  if (!within(report.latitude, positionBounds.latitude)) return { kind: 'latitude', reason: `latitude ${report.latitude} outside -90..90` };
  if (!within(report.longitude, positionBounds.longitude))
    return { kind: 'longitude', reason: `longitude ${report.longitude} outside -180..180` };
  if (!within(report.speedKmh, positionBounds.speedKmh)) return { kind: 'speed', reason: `speed ${report.speedKmh} km/h outside 0..2000` };
  if (report.heading !== null && !(Number.isFinite(report.heading) && report.heading >= 0 && report.heading < 360)) {
    return { kind: 'course', reason: `course ${report.heading} outside 0..360` };
  }
  if (report.altitude !== null && !within(report.altitude, positionBounds.altitude))
    return { kind: 'altitude', reason: `altitude ${report.altitude} m outside -1000..50000` };
  if (report.accuracy !== null && !(Number.isFinite(report.accuracy) && report.accuracy >= 0))
    return { kind: 'accuracy', reason: `accuracy ${report.accuracy} is not a distance` };
  if (Number.isNaN(report.time.getTime())) return { kind: 'time', reason: 'no valid date (a date field out of range)' };
  return null;
}

/** The whole rule: ranges, then a time neither ahead of the server clock by more than `futureSeconds` nor before 2000. */
export function positionRefusal(report: PositionReport, now: number, futureSeconds: number): Refusal | null {
  const range = rangeRefusal(report);
  if (range) return range;
  const time = report.time.getTime();
  if (time > now + futureSeconds * 1000) return { kind: 'future', reason: `more than ${futureSeconds} s ahead of the server clock` };
  if (time < earliestPositionTime) return { kind: 'beforeEarliest', reason: 'before 2000' };
  return null;
}

/** A summary line at most this often, however many positions a broken device sends. */
const logIntervalMs = 60_000;

export interface PositionRule {
  /** Why the position must not be stored, or null when it may. Counts and logs what it refuses. */
  refuses(report: PositionReport, now?: number): string | null;
  /** Positions refused since start, by reason. */
  readonly refused: Readonly<Record<RefusalKind, number>>;
}

/**
 * One rule for the positions of every protocol (the ingest pipeline applies it before a position
 * joins a batch): an impossible position is not stored, since the asset would be shown at it, but
 * acknowledged, since resending it would never make it possible. Traccar's future filter is part of it.
 */
export function createPositionRule(futureSeconds: number, log: (line: string) => void): PositionRule {
  const refused: Record<RefusalKind, number> = {
    noFix: 0,
    latitude: 0,
    longitude: 0,
    speed: 0,
    course: 0,
    altitude: 0,
    accuracy: 0,
    time: 0,
    future: 0,
    beforeEarliest: 0,
  };
  let sinceLastLine = 0;
  let lastLineAt = -Infinity;

  return {
    refused,
    refuses(report, now = Date.now()) {
      const refusal = positionRefusal(report, now, futureSeconds);
      if (!refusal) return null;
      refused[refusal.kind] += 1;
      sinceLastLine += 1;
      if (now - lastLineAt >= logIntervalMs) {
        const time = Number.isNaN(report.time.getTime()) ? 'an invalid time' : report.time.toISOString();
        const totals = Object.entries(refused)
          .filter(([, count]) => count > 0)
          .map(([kind, count]) => `${kind} ${count}`)
          .join(', ');
        log(
          `ingestion: not stored: position of device ${JSON.stringify(report.deviceId)} at ${time}, ${refusal.reason}; ` +
            `${sinceLastLine} position(s) not stored since the last such line; since start: ${totals}`,
        );
        sinceLastLine = 0;
        lastLineAt = now;
      }
      return refusal.reason;
    },
  };
}
