import { describe, expect, it } from 'vitest';
import { effectiveTheme, parseColorScheme } from './colorScheme';

describe('effectiveTheme', () => {
  it('keeps the layout theme until the user chooses', () => {
    expect(effectiveTheme(null, 'semi-dark', true)).toBe('semi-dark');
  });

  it('draws dark when chosen, or when following a dark system', () => {
    expect(effectiveTheme('dark', 'lite', false)).toBe('dark');
    expect(effectiveTheme('system', 'lite', true)).toBe('dark');
  });

  it('draws the layout’s light variant otherwise', () => {
    expect(effectiveTheme('light', 'dark', true)).toBe('lite');
    expect(effectiveTheme('light', 'semi-dark', false)).toBe('semi-dark');
    expect(effectiveTheme('system', 'dark', false)).toBe('lite');
  });

  it('reads only a known stored choice', () => {
    expect(parseColorScheme('system')).toBe('system');
    expect(parseColorScheme('blue')).toBeNull();
    expect(parseColorScheme(null)).toBeNull();
  });
});
