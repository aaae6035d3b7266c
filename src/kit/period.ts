import { addDays, calendarDateIn, startOfDayIn, weekdayOf } from './zonedTime';

export const PERIOD_PRESETS = ['today', 'yesterday', 'thisWeek', 'last7Days', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What the user chose: a preset, or a custom range from two (possibly empty) instants. */
export interface PeriodChoice {
  preset: PeriodPreset;
  from?: string;
  to?: string;
}

/** A resolved period: ISO instants, start inclusive and end exclusive, either may be missing. */
export interface Period {
  from?: string;
  to?: string;
}

export const isPeriodPreset = (value: unknown): value is PeriodPreset => PERIOD_PRESETS.includes(value as PeriodPreset);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period a choice means at `now` in the user's time zone. Presets that include the present
 * end now, not at midnight, so "stopped time" is not counted for hours still to come.
 * `firstDayOfWeek` is ISO (1 Monday ... 7 Sunday).
 */
export function resolvePeriod(choice: PeriodChoice, now: Date, timeZone: string, firstDayOfWeek = 1): Period {
  const today = calendarDateIn(now, timeZone);
  const start = (daysBack: number) => startOfDayIn(addDays(today, -daysBack), timeZone).toISOString();
  switch (choice.preset) {
    case 'today':
      return { from: start(0), to: now.toISOString() };
    case 'yesterday':
      return { from: start(1), to: start(0) };
    case 'thisWeek':
      return { from: start((weekdayOf(today) - firstDayOfWeek + 7) % 7), to: now.toISOString() };
    case 'last7Days':
      return { from: new Date(now.getTime() - 7 * DAY_MS).toISOString(), to: now.toISOString() };
    case 'custom':
      return { from: choice.from, to: choice.to };
  }
}

/** The query of a report call: `from` and `to` only when both are given (the spec's rule). */
export const periodQuery = (period: Period): { from: string; to: string } | Record<string, never> =>
  period.from && period.to ? { from: period.from, to: period.to } : {};

/** False only for a range whose start is not before its end (the server would refuse it). */
export const isValidPeriod = (period: Period): boolean =>
  !period.from || !period.to || new Date(period.from).getTime() < new Date(period.to).getTime();

/**
 * A shorter period to offer when the server refuses one: the last `maxDays` of a longer one, else
 * its second half (too many records). Null without both ends, or when nothing shorter is useful.
 */
export function shorterPeriod(period: Period, maxDays: number): Period | null {
  if (!period.from || !period.to) return null;
  const to = new Date(period.to).getTime();
  const length = to - new Date(period.from).getTime();
  const shorter = length > maxDays * DAY_MS ? maxDays * DAY_MS : Math.floor(length / 2);
  if (shorter < 60_000) return null;
  return { from: new Date(to - shorter).toISOString(), to: period.to };
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** The first day of the week where the language is spoken (1 Monday ... 7 Sunday); Monday if unknown. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale).maximize() as WeekInfoLocale;
    return (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

// Without an offset, Date reads this form as the browser's wall clock.
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** An instant as a `datetime-local` field shows it: the browser's wall clock, to the minute. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser wall clock) as an ISO instant; empty or partial means none. */
export function fromLocalInput(value: string): string | undefined {
  if (!LOCAL_INPUT.test(value)) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
