import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './localInput';

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
