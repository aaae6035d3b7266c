import { addressKey } from '../auth/signInThrottle';
import { tooManyRequests } from './errors';

/**
 * At most `limit` requests per address (an IPv6 /64 counts as one) in each window, kept in this
 * instance's memory: for public endpoints whose every answer needs a secret of 256 bits, so the
 * limit only bounds the work one client causes. The map is emptied with each window.
 */
export function addressRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const limit = windowRateLimit(options);
  return (ip: string) => limit(addressKey(ip));
}

/** At most `limit` calls per key (an API key's id) in each window, in this instance's memory. */
export function windowRateLimit(options: { limit: number; windowMs: number; now?: () => number; what?: string }) {
  const now = options.now ?? Date.now;
  let windowStart = now();
  const counts = new Map<string, number>();
  return (key: string) => {
    if (now() - windowStart >= options.windowMs) {
      windowStart = now();
      counts.clear();
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > options.limit) throw tooManyRequests(Math.max(1, Math.ceil((windowStart + options.windowMs - now()) / 1000)), options.what);
  };
}
