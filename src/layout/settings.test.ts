import { describe, expect, it } from 'vitest';
import { navShape } from './navShape';
import { DEFAULT_SETTINGS, NAV_STYLES, parseRemembered, settingsFromQuery } from './settings';

describe('settingsFromQuery', () => {
  it('reads theme, layout-type and nav-style', () => {
    expect(settingsFromQuery('?theme=dark&layout-type=boxed&nav-style=horizontal-dark')).toEqual({
      theme: 'dark',
      layoutType: 'boxed',
      navStyle: 'horizontal-dark',
    });
  });

  it("accepts the spec's spaced names, URL-encoded, in any case", () => {
    expect(settingsFromQuery('?nav-style=No-header%20mini%20sidebar&theme=Semi%20Dark')).toEqual({
      navStyle: 'no-header-mini-sidebar',
      theme: 'semi-dark',
    });
    expect(settingsFromQuery('?nav-style=mini+sidebar')).toEqual({ navStyle: 'mini-sidebar' });
  });

  it('ignores unknown values and other parameters', () => {
    expect(settingsFromQuery('?theme=purple&layout-type=&page=2')).toEqual({});
  });
});

describe('parseRemembered', () => {
  it('restores remembered settings', () => {
    expect(parseRemembered('{"theme":"dark","layoutType":"framed","navStyle":"drawer"}')).toEqual({
      theme: 'dark',
      layoutType: 'framed',
      navStyle: 'drawer',
    });
  });

  it('falls back to the defaults for missing, corrupt or unknown values', () => {
    expect(parseRemembered(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseRemembered('{oops')).toEqual(DEFAULT_SETTINGS);
    expect(parseRemembered('null')).toEqual(DEFAULT_SETTINGS);
    expect(parseRemembered('{"theme":"neon","navStyle":"drawer"}')).toEqual({ ...DEFAULT_SETTINGS, navStyle: 'drawer' });
  });
});

describe('navShape', () => {
  it('turns every style into a header with a temporary drawer below the breakpoint', () => {
    for (const style of NAV_STYLES) {
      expect(navShape(style, true)).toEqual({ header: true, sidebar: 'temporary', horizontal: null });
    }
  });

  it.each([
    ['fixed', true, 'permanent-open', null],
    ['mini-sidebar', true, 'permanent-mini', null],
    ['drawer', true, 'temporary', null],
    ['no-header-mini-sidebar', false, 'permanent-mini', null],
    ['no-header-expanded-sidebar', false, 'permanent-open', null],
    ['horizontal-default', true, 'none', 'default'],
    ['horizontal-dark', true, 'none', 'dark'],
    ['horizontal-light', true, 'none', 'light'],
  ] as const)('lays out %s on a wide screen', (style, header, sidebar, horizontal) => {
    expect(navShape(style, false)).toEqual({ header, sidebar, horizontal });
  });
});
