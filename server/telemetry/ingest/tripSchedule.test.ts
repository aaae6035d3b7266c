import { describe, expect, it } from 'vitest';
import { createTripSchedule } from './tripSchedule';

const at = (seconds: number) => new Date(seconds * 1000);
const plain = { statusChanged: false, previous: null };

describe('trip schedule', () => {
  it('re-derives the first time, then every interval of device time', () => {
    const schedule = createTripSchedule(30_000);
    expect(schedule.due('a', { ...plain, oldest: at(0), newest: at(0) })).toBe(true);
    schedule.ran('a', at(0));
    expect(schedule.due('a', { ...plain, oldest: at(29), newest: at(29), previous: at(28) })).toBe(false);
    expect(schedule.due('a', { ...plain, oldest: at(30), newest: at(30), previous: at(29) })).toBe(true);
    expect(schedule.due('b', { ...plain, oldest: at(1), newest: at(1) })).toBe(true);
  });

  it('re-derives at once when the status changes or a backlog arrives, not for positions a little out of order', () => {
    const schedule = createTripSchedule(30_000);
    schedule.ran('a', at(100));
    expect(schedule.due('a', { ...plain, oldest: at(105), newest: at(105), previous: at(100), statusChanged: true })).toBe(true);
    expect(schedule.due('a', { ...plain, oldest: at(60), newest: at(60), previous: at(100) })).toBe(true);
    expect(schedule.due('a', { ...plain, oldest: at(95), newest: at(95), previous: at(100) })).toBe(false);
  });
});
