import { apiClients } from '../../api/client';
import { ERROR_MESSAGES } from '../../api/errors';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';
import { runtimeConfig } from '../../config';
import type { LatLng } from '../geo/distance';
import { coordinatesText, nominatimReverseUrl, parseNominatimAddress } from './nominatim';
import { osrmRouteUrl, parseOsrmRoute } from './osrm';

export type RouteSummary = components['schemas']['RouteSummary'];

const getJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
};

/** The address of a point: the configured Nominatim-compatible geocoder, else its coordinates. */
export async function addressOf(point: LatLng): Promise<string> {
  const base = runtimeConfig().geocodingUrl;
  if (!base) return coordinatesText(point);
  return getJson(nominatimReverseUrl(base, point))
    .then((body) => parseNominatimAddress(body) ?? coordinatesText(point))
    .catch(() => coordinatesText(point));
}

async function osrmRoute(base: string, points: LatLng[]): Promise<RouteSummary> {
  const route = parseOsrmRoute(await getJson(osrmRouteUrl(base, points)));
  const [origin, destination] = [points[0], points[points.length - 1]];
  const [startAddress, endAddress] = await Promise.all([addressOf(origin), addressOf(destination)]);
  return { ...route, origin, destination, startAddress, endAddress, summary: route.summary || `${startAddress} – ${endAddress}`, provider: 'osrm' };
}

/** Raised when no route could be found; its message is the catalogue's "No routes found!". */
export class NoRouteError extends Error {
  constructor() {
    super(ERROR_MESSAGES.noRoutes);
    this.name = 'NoRouteError';
  }
}

/**
 * A driving route through the points (first origin, last destination, the others passed through
 * without stopping): from the configured OSRM-compatible service, else the server's trip planner
 * (which falls back to straight legs by itself). Any failure is a NoRouteError.
 */
export async function planRoute(points: LatLng[]): Promise<RouteSummary> {
  const base = runtimeConfig().routingUrl;
  try {
    if (base) return await osrmRoute(base, points);
    return await unwrapRequired(apiClients().api.POST('/trips/plan', { body: { waypoints: points, travelMode: 'DRIVING' } }));
  } catch {
    throw new NoRouteError();
  }
}
