import { distanceToLineMeters, lineBBox, polygonBBox, type BBox, type LatLng } from '../../../src/domain/geometry';
import type { Geofence } from './geofenceIndex';
import type { RuleStates, TrackPoint } from './evaluateTrack';

/** The defaults of issue 33, in DECISIONS.md ("Route corridors"). */
export const corridorLimits = {
  /** Fixes beyond the width that make an exit, whatever the time between them. */
  exitFixes: 2,
  /** Time beyond the width that makes an exit, however few fixes. */
  exitMs: 30_000,
  /** Share of the width within which a vehicle is back (or first on the route). */
  returnShare: 0.8,
};

/** corridor:<id> true on the route, false after an exit alert until the return; absent before the asset first joins it. */
export const corridorKey = (corridor: Geofence) => `corridor:${corridor.id}`;
/** corridorAway:<id> true while beyond the width and not yet alerted. */
export const corridorAwayKey = (corridor: Geofence) => `corridorAway:${corridor.id}`;

export interface CorridorEvent {
  returning: boolean;
  /** Where and when it happened: a fix, or a point between two fixes. */
  point: TrackPoint;
}

type SetState = (key: string, active: boolean, point: TrackPoint) => void;

const overlaps = (a: BBox, b: BBox) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
const within = (point: LatLng, box: BBox) =>
  overlaps({ minX: point.longitude, maxX: point.longitude, minY: point.latitude, maxY: point.latitude }, box);

/** At most this many points are judged on the straight line between two fixes. */
const maxSamples = 200;

/**
 * The points judged for a new fix: points every half width along the straight line from the
 * previous fix, so that leaving (or coming back) between two sparse fixes is seen, then the fix.
 * A line that stays clear of the corridor's box has nothing to see in between.
 */
function samplesTo(from: TrackPoint | null, to: TrackPoint, box: BBox, widthMeters: number): { point: TrackPoint; fix: boolean }[] {
  if (!from || !overlaps(polygonBBox([from, to]), box)) return [{ point: to, fix: true }];
  const length = distanceToLineMeters(from, [to]);
  const count = Math.min(maxSamples, Math.max(1, Math.ceil(length / (widthMeters / 2))));
  const [t0, t1] = [from.time.getTime(), to.time.getTime()];
  return Array.from({ length: count }, (_, index) => {
    const share = (index + 1) / count;
    if (index + 1 === count) return { point: to, fix: true };
    return {
      point: {
        time: new Date(Math.round(t0 + (t1 - t0) * share)),
        latitude: from.latitude + (to.latitude - from.latitude) * share,
        longitude: from.longitude + (to.longitude - from.longitude) * share,
        speedKmh: to.speedKmh,
      },
      fix: false,
    };
  });
}

/**
 * Follows an asset from its previous fix to the next along a corridor: an exit once it has been
 * beyond the width for `exitFixes` fixes or `exitMs`, a return once back within `returnShare` of
 * the width. The time beyond the width is counted from the point where the line between the
 * fixes left it; when it left before the previous fix, from that fix (by then the next fix beyond
 * makes two anyway). Writes the states through `set` and answers the events.
 */
export function followCorridor(
  corridor: Geofence,
  from: TrackPoint | null,
  to: TrackPoint,
  states: RuleStates,
  set: SetState,
): CorridorEvent[] {
  const width = corridor.widthMeters as number;
  const box = lineBBox(corridor.points, width);
  const [key, awayKey] = [corridorKey(corridor), corridorAwayKey(corridor)];
  const events: CorridorEvent[] = [];
  let awayFixes = states.get(awayKey) ? 1 : 0;
  let awaySince = from?.time.getTime() ?? to.time.getTime();
  for (const { point, fix } of samplesTo(from, to, box, width)) {
    const distance = within(point, box) ? distanceToLineMeters(point, corridor.points) : Infinity;
    const on = states.get(key);
    if (on !== true) {
      if (distance > width * corridorLimits.returnShare) continue;
      set(key, true, point);
      if (on === false) events.push({ returning: true, point });
      continue;
    }
    if (distance <= width) {
      if (states.get(awayKey)) set(awayKey, false, point);
      continue;
    }
    if (!states.get(awayKey)) {
      set(awayKey, true, point);
      [awayFixes, awaySince] = [0, point.time.getTime()];
    }
    if (fix) awayFixes += 1;
    if (awayFixes >= corridorLimits.exitFixes || point.time.getTime() - awaySince >= corridorLimits.exitMs) {
      set(key, false, point);
      set(awayKey, false, point);
      events.push({ returning: false, point });
    }
  }
  return events;
}
