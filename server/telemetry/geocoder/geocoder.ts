import type { LatLng } from '../../../src/domain/geometry';
import { describeNearestPlace } from './nearestPlace';
import { nominatimReverse } from './nominatim';

export interface Geocoder {
  /** Never fails: when the service is slow, failing or busy, the offline answer is used. */
  reverse(point: LatLng): Promise<string>;
}

export interface GeocoderOptions {
  /** A Nominatim-compatible base URL (GEOCODING_URL); offline only when null. */
  serviceUrl: string | null;
  timeoutMs?: number;
  /** Lookups under way at once; past that, answers come from the offline list. */
  maxInFlight?: number;
  /** After a failure the service is left alone this long. */
  backoffMs?: number;
  log?: (line: string) => void;
}

const cacheSize = 10_000;
/** Points closer than about 10 m share an address. */
const cacheKey = (point: LatLng) => `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;

/**
 * Addresses for positions. The service is asked with a short timeout, a cap on lookups under way
 * and a pause after failures, so that a slow or absent service never holds up ingestion; its
 * answers are cached (least recently used first out).
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { serviceUrl, timeoutMs = 1500, maxInFlight = 8, backoffMs = 30_000, log = () => {} } = options;
  const cache = new Map<string, string>();
  let inFlight = 0;
  let pausedUntil = 0;

  const remember = (key: string, address: string) => {
    cache.delete(key);
    cache.set(key, address);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
    return address;
  };

  async function ask(point: LatLng, key: string): Promise<string> {
    inFlight++;
    try {
      return remember(key, (await nominatimReverse(serviceUrl as string, point, timeoutMs)) ?? describeNearestPlace(point));
    } catch (error) {
      pausedUntil = Date.now() + backoffMs;
      log(`geocoding service failed (${error instanceof Error ? error.message : error}); offline addresses for ${backoffMs / 1000} s`);
      return describeNearestPlace(point);
    } finally {
      inFlight--;
    }
  }

  return {
    async reverse(point) {
      if (!serviceUrl) return describeNearestPlace(point);
      const key = cacheKey(point);
      const cached = cache.get(key);
      if (cached !== undefined) return remember(key, cached);
      if (inFlight >= maxInFlight || Date.now() < pausedUntil) return describeNearestPlace(point);
      return ask(point, key);
    },
  };
}
