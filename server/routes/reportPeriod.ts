import { badRequest } from '../http/errors';

/** A period [from, to): from inclusive, to exclusive. */
export interface Period {
  from: Date;
  to: Date;
}

export interface PeriodQuery {
  from?: string;
  to?: string;
}

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/**
 * The period a caller asked for. The console sends `from` and `to` together or not at all, so
 * one without the other is ignored, as the contract says; a period that ends before it starts is refused.
 */
export function requestedPeriod(query: PeriodQuery): Period | null {
  if (!query.from || !query.to) return null;
  const period = { from: new Date(query.from), to: new Date(query.to) };
  if (period.to <= period.from) throw badRequest('to', 'Must be after from.');
  return period;
}

/** The requested period, or the last `defaultMs` up to now. */
export function reportPeriod(query: PeriodQuery, defaultMs: number, now = Date.now()): Period {
  return requestedPeriod(query) ?? { from: new Date(now - defaultMs), to: new Date(now) };
}
