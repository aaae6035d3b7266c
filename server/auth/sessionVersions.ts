/** How long an instance trusts the version it read; the live bus makes it forget sooner. */
const ttlMs = 1_000;
const maxEntries = 10_000;

/**
 * The current session version of each user (null: the user no longer exists), read from the
 * database at most once a second per user and instance, and forgotten at once when the live bus
 * says the user's sessions ended. So a revoked token is refused within a second on every
 * instance even if a bus message were lost. Concurrent requests of a user share one read.
 */
export function sessionVersionCache(read: (userId: string) => Promise<number | null>, now = () => Date.now()) {
  const entries = new Map<string, { version: Promise<number | null>; expiresAt: number }>();

  const prune = () => {
    for (const [userId, entry] of entries) if (entry.expiresAt <= now()) entries.delete(userId);
    // Still full of fresh entries (a flood of distinct users): start afresh rather than grow.
    if (entries.size >= maxEntries) entries.clear();
  };

  return {
    get(userId: string): Promise<number | null> {
      const entry = entries.get(userId);
      if (entry && entry.expiresAt > now()) return entry.version;
      if (entries.size >= maxEntries) prune();
      const version = read(userId);
      const fresh = { version, expiresAt: now() + ttlMs };
      entries.set(userId, fresh);
      // A failed read is not remembered: the next request asks again.
      version.catch(() => entries.get(userId) === fresh && entries.delete(userId));
      return version;
    },
    forget(userId: string): void {
      entries.delete(userId);
    },
  };
}
