import type { LatLng } from '../geo/distance';

export interface OsrmRoute {
  distance: number;
  duration: number;
  geometry: [number, number][];
  legs: { distance: number; duration: number }[];
  summary: string;
}

/**
 * An OSRM route request (driving): the first point is the origin, the last the destination; the
 * `waypoints` parameter makes the middle ones via points, passed through without stopping.
 */
export function osrmRouteUrl(base: string, points: readonly LatLng[]): string {
  const coordinates = points.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');
  const params = new URLSearchParams({ overview: 'full', geometries: 'geojson', steps: 'false' });
  if (points.length > 2) params.set('waypoints', `0;${points.length - 1}`);
  return `${base.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?${params}`;
}

interface OsrmResponse {
  code?: string;
  routes?: {
    distance: number;
    duration: number;
    geometry: { coordinates: [number, number][] };
    legs?: { distance: number; duration: number; summary?: string }[];
  }[];
}

/** The first route of an OSRM answer; throws when the answer is not "Ok" with a route. */
export function parseOsrmRoute(body: unknown): OsrmRoute {
  const response = body as OsrmResponse;
  const route = response?.code === 'Ok' ? response.routes?.[0] : undefined;
  if (!route) throw new Error(`OSRM: ${response?.code ?? 'no answer'}`);
  const legs = route.legs ?? [];
  return {
    distance: route.distance,
    duration: route.duration,
    geometry: route.geometry.coordinates,
    legs: legs.map(({ distance, duration }) => ({ distance, duration })),
    summary: [...new Set(legs.map((leg) => leg.summary?.trim()).filter(Boolean))].join(', '),
  };
}
