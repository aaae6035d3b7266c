import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/**
 * How long the page fetched at start-up answers the list: as long as react-admin's own cache kept
 * it fresh when the start-up wrote it there. The list mounts again while the shell settles, and
 * each mount asks.
 */
export const STARTUP_FRESH_MS = 5_000;

/**
 * Object keys in order, so that the same page asked with its filters in another order is the same
 * question. Code-unit order: localeCompare's first call loads the browser's collation data, about
 * 10 ms of the start-up's main thread before the first page could be asked.
 */
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(byKey)) : value;

const question = (resource: string, { pagination, sort, filter }: GetListParams) =>
  JSON.stringify([resource, pagination, sort, filter], sortedKeys);

/**
 * The first screen's list page, fetched while the console starts (firstScreen.ts) and handed to the
 * list when it asks the data provider for the same page within STARTUP_FRESH_MS and before any write:
 * the server is asked once, and the list's own queries (react-admin's, through the data provider's
 * public interface) are answered by the request already on its way.
 */
export function withStartupPage<Provider extends DataProvider>(dataProvider: Provider, now: () => number = Date.now) {
  let fetched: { question: string; page: Promise<GetListResult>; until: number } | null = null;
  const forgetting =
    <Args extends unknown[], Result>(call: (...args: Args) => Result) =>
    (...args: Args) => {
      fetched = null;
      return call(...args);
    };
  return {
    ...dataProvider,
    // After a write the page fetched at start-up is out of date.
    create: forgetting(dataProvider.create),
    update: forgetting(dataProvider.update),
    updateMany: forgetting(dataProvider.updateMany),
    delete: forgetting(dataProvider.delete),
    deleteMany: forgetting(dataProvider.deleteMany),
    getList: ((resource, params) =>
      fetched && fetched.question === question(resource, params) && now() < fetched.until
        ? fetched.page
        : dataProvider.getList(resource, params)) as DataProvider['getList'],
    /** Fetches a list's page ahead of the list, which takes it from here. */
    prefetchListPage(resource: string, params: GetListParams) {
      const page = dataProvider.getList(resource, params);
      const kept = { question: question(resource, params), page, until: now() + STARTUP_FRESH_MS };
      fetched = kept;
      // A failed page is the list's to ask again and show.
      page.catch(() => fetched === kept && (fetched = null));
    },
  };
}
