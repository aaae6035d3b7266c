import type { Schema } from '../../contract';

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** Weekday (1 Monday to 7 Sunday) and minute of the day of `time` in `timeZone`. */
function localTime(time: Date, timeZone: string): { day: number; minute: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
  return { day: weekdays[parts.weekday], minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether a rule may fire at `time`: no schedule means always. A window whose end comes before its
 * start spans midnight and belongs to the day it starts on (Friday 22:00-06:00 covers Saturday 03:00).
 */
export function inSchedule(schedule: Schema<'AlertSchedule'> | null, time: Date): boolean {
  if (!schedule) return true;
  const { day, minute } = localTime(time, schedule.timeZone ?? 'UTC');
  const from = minutes(schedule.from);
  const to = minutes(schedule.to);
  if (from <= to) return schedule.days.includes(day) && minute >= from && minute < to;
  const previousDay = day === 1 ? 7 : day - 1;
  return (schedule.days.includes(day) && minute >= from) || (schedule.days.includes(previousDay) && minute < to);
}
