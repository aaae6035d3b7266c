import { unwrapRequired } from '../../api/unwrap';
import { browserTimeZone } from '../shared/format';
import { periodQuery, type Period } from '../shared/period';
import { assets } from '../shared/reportsApi';

/** The days of the period, cut in the browser's time zone like every other date on screen. */
export const getDailySummary = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(
    assets().GET('/assets/{id}/report/summary/daily', {
      params: { path: { id }, query: { ...periodQuery(period), timeZone: browserTimeZone() } },
      signal,
    }),
  );
