import type { LatLng } from '../../src/domain/geometry';
import { NoRouteError, type Route } from './route';

/** A routing service that does not answer quickly will not answer usefully: the user is waiting. */
const timeoutMs = 5000;

interface OsrmAnswer {
  code?: string;
  message?: string;
  routes?: {
    distance: number;
    duration: number;
    geometry: { coordinates: [number, number][] };
    legs: { distance: number; duration: number; summary?: string }[];
  }[];
  waypoints?: { name?: string }[];
}

/** The main roads when OSRM names them, else the streets the waypoints lie on. */
function summaryOf(answer: OsrmAnswer): string {
  const roads = answer.routes?.[0].legs.map((leg) => leg.summary).filter(Boolean) ?? [];
  const streets = [...new Set((answer.waypoints ?? []).map((waypoint) => waypoint.name).filter(Boolean))];
  return (roads.length ? roads : streets).join(', ');
}

/** A driving route from an OSRM-compatible service (`GET <base>/route/v1/driving/<lon,lat;...>`). */
export async function osrmRoute(baseUrl: string, waypoints: LatLng[]): Promise<Route> {
  const coordinates = waypoints.map((point) => `${point.longitude},${point.latitude}`).join(';');
  const url = `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson&steps=false`;
  let answer: OsrmAnswer;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    answer = (await response.json().catch(() => ({ code: `HTTP ${response.status}` }))) as OsrmAnswer;
    if (!response.ok && answer.code === 'Ok') answer.code = `HTTP ${response.status}`;
  } catch (error) {
    throw new NoRouteError(`routing service unreachable: ${error instanceof Error ? error.message : error}`);
  }
  const route = answer.routes?.[0];
  if (answer.code !== 'Ok' || !route) throw new NoRouteError(`routing service: ${answer.code ?? 'no code'} ${answer.message ?? ''}`.trim());
  return {
    distance: route.distance,
    duration: route.duration,
    geometry: route.geometry.coordinates,
    legs: route.legs.map((leg) => ({ distance: leg.distance, duration: leg.duration })),
    summary: summaryOf(answer),
    provider: 'osrm',
  };
}
