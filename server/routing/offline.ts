import { haversineKm, type LatLng } from '../../src/domain/geometry';
import type { Route } from './route';

/**
 * Average speed assumed without a routing service: a typical door-to-door figure for city and
 * suburban driving with lights and junctions (motorway trips will be faster than estimated).
 */
export const offlineSpeedKmh = 40;

const legOf = (from: LatLng, to: LatLng) => {
  const km = haversineKm(from, to);
  return { distance: Math.round(km * 1000), duration: Math.round((km / offlineSpeedKmh) * 3600) };
};

/** Straight legs between the waypoints, with haversine distances and a duration at the assumed speed. */
export function straightRoute(waypoints: LatLng[]): Route {
  const legs = waypoints.slice(1).map((to, index) => legOf(waypoints[index], to));
  return {
    distance: legs.reduce((sum, leg) => sum + leg.distance, 0),
    duration: legs.reduce((sum, leg) => sum + leg.duration, 0),
    geometry: waypoints.map((point) => [point.longitude, point.latitude]),
    legs,
    summary: `Straight line, estimated at ${offlineSpeedKmh} km/h`,
    provider: 'offline',
  };
}
