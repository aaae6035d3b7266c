import type { Period } from '../kit/PeriodInputs';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value (local time, minutes). */
export const localInputValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The last `hours` hours up to now, as the period inputs hold it. */
export function lastHours(hours: number, now = new Date()): Period {
  return { from: localInputValue(new Date(now.getTime() - hours * 3600_000)), to: localInputValue(new Date(now.getTime() + 60_000)) };
}

/** Today since midnight (the browser's, the user's zone) up to now, as the period inputs hold it: the card's "Replay today". */
export function todaySoFar(now = new Date()): Period {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return { from: localInputValue(midnight), to: localInputValue(new Date(now.getTime() + 60_000)) };
}

/** The period as epoch ms, or null unless both ends are readable and in order. */
export function periodRange({ from, to }: Period): { start: number; end: number } | null {
  const [start, end] = [new Date(from).getTime(), new Date(to).getTime()];
  return Number.isFinite(start) && Number.isFinite(end) && start < end ? { start, end } : null;
}

/** The most GET /positions answers in one call. */
export const MAX_WINDOW_MS = 6 * 3600_000;

/** A period cut into consecutive windows of at most 6 hours, as ISO times. */
export function periodWindows(from: Date, to: Date): { from: string; to: string }[] {
  const windows = [];
  for (let start = from.getTime(); start < to.getTime(); start += MAX_WINDOW_MS) {
    windows.push({ from: new Date(start).toISOString(), to: new Date(Math.min(start + MAX_WINDOW_MS, to.getTime())).toISOString() });
  }
  return windows;
}
