import { haversineKm, type LatLng } from '../../../src/domain/geometry';

/** One reported position, as the segmentation needs it. */
export interface TrackPoint extends LatLng {
  /** Milliseconds since the epoch. */
  time: number;
  speedKmh: number;
}

export interface TripRules {
  /** Above this reported speed the asset is moving. */
  movingSpeedKmh: number;
  /** Standing still (or silent) this long ends a trip. */
  tripStopMinutes: number;
}

export interface DerivedTrip {
  /** From the departure point to the arrival point, stops at lights included. */
  track: TrackPoint[];
  startTime: number;
  endTime: number;
  distanceKm: number;
  maxSpeedKmh: number;
  /** Still under way: no standstill of tripStopMinutes since the last movement. */
  inProgress: boolean;
}

/** A trip shorter than this is GPS noise while parked or manoeuvring in a yard. */
export const minTripKm = 0.2;

interface OpenTrip {
  track: TrackPoint[];
  lastMoving: TrackPoint;
  /** Stationary reports since the last movement: part of the trip only if it moves on in time. */
  pending: TrackPoint[];
}

/**
 * Cuts a time-ordered track into trips. A trip starts with the first report above
 * movingSpeedKmh (from the last report before it, where the asset stood, when that is recent)
 * and ends where the asset came to rest, once no movement followed for tripStopMinutes.
 * A silence without stationary reports does not end a trip when the asset covered the gap
 * faster than movingSpeedKmh (a tunnel, a coverage hole); otherwise it does. Distance is
 * summed over the steps that involve movement, so jitter while standing adds nothing.
 * A pure function of the positions and `now`: re-deriving the same positions gives the same trips.
 */
export function segmentTrips(points: readonly TrackPoint[], rules: TripRules, now: number): DerivedTrip[] {
  const stopMs = rules.tripStopMinutes * 60_000;
  const isMoving = (point: TrackPoint) => point.speedKmh > rules.movingSpeedKmh;
  const trips: DerivedTrip[] = [];
  let open: OpenTrip | null = null;
  let previous: TrackPoint | null = null;

  const close = (trip: OpenTrip, inProgress: boolean) => {
    const arrival = trip.pending[0];
    if (arrival && arrival.time - trip.lastMoving.time <= stopMs) trip.track.push(arrival);
    const finished = summarize(trip.track, isMoving, inProgress);
    if (finished.distanceKm >= minTripKm) trips.push(finished);
  };

  for (const point of points) {
    if (open && isMoving(point)) {
      const gap = point.time - open.lastMoving.time;
      const coveredWhileSilent = !open.pending.length && haversineKm(open.lastMoving, point) / (gap / 3_600_000) > rules.movingSpeedKmh;
      if (gap < stopMs || coveredWhileSilent) {
        open.track.push(...open.pending, point);
        open.pending = [];
        open.lastMoving = point;
      } else {
        close(open, false);
        open = null;
      }
    } else if (open) {
      open.pending.push(point);
      if (point.time - open.lastMoving.time >= stopMs) {
        close(open, false);
        open = null;
      }
    }
    if (!open && isMoving(point)) {
      const departure = previous && !isMoving(previous) && point.time - previous.time < stopMs ? [previous] : [];
      open = { track: [...departure, point], lastMoving: point, pending: [] };
    }
    previous = point;
  }
  if (open) close(open, now - open.lastMoving.time < stopMs);
  return trips;
}

function summarize(track: TrackPoint[], isMoving: (point: TrackPoint) => boolean, inProgress: boolean): DerivedTrip {
  let distanceKm = 0;
  let maxSpeedKmh = 0;
  for (let index = 0; index < track.length; index++) {
    const point = track[index];
    maxSpeedKmh = Math.max(maxSpeedKmh, point.speedKmh);
    if (index && (isMoving(point) || isMoving(track[index - 1]))) distanceKm += haversineKm(track[index - 1], point);
  }
  return { track, startTime: track[0].time, endTime: track[track.length - 1].time, distanceKm, maxSpeedKmh, inProgress };
}
