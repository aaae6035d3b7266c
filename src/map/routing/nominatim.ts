import type { LatLng } from '../geo/distance';

/** A Nominatim reverse-geocoding request for one point. */
export function nominatimReverseUrl(base: string, point: LatLng): string {
  const params = new URLSearchParams({ format: 'jsonv2', lat: String(point.latitude), lon: String(point.longitude) });
  return `${base.replace(/\/+$/, '')}/reverse?${params}`;
}

/** The address of a Nominatim answer, or null when it has none. */
export function parseNominatimAddress(body: unknown): string | null {
  const name = (body as { display_name?: unknown } | null)?.display_name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/** Coordinates as an address when no geocoder knows better. */
export const coordinatesText = (point: LatLng) => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
