import { describe, expect, it } from 'vitest';
import { lastHours, localInputValue, periodRange, todaySoFar } from './replayPeriod';

describe('periods', () => {
  it('writes local date-times as the datetime-local input does', () => {
    expect(localInputValue(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });

  it('covers the last hours up to now', () => {
    const now = new Date(2026, 0, 5, 12, 0);
    const range = periodRange(lastHours(6, now))!;
    expect(range.start).toBe(new Date(2026, 0, 5, 6, 0).getTime());
    expect(range.end).toBeGreaterThanOrEqual(now.getTime());
  });

  it('covers today since local midnight up to now ("Replay today")', () => {
    const now = new Date(2026, 2, 29, 9, 30);
    const range = periodRange(todaySoFar(now))!;
    expect(range.start).toBe(new Date(2026, 2, 29, 0, 0).getTime());
    expect(range.end).toBeGreaterThanOrEqual(now.getTime());
  });

  it('refuses a period that is empty, reversed or unreadable', () => {
    expect(periodRange({ from: '', to: '2026-01-05T07:03' })).toBeNull();
    expect(periodRange({ from: '2026-01-05T08:00', to: '2026-01-05T07:00' })).toBeNull();
  });
});
