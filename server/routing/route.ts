import type { LatLng } from '../../src/domain/geometry';

/** A driving route as a routing back end answers it, before addresses are added. */
export interface Route {
  /** Metres. */
  distance: number;
  /** Seconds. */
  duration: number;
  /** The line to draw, as [longitude, latitude] pairs. */
  geometry: [number, number][];
  legs: { distance: number; duration: number }[];
  summary: string;
  provider: 'osrm' | 'offline';
}

export type Router = (waypoints: LatLng[]) => Promise<Route>;

/** The route lookup failed; the console shows the spec's "No routes found!". */
export class NoRouteError extends Error {
  constructor(reason: string) {
    super(reason);
  }
}
