import { badRequest } from './errors';
import { dayIn } from '../reports/dailySummary';

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
 * one without the other is ignored, as the contract says; a period that ends before it starts is
 * refused, and so is one longer than `maxDays` (one request reads at most that many days of records).
 */
export function requestedPeriod(query: PeriodQuery, maxDays = Infinity): Period | null {
  if (!query.from || !query.to) return null;
  const period = { from: new Date(query.from), to: new Date(query.to) };
  if (period.to <= period.from) throw badRequest('to', 'Must be after from.');
  if (period.to.getTime() - period.from.getTime() > maxDays * dayMs) {
    throw badRequest('to', `The period may be at most ${maxDays} days. Please choose a shorter period.`);
  }
  return period;
}

/** The requested period (at most `maxDays`), or the last `defaultMs` up to now. */
export function reportPeriod(query: PeriodQuery, defaultMs: number, maxDays: number, now = Date.now()): Period {
  return requestedPeriod(query, maxDays) ?? { from: new Date(now - defaultMs), to: new Date(now) };
}

/** The zone itself, or 400 on `timeZone` for a zone the runtime does not know. */
export function knownTimeZone(timeZone: string) {
  try {
    dayIn(timeZone);
    return timeZone;
  } catch {
    throw badRequest('timeZone', 'Must be an IANA time zone, e.g. Europe/Paris.');
  }
}
