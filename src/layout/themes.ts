import { createTheme, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import createCache from '@emotion/cache';
import { useEffect } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { LayoutSettings } from './settings';

type Direction = 'ltr' | 'rtl';

/**
 * The console theme: lite and semi-dark use the light palette (semi-dark darkens only the sidebar). `reducedMotion`:
 * the system asks for less motion (prefers-reduced-motion), so menus, dialogs and drawers appear without sliding or
 * fading, and buttons without a ripple; loading indicators still move, they say something is under way.
 */
export function buildTheme(theme: LayoutSettings['theme'], direction: Direction, reducedMotion = false): RaThemeOptions {
  const base =
    theme === 'dark'
      ? { ...defaultDarkTheme, palette: { ...defaultDarkTheme.palette, ...readableDarkColours }, direction }
      : {
          ...defaultLightTheme,
          palette: { ...defaultLightTheme.palette, ...readableStatusColours },
          components: { ...defaultLightTheme.components, ...readableLightComponents },
          direction,
        };
  return reducedMotion ? withoutMotion(base) : base;
}

function withoutMotion(theme: RaThemeOptions): RaThemeOptions {
  return {
    ...theme,
    transitions: { ...theme.transitions, create: () => 'none' },
    components: {
      ...theme.components,
      MuiButtonBase: {
        ...theme.components?.MuiButtonBase,
        defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
    },
  };
}

// The status colours of the spec (orange, blue) in shades dark enough for text on white and
// white text on them (WCAG AA): MUI's default orange and light blue are not.
const readableStatusColours = {
  // Also the primary blue: MUI's #1976d2 is 4.3:1 on the page's #fafafa, under AA for text buttons and tabs (axe).
  primary: { main: '#1565c0' },
  warning: { main: '#b45309' },
  info: { main: '#0369a1' },
  // MUI's red (#d32f2f) is 3.7:1 on react-admin's grey form toolbar (#e0e0e0): axe found the edit pages'
  // Delete button under AA. Red 900 is 4.9:1 there and 6.5:1 on white, also under white text.
  error: { main: '#b71c1c' },
};

// A toggle button's text is MUI's action.active (54% black): 4.48:1 on its hovered grey over the page (axe, the
// geofence tools under the pointer). The secondary text's 60% is 5.3:1 there; selected toggles keep the primary text.
const readableLightComponents: NonNullable<RaThemeOptions['components']> = {
  MuiToggleButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) } },
};

// MUI's dark error red (#f44336) is 3.5:1 on react-admin's dark page (#313131) as text and 3.7:1
// under white text: axe found the error chips and buttons under AA. Red 200 is 6:1, with dark text on it.
const readableDarkColours = {
  error: { main: '#ef9a9a', contrastText: 'rgba(0, 0, 0, 0.87)' },
};

const sidebarThemes = new Map<Direction, Theme>();

/** The dark theme the semi-dark sidebar is drawn with. */
export function darkSidebarTheme(direction: Direction): Theme {
  let theme = sidebarThemes.get(direction);
  if (!theme) {
    theme = createTheme({ ...defaultDarkTheme, direction });
    sidebarThemes.set(direction, theme);
  }
  return theme;
}

/** Emotion caches per direction: the RTL one flips left/right in every generated style. */
export const emotionCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The document follows the language: `lang` and `dir` on <html>, so portals (menus, dialogs) flip too. */
export function useDocumentDirection(locale: string, direction: 'ltr' | 'rtl') {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
}
