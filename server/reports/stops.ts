import { haversineKm, type LatLng } from '../../src/domain/geometry';

/** A reported position as the stops need it: where and when (milliseconds since the epoch). */
export interface TimedPoint extends LatLng {
  time: number;
}

export interface StopRules {
  minDurationSeconds: number;
  radiusMeters: number;
}

/** Traccar's defaults, which fleet managers know. */
export const defaultStopRules: StopRules = { minDurationSeconds: 180, radiusMeters: 200 };

export interface DetectedStop extends LatLng {
  startTime: number;
  endTime: number;
}

/**
 * Stops of a time-ordered track: runs of positions all within `radiusMeters` of the run's first
 * position. A run lasts from its first position to the first position outside it (the departure):
 * a tracker that stays silent while parked still shows the whole stay. A run the track ends in lasts
 * to its last position. Runs shorter than `minDurationSeconds` are traffic, not stops.
 */
export function detectStops(points: readonly TimedPoint[], rules: StopRules): DetectedStop[] {
  const stops: DetectedStop[] = [];
  const radiusKm = rules.radiusMeters / 1000;
  const keep = (anchor: TimedPoint, endTime: number) => {
    if (endTime - anchor.time >= rules.minDurationSeconds * 1000) {
      stops.push({ latitude: anchor.latitude, longitude: anchor.longitude, startTime: anchor.time, endTime });
    }
  };
  let anchor = points[0];
  for (const point of points.slice(1)) {
    if (haversineKm(anchor, point) <= radiusKm) continue;
    keep(anchor, point.time);
    anchor = point;
  }
  if (anchor && anchor !== points.at(-1)) keep(anchor, (points.at(-1) as TimedPoint).time);
  return stops;
}
