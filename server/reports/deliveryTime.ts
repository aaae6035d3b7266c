import { dayIn } from './dailySummary';

export type Frequency = 'daily' | 'weekly';

const dayMs = 86_400_000;

/** The offset of a zone's wall clock from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

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
