import { dateFromFields } from '../fieldDate';
import { FrameError } from '../protocol';

/**
 * A UTC time from a device's calendar fields (two-digit year: 20yy). A field out of its range (month
 * 13, day 32, 31 April, hour 24) is refused as the frame's fault, so the frame is skipped and counted.
 */
export function utcFromFields(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const time = year >= 0 && year <= 99 ? dateFromFields(2000 + year, month, day, hour, minute, second) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime()))
    throw new FrameError(`an impossible date ${[day, month, year].join('/')} ${[hour, minute, second].join(':')}`);
  return time;
}

/** `ddmmyy` and `hhmmss` digit strings; the time may be absent (midnight). */
export function utcFromDigits(ddmmyy: string, hhmmss = '000000'): Date {
  if (!/^\d{6}$/.test(ddmmyy) || !/^\d{6}$/.test(hhmmss)) throw new FrameError(`an unreadable date "${ddmmyy}" or time "${hhmmss}"`);
  const pairs = (digits: string) => [0, 2, 4].map((at) => Number(digits.slice(at, at + 2)));
  const [day, month, year] = pairs(ddmmyy);
  const [hour, minute, second] = pairs(hhmmss);
  return utcFromFields(year, month, day, hour, minute, second);
}
