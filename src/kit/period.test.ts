import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  fromLocalInput,
  isValidPeriod,
  periodQuery,
  resolvePeriod,
  shorterPeriod,
  toLocalInput,
  type PeriodPreset,
} from './period';

const resolve = (preset: PeriodPreset, now: string, timeZone: string, firstDay = 1) =>
  resolvePeriod({ preset }, new Date(now), timeZone, firstDay);

describe('period presets', () => {
  // Tuesday 23:30 in UTC is already Wednesday 2026-03-04, 00:30, in Berlin (UTC+1).
  const berlinEarlyWednesday = '2026-03-03T23:30:00Z';

  it('today starts at local midnight and ends now', () => {
    expect(resolve('today', berlinEarlyWednesday, 'Europe/Berlin')).toEqual({
      from: '2026-03-03T23:00:00.000Z',
      to: '2026-03-03T23:30:00.000Z',
    });
    expect(resolve('today', berlinEarlyWednesday, 'UTC').from).toBe('2026-03-03T00:00:00.000Z');
  });

  it('yesterday is the whole previous local day', () => {
    expect(resolve('yesterday', berlinEarlyWednesday, 'Europe/Berlin')).toEqual({
      from: '2026-03-02T23:00:00.000Z',
      to: '2026-03-03T23:00:00.000Z',
    });
  });

  it('yesterday across a daylight-saving change lasts 23 hours', () => {
    // Europe/Paris moved to summer time on Sunday 2026-03-29.
    const period = resolve('yesterday', '2026-03-30T10:00:00Z', 'Europe/Paris');
    expect(period).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });

  it('this week starts on the local first day of the week', () => {
    expect(resolve('thisWeek', berlinEarlyWednesday, 'Europe/Berlin', 1).from).toBe('2026-03-01T23:00:00.000Z');
    expect(resolve('thisWeek', '2026-03-04T12:00:00Z', 'America/New_York', 7).from).toBe('2026-03-01T05:00:00.000Z');
    // On the first day itself the week starts that midnight.
    expect(resolve('thisWeek', '2026-03-02T08:00:00Z', 'Europe/Berlin', 1).from).toBe('2026-03-01T23:00:00.000Z');
  });

  it('this week crosses a year end', () => {
    expect(resolve('thisWeek', '2026-01-01T12:00:00Z', 'Asia/Shanghai', 1).from).toBe('2025-12-28T16:00:00.000Z');
  });

  it('last 7 days is the 168 hours up to now', () => {
    expect(resolve('last7Days', '2026-03-04T12:00:00Z', 'Europe/Berlin')).toEqual({
      from: '2026-02-25T12:00:00.000Z',
      to: '2026-03-04T12:00:00.000Z',
    });
  });

  it('custom keeps what the user gave', () => {
    const choice = { preset: 'custom' as const, from: '2026-01-01T00:00:00.000Z' };
    expect(resolvePeriod(choice, new Date(), 'UTC')).toEqual({ from: '2026-01-01T00:00:00.000Z', to: undefined });
  });
});

describe('periodQuery', () => {
  it('sends from and to only when both are given', () => {
    expect(periodQuery({ from: 'a', to: 'b' })).toEqual({ from: 'a', to: 'b' });
    expect(periodQuery({ from: 'a' })).toEqual({});
    expect(periodQuery({ to: 'b' })).toEqual({});
  });
});

describe('isValidPeriod', () => {
  it('refuses a range that ends before it starts', () => {
    expect(isValidPeriod({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isValidPeriod({ from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' })).toBe(true);
    expect(isValidPeriod({ from: '2026-01-01T00:00:00Z' })).toBe(true);
  });
});

describe('firstDayOfWeek', () => {
  it('follows where the language is spoken', () => {
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('ar')).toBe(6);
  });
});

describe('shorterPeriod', () => {
  it('offers the last maxDays of a period longer than that', () => {
    expect(shorterPeriod({ from: '2026-01-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' }, 31)).toEqual({
      from: '2026-01-30T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    });
  });

  it('offers the second half of a period within the limit (too many records)', () => {
    expect(shorterPeriod({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' }, 31)).toEqual({
      from: '2026-01-02T00:00:00.000Z',
      to: '2026-01-03T00:00:00.000Z',
    });
  });

  it('offers nothing without both ends or below a minute', () => {
    expect(shorterPeriod({ from: '2026-01-01T00:00:00.000Z' }, 31)).toBeNull();
    expect(shorterPeriod({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-01T00:01:00.000Z' }, 31)).toBeNull();
  });
});

describe('datetime-local fields', () => {
  it('round-trip an instant to the minute in the browser time zone', () => {
    const iso = '2026-03-04T08:05:00.000Z';
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('treat an empty or unfinished field as no date', () => {
    expect(toLocalInput(undefined)).toBe('');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-03-')).toBeUndefined();
  });
});
