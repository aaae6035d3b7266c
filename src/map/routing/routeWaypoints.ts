import type { LatLng } from '../../domain/geometry';

/** The most waypoints a route request takes (the contract's TripPlanRequest). */
export const MAX_ROUTE_WAYPOINTS = 25;

/**
 * Up to `max` points of a track for a route request: always its first (origin) and last
 * (destination), and evenly spaced ones between as waypoints.
 */
export function routeWaypoints<T extends LatLng>(track: readonly T[], max = MAX_ROUTE_WAYPOINTS): T[] {
  if (track.length <= max) return [...track];
  const last = track.length - 1;
  return Array.from({ length: max }, (_, i) => track[Math.round((i * last) / (max - 1))]);
}
