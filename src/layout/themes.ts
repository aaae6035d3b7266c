import { createTheme, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { LayoutSettings } from './settings';

type Direction = 'ltr' | 'rtl';

/** The console theme: lite and semi-dark use the light palette (semi-dark darkens only the sidebar). */
export function buildTheme(theme: LayoutSettings['theme'], direction: Direction): RaThemeOptions {
  if (theme === 'dark') return { ...defaultDarkTheme, direction };
  return { ...defaultLightTheme, palette: { ...defaultLightTheme.palette, ...readableStatusColours }, direction };
}

// The status colours of the spec (orange, blue) in shades dark enough for text on white and
// white text on them (WCAG AA): MUI's default orange and light blue are not.
const readableStatusColours = {
  warning: { main: '#b45309' },
  info: { main: '#0369a1' },
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
