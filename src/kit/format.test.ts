import { describe, expect, it } from 'vitest';
import { reportFormat } from './format';

// Intl separates numbers from units with no-break spaces of varying kinds; compare as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('reportFormat', () => {
  const en = reportFormat('en', 'Europe/Berlin');
  const fr = reportFormat('fr', 'Europe/Berlin');

  it('formats distances and speeds with the language decimal mark and unit', () => {
    expect(plain(en.distanceKm(1234.56))).toBe('1,234.6 km');
    expect(plain(fr.distanceKm(1234.56))).toBe('1 234,6 km');
    expect(plain(en.speedKmh(42.25))).toBe('42.3 km/h');
    expect(plain(fr.speedKmh(42.25))).toBe('42,3 km/h');
  });

  it('formats temperature and humidity', () => {
    expect(plain(en.temperature(21.54))).toBe('21.5°C');
    expect(plain(fr.humidity(45.4))).toBe('45 %');
  });

  it('formats durations in hours and minutes', () => {
    expect(plain(en.duration(2 * 3600 + 5 * 60 + 20))).toBe('2 hr 5 min');
    expect(plain(fr.duration(2 * 3600 + 5 * 60))).toBe('2 h 5 min');
    expect(plain(en.duration(59))).toBe('1 min');
    expect(plain(en.duration(0))).toBe('0 min');
    expect(plain(en.duration(3600))).toBe('1 hr 0 min');
    expect(plain(en.duration(6 * 86400 + 16 * 3600 + 49 * 60))).toBe('6 days 16 hr 49 min');
    expect(plain(fr.duration(86400 + 60))).toBe('1 j 0 h 1 min');
  });

  it('shows times in the chosen time zone', () => {
    expect(plain(en.dateTime('2026-03-04T08:05:00Z'))).toBe('3/4/26, 9:05 AM');
    expect(plain(fr.dateTime('2026-03-04T08:05:00Z'))).toBe('04/03/2026 09:05');
    expect(plain(reportFormat('en', 'UTC').dateTime('2026-03-04T08:05:00Z'))).toBe('3/4/26, 8:05 AM');
  });

  it('shows per-day dates as the UTC calendar day they name', () => {
    expect(reportFormat('en', 'America/Los_Angeles').day('2026-03-04')).toBe('Mar 4, 2026');
    expect(fr.day('2026-03-04')).toBe('4 mars 2026');
  });
});
