import type { Queryable } from '../db/engine';

/**
 * Counting the rows of a list is most of its cost once a fleet is large: for a page of 25 of
 * 10,000 assets the database spent 2 of its 3 ms counting. So a count of at least `exactBelow`
 * rows is remembered for `ttlMs` per database and query. The rows of a page are always read
 * fresh; only the X-Total-Count of such a large list may lag that long behind writes made by
 * another server instance or by telemetry (a status filter). A server forgets its counts when it
 * writes through the API, so a user never misses the record they have just created or deleted.
 */
const exactBelow = 1000;
const ttlMs = 1000;
const maxEntries = 1000;

const countsByDb = new WeakMap<Queryable, Map<string, { count: number; expires: number }>>();

export function rememberedCount(db: Queryable, key: string, now = Date.now()): number | undefined {
  const entry = countsByDb.get(db)?.get(key);
  return entry && entry.expires > now ? entry.count : undefined;
}

export function rememberCount(db: Queryable, key: string, count: number, now = Date.now()): void {
  if (count < exactBelow) return;
  let counts = countsByDb.get(db);
  if (!counts) countsByDb.set(db, (counts = new Map()));
  // Keys carry the searched text: a bound keeps many different searches from growing the map.
  if (counts.size >= maxEntries) counts.clear();
  counts.set(key, { count, expires: now + ttlMs });
}

export function forgetCounts(db: Queryable): void {
  countsByDb.delete(db);
}
