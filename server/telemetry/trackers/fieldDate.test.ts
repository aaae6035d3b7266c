import { describe, expect, it } from 'vitest';
import { dateFromFields } from './fieldDate';

describe('dateFromFields', () => {
  it('reads fields that name a real moment, in the device zone', () => {
    expect(dateFromFields(2024, 2, 29, 23, 59, 59).toISOString()).toBe('2024-02-29T23:59:59.000Z');
    expect(dateFromFields(2015, 10, 20, 14, 21, 11, -240).toISOString()).toBe('2015-10-20T18:21:11.000Z');
  });

  it.each([
    ['a month byte of 0x57', [2024, 0x57, 1, 0, 0, 0]],
    ['month 0', [2024, 0, 1, 0, 0, 0]],
    ['day 0', [2024, 1, 0, 0, 0, 0]],
    ['31 June', [2024, 6, 31, 0, 0, 0]],
    ['29 February of a common year', [2023, 2, 29, 0, 0, 0]],
    ['hour 24', [2024, 1, 1, 24, 0, 0]],
    ['minute 60', [2024, 1, 1, 0, 60, 0]],
    ['second 0xff', [2024, 1, 1, 0, 0, 255]],
  ])('gives no date for %s (never rolled into another)', (_name, fields) => {
    const [year, month, day, hour, minute, second] = fields;
    expect(Number.isNaN(dateFromFields(year, month, day, hour, minute, second).getTime())).toBe(true);
  });
});
