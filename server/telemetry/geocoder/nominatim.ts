import type { LatLng } from '../../../src/domain/geometry';

/**
 * Reverse geocoding with a Nominatim-compatible service (`<base>/reverse?format=jsonv2`).
 * Answers null when it has no address for the point; throws when the service fails.
 */
export async function nominatimReverse(baseUrl: string, point: LatLng, timeoutMs: number): Promise<string | null> {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/reverse`);
  url.search = new URLSearchParams({ format: 'jsonv2', lat: String(point.latitude), lon: String(point.longitude), zoom: '18' }).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoding service answered ${response.status}`);
  const body = (await response.json()) as { display_name?: unknown };
  return typeof body.display_name === 'string' && body.display_name ? body.display_name : null;
}
