/**
 * Counts failures per key in a fixed window (per account, per address). In memory: each server
 * instance counts its own, which still bounds guessing to instances x limit per window.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return null;
  };

  return {
    blocked: (key: string) => (current(key)?.count ?? 0) >= options.limit,
    fail(key: string) {
      const entry = current(key) ?? { count: 0, resetAt: now() + options.windowMs };
      entry.count += 1;
      windows.set(key, entry);
    },
    reset: (key: string) => void windows.delete(key),
  };
}
