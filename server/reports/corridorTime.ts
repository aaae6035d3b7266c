import type { Schema } from '../contract';
import { corridorKey, followCorridor } from '../telemetry/alerts/corridors';
import type { RuleStates, TrackPoint } from '../telemetry/alerts/evaluateTrack';
import type { Geofence } from '../telemetry/alerts/geofenceIndex';
import type { SummaryPoint } from './dailySummary';
import type { TripSpan } from './tripDays';

/** One trip along one corridor: how often and how long the asset was off it. */
interface CorridorFollow {
  joined: boolean;
  exits: number;
  outsideMs: number;
}

/**
 * Follows one trip's fixes along a corridor with the alert engine's rules (corridors.ts), from a fresh
 * start: off the corridor from where it went beyond the width once that made an exit, until it is back.
 */
function followTrip(corridor: Geofence, points: readonly SummaryPoint[], tripEnd: number): CorridorFollow {
  const states: RuleStates = new Map();
  let awaySince = 0;
  let outsideSince: number | null = null;
  const follow: CorridorFollow = { joined: false, exits: 0, outsideMs: 0 };
  const set = (key: string, active: boolean, point: TrackPoint) => {
    states.set(key, active);
    if (key !== corridorKey(corridor) && active) awaySince = point.time.getTime();
  };
  let previous: TrackPoint | null = null;
  for (const { time, latitude, longitude, speedKmh } of points) {
    const point = { time: new Date(time), latitude, longitude, speedKmh };
    for (const event of followCorridor(corridor, previous, point, states, set)) {
      if (event.returning) {
        follow.outsideMs += event.point.time.getTime() - (outsideSince ?? awaySince);
        outsideSince = null;
      } else {
        follow.exits += 1;
        outsideSince = awaySince;
      }
    }
    previous = point;
  }
  if (outsideSince !== null) follow.outsideMs += tripEnd - outsideSince;
  follow.joined = states.has(corridorKey(corridor));
  return follow;
}

/**
 * For each trip (oldest first) and each corridor it came onto, its exits and time off the corridor.
 * `track` is the asset's positions over the trips, oldest first.
 */
export function corridorTimeOfTrips(
  corridors: readonly Geofence[],
  track: readonly SummaryPoint[],
  trips: readonly TripSpan[],
): Schema<'CorridorTrip'>[] {
  const rows: Schema<'CorridorTrip'>[] = [];
  let first = 0;
  for (const trip of trips) {
    const [start, end] = [trip.startTime.getTime(), trip.endTime.getTime()];
    while (first < track.length && track[first].time < start) first += 1;
    let last = first;
    while (last < track.length && track[last].time <= end) last += 1;
    const points = track.slice(first, last);
    for (const corridor of corridors) {
      const { joined, exits, outsideMs } = followTrip(corridor, points, end);
      if (!joined) continue;
      rows.push({
        tripStart: trip.startTime.toISOString(),
        tripEnd: trip.endTime.toISOString(),
        distanceKm: trip.distanceKm,
        geofenceId: corridor.id,
        geofenceName: corridor.name,
        exits,
        secondsOutside: Math.round(outsideMs / 1000),
      });
    }
  }
  return rows;
}
