/**
 * A time from the date and time fields of a frame, in UTC minus `offsetMinutes` (the device's zone),
 * or an invalid Date when a field is out of range: JavaScript's Date.UTC would roll a month byte of
 * 0x57 into another year and a day 31 of June into July, which is not what the device meant. The
 * position rule (ingest/positionRule.ts) refuses a position without a valid time.
 */
export function dateFromFields(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  offsetMinutes = 0,
): Date {
  const fields = [year, month, day, hour, minute, second];
  if (
    !fields.every(Number.isInteger) ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    hour < 0 ||
    minute < 0 ||
    second < 0
  ) {
    return new Date(Number.NaN);
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return new Date(Number.NaN);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000);
}
