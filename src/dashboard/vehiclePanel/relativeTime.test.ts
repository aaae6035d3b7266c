import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const now = Date.parse('2026-01-10T12:00:00Z');

describe('timeAgo', () => {
  it('says the largest whole unit, in the language asked', () => {
    expect(timeAgo('2026-01-10T11:58:00Z', now, 'en')).toBe('2 min. ago');
    expect(timeAgo('2026-01-10T09:00:00Z', now, 'en')).toBe('3 hr. ago');
    expect(timeAgo('2026-01-08T12:00:00Z', now, 'en')).toBe('2 days ago');
    expect(timeAgo('2026-01-10T11:58:00Z', now, 'fr')?.replace(/\s/g, ' ')).toBe('il y a 2 min');
  });

  it('counts seconds under a minute, a clock ahead as now, and nothing for never', () => {
    expect(timeAgo('2026-01-10T11:59:30Z', now, 'en')).toBe('30 sec. ago');
    expect(timeAgo('2026-01-10T12:00:05Z', now, 'en')).toBe('now');
    expect(timeAgo(null, now, 'en')).toBeNull();
  });
});
