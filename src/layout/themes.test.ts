import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './themes';

describe('buildTheme and the system’s reduced motion', () => {
  it('slides and fades menus, dialogs and drawers, with a ripple on buttons, by default', () => {
    const theme = createTheme(buildTheme('lite', 'ltr'));
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('shows them at once and without a ripple when the system asks for less motion, in both palettes', () => {
    for (const palette of ['lite', 'dark'] as const) {
      const theme = createTheme(buildTheme(palette, 'rtl', true));
      expect(theme.transitions.create('opacity')).toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.palette.mode).toBe(palette === 'dark' ? 'dark' : 'light');
      expect(theme.direction).toBe('rtl');
    }
  });
});
