/** A calendar date (month 1-12), as a wall calendar in some time zone shows it. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** Milliseconds the zone's wall clock is ahead of UTC at this instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/**
 * An instant as the zone's wall clock in ISO 8601 with the offset stated, e.g.
 * `2026-11-28T08:16:50+01:00`: what the user's screen shows, and still one instant to any tool.
 */
export function zonedIso(instant: Date, timeZone: string): string {
  const offset = offsetAt(instant.getTime(), timeZone);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset);
  const minutes = Math.round(offset / 60_000);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${time}${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
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
export const weekdayOf = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;

/**
 * The instant the day starts in the zone. Offsets differ either side of a daylight-saving change,
 * so the first guess is corrected with the offset found at the guess.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const guess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  return new Date(midnightAsUtc - offsetAt(guess, timeZone));
}
