import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration } from './formatRoute';

describe('route figures', () => {
  it('shows metres below a kilometre and kilometres above', () => {
    expect(formatDistance(640.4, 'en')).toBe('640 m');
    expect(formatDistance(12_345, 'en')).toBe('12.3 km');
    expect(formatDistance(12_345, 'fr')).toMatch(/^12,3\skm$/);
  });

  it('shows minutes, and hours with minutes past an hour', () => {
    expect(formatDuration(540, 'en')).toBe('9 min');
    expect(formatDuration(3900, 'en')).toBe('1 hr 5 min');
  });
});
