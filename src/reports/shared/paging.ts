/** Reports progress: `done` of `total` items (total null while unknown). */
export type OnProgress = (done: number, total: number | null) => void;

export interface Page<T> {
  rows: T[];
  /** The server's X-Total-Count: rows in the whole list. */
  total: number;
}

/** The largest page the contract allows: fewest round trips for long reports. */
export const MAX_PAGE_SIZE = 1000;

/** Every row of a paged list, page after page, reporting how many have arrived. */
export async function collectPages<T>(
  loadPage: (pageNumber: number, pageSize: number) => Promise<Page<T>>,
  onProgress: OnProgress,
  pageSize = MAX_PAGE_SIZE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await loadPage(pageNumber, pageSize);
    rows.push(...page.rows);
    onProgress(rows.length, Math.max(page.total, rows.length));
    if (page.rows.length < pageSize || rows.length >= page.total) return rows;
  }
}

/**
 * `work` applied to every item with at most `limit` running at once, results in item order.
 * The first failure rejects at once; the caller's abort signal stops the calls still running.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onProgress: OnProgress,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
      onProgress(++done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** At most `max` items spread evenly over the list, first and last kept: enough for a chart. */
export function thinEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)]);
}
