import type { LatLng } from '../../../src/domain/geometry';

/** Waypoints kept for a trip in lists; the full track stays in positions. */
export const maxWaypoints = 50;

/** Deviations below this are GPS noise, not a bend of the road. */
const toleranceMetres = 5;

const metresPerDegreeLat = 110_574;
const metresPerDegreeLon = 111_320;

/** Distance in metres from p to the segment a-b, on a local flat projection (fine over a trip's extent). */
function offsetMetres(p: LatLng, a: LatLng, b: LatLng): number {
  const lonScale = metresPerDegreeLon * Math.cos((a.latitude * Math.PI) / 180);
  const [px, py] = [(p.longitude - a.longitude) * lonScale, (p.latitude - a.latitude) * metresPerDegreeLat];
  const [bx, by] = [(b.longitude - a.longitude) * lonScale, (b.latitude - a.latitude) * metresPerDegreeLat];
  const lengthSquared = bx * bx + by * by;
  const t = lengthSquared ? Math.max(0, Math.min(1, (px * bx + py * by) / lengthSquared)) : 0;
  return Math.hypot(px - t * bx, py - t * by);
}

interface Span {
  first: number;
  last: number;
  /** The point between first and last farthest from the chord, and how far. */
  farthest: number;
  offset: number;
}

function span<T extends LatLng>(points: readonly T[], first: number, last: number): Span {
  let farthest = -1;
  let offset = 0;
  for (let index = first + 1; index < last; index++) {
    const distance = offsetMetres(points[index], points[first], points[last]);
    if (distance > offset) [farthest, offset] = [index, distance];
  }
  return { first, last, farthest, offset };
}

/**
 * Douglas-Peucker, refining the worst span first, so that the cap on the number of points
 * keeps the most telling bends: the result has at most `limit` points, keeps the first and
 * the last, and drops every point within `toleranceMetres` of the simplified line.
 */
export function simplifyTrack<T extends LatLng>(points: readonly T[], limit = maxWaypoints, tolerance = toleranceMetres): T[] {
  if (points.length <= 2 || limit < 2) return points.slice(0, Math.max(0, Math.min(points.length, limit)));
  const kept = new Set([0, points.length - 1]);
  const open = [span(points, 0, points.length - 1)];
  while (kept.size < limit) {
    let worst = 0;
    for (let index = 1; index < open.length; index++) if (open[index].offset > open[worst].offset) worst = index;
    const { first, last, farthest, offset } = open[worst];
    if (farthest < 0 || offset <= tolerance) break;
    kept.add(farthest);
    open.splice(worst, 1, span(points, first, farthest), span(points, farthest, last));
  }
  return [...kept].sort((a, b) => a - b).map((index) => points[index]);
}
