import type { Schema } from '../contract';
import type { Geocoder } from '../telemetry/geocoder/geocoder';
import type { LatLng } from '../../src/domain/geometry';
import { osrmRoute } from './osrm';
import { straightRoute } from './offline';

/**
 * The route through the waypoints (first the origin, last the destination) with the addresses
 * of both ends: from the configured OSRM-compatible service, or straight legs without one.
 * Throws NoRouteError when the service has no route or fails.
 */
export async function planRoute(routingUrl: string | null, geocoder: Geocoder, waypoints: LatLng[]): Promise<Schema<'RouteSummary'>> {
  const origin = waypoints[0];
  const destination = waypoints[waypoints.length - 1];
  const [route, startAddress, endAddress] = await Promise.all([
    routingUrl ? osrmRoute(routingUrl, waypoints) : straightRoute(waypoints),
    geocoder.reverse(origin),
    geocoder.reverse(destination),
  ]);
  return { origin, destination, startAddress, endAddress, ...route };
}
