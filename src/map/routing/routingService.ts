import { apiClients } from '../../api/client';
import { ERROR_MESSAGES } from '../../api/errors';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';
import type { LatLng } from '../../domain/geometry';

export type RouteSummary = components['schemas']['RouteSummary'];

/**
 * The server asks the routing service within 5 s and the geocoder within 1.5 s per address
 * (falling back to straight legs and offline places); past this the user is told there is no route.
 */
const PLAN_TIMEOUT_MS = 12_000;

/** Raised when no route could be found; its message is the catalogue's "No routes found!". */
export class NoRouteError extends Error {
  constructor() {
    super(ERROR_MESSAGES.noRoutes);
    this.name = 'NoRouteError';
  }
}

/**
 * A driving route through the points (first origin, last destination, the others passed through
 * without stopping), planned by the server: it holds the routing and geocoding services'
 * configuration, so the browser never calls them. Any failure is a NoRouteError.
 */
export async function planRoute(points: LatLng[]): Promise<RouteSummary> {
  try {
    return await unwrapRequired(
      apiClients().api.POST('/trips/plan', {
        body: { waypoints: points, travelMode: 'DRIVING' },
        signal: AbortSignal.timeout(PLAN_TIMEOUT_MS),
      }),
    );
  } catch {
    throw new NoRouteError();
  }
}
