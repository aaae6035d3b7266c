import { describe, expect, it } from 'vitest';
import { normalDriverKey } from './driverKeys';

describe('normalDriverKey', () => {
  it('writes one key one way whatever the separators, case and leading zeros', () => {
    expect(normalDriverKey('1a2b3c4d')).toBe('1A2B3C4D');
    expect(normalDriverKey('1A:2B:3C:4D')).toBe('1A2B3C4D');
    expect(normalDriverKey('00000000 1a2b3c4d')).toBe('1A2B3C4D');
    expect(normalDriverKey('0000ABCD')).toBe('0000ABCD');
    expect(normalDriverKey('01A2B3C4D5E6F708')).toBe('1A2B3C4D5E6F708'.padStart(8, '0'));
  });

  it('refuses what is not a key: too short, too long, not hex, or no key at all', () => {
    expect(normalDriverKey('1A2B3C4')).toBeNull();
    expect(normalDriverKey('1A2B3C4D5E6F70812')).toBeNull();
    expect(normalDriverKey('1A2B3C4G')).toBeNull();
    expect(normalDriverKey('0000000000000000')).toBeNull();
  });
});
