import { offsetAt } from '../../src/domain/zonedTime';
import { dayIn } from './dailySummary';

export type Frequency = 'daily' | 'weekly';

const dayMs = 86_400_000;

/** The instant a calendar day (YYYY-MM-DD) starts in a zone. */
export function startOfDay(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset of the day's start may differ from the one at the same wall time in UTC.
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/**
 * When a schedule sends next after `after`: the next midnight in its zone, and for a weekly one
 * the next Monday's. A report then covers the whole day or week just ended.
 */
export function nextDelivery(frequency: Frequency, timeZone: string, after: number): number {
  const dayOf = dayIn(timeZone);
  let day = dayOf(after);
  for (;;) {
    day = new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
    if (frequency === 'daily' || new Date(`${day}T00:00:00Z`).getUTCDay() === 1) return startOfDay(day, timeZone);
  }
}

/** The period a delivery at `runAt` covers: the day or the seven days before it. */
export const periodBefore = (frequency: Frequency, runAt: number) => ({
  from: new Date(runAt - (frequency === 'daily' ? 1 : 7) * dayMs),
  to: new Date(runAt),
});
