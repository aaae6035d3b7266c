import { createTheme, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { LayoutSettings } from './settings';

type Direction = 'ltr' | 'rtl';

/** The console theme: lite and semi-dark use the light palette (semi-dark darkens only the sidebar). */
export function buildTheme(theme: LayoutSettings['theme'], direction: Direction): RaThemeOptions {
  return { ...(theme === 'dark' ? defaultDarkTheme : defaultLightTheme), direction };
}

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
