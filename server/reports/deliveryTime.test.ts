import { describe, expect, it } from 'vitest';
import { nextDelivery, periodBefore, startOfDay } from './deliveryTime';

describe('delivery times', () => {
  it('starts a day at local midnight, summer and winter time alike', () => {
    expect(new Date(startOfDay('2026-03-02', 'Europe/Paris')).toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(new Date(startOfDay('2026-07-02', 'Europe/Paris')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(new Date(startOfDay('2026-07-02', 'UTC')).toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });

  it('sends a daily report at the next local midnight, a weekly one on the next Monday', () => {
    // Wednesday 4 March 2026, 10:00 UTC (11:00 in Paris).
    const wednesday = Date.parse('2026-03-04T10:00:00Z');
    expect(new Date(nextDelivery('daily', 'Europe/Paris', wednesday)).toISOString()).toBe('2026-03-04T23:00:00.000Z');
    expect(new Date(nextDelivery('weekly', 'Europe/Paris', wednesday)).toISOString()).toBe('2026-03-08T23:00:00.000Z');
    // 23:30 UTC on the 4th is already the 5th in Paris: the next midnight is the 6th's.
    expect(new Date(nextDelivery('daily', 'Europe/Paris', Date.parse('2026-03-04T23:30:00Z'))).toISOString()).toBe(
      '2026-03-05T23:00:00.000Z',
    );
  });

  it('covers the day or the week before a delivery', () => {
    const runAt = Date.parse('2026-03-09T00:00:00Z');
    expect(periodBefore('weekly', runAt)).toEqual({ from: new Date('2026-03-02T00:00:00Z'), to: new Date(runAt) });
    expect(periodBefore('daily', runAt).from).toEqual(new Date('2026-03-08T00:00:00Z'));
  });
});
