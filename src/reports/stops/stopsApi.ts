import { unwrapRequired } from '../../api/unwrap';
import { periodQuery, type Period } from '../shared/period';
import { assets } from '../shared/reportsApi';

/** What makes a standstill a stop; the server's defaults are Traccar's (180 s, 200 m). */
export interface StopRules {
  minDurationSeconds: number;
  radiusMeters: number;
}

export const DEFAULT_STOP_RULES: StopRules = { minDurationSeconds: 180, radiusMeters: 200 };

export const getStops = (id: string, period: Period, rules: StopRules, signal: AbortSignal) =>
  unwrapRequired(assets().GET('/assets/{id}/report/stops', { params: { path: { id }, query: { ...periodQuery(period), ...rules } }, signal }));
