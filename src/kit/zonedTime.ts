import { offsetAt } from '../domain/zonedTime';

/** A calendar date (month 1-12), as a wall calendar in some time zone shows it. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date a wall calendar in the zone shows at this instant. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The date `days` later (or earlier when negative), across month and year ends. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** ISO weekday of a date: 1 Monday ... 7 Sunday. */
export const weekdayOf = (date: CalendarDate): number => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;

/**
 * The instant the day starts in the zone. Offsets differ either side of a daylight-saving change,
 * so the first guess is corrected with the offset found at the guess.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const guess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  return new Date(midnightAsUtc - offsetAt(guess, timeZone));
}
