import { createTheme, decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import { render, screen } from '@testing-library/react';
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

/** `top` drawn over the opaque `bottom`, as the browser composites them. */
function over(top: string, bottom: string): string {
  const [r, g, b, a = 1] = decomposeColor(top).values;
  const under = decomposeColor(bottom).values;
  return `rgb(${[r, g, b].map((value, i) => Math.round(value * a + under[i] * (1 - a))).join(', ')})`;
}

/** The background colour a `:hover` rule of the element's own classes gives it, from the page's style sheets. */
function hoveredBackground(element: HTMLElement, state = ''): string {
  const selectors = [...element.classList].map((name) => `.${name}${state}:hover`);
  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find((candidate): candidate is CSSStyleRule => candidate instanceof CSSStyleRule && selectors.includes(candidate.selectorText));
  return rule!.style.backgroundColor;
}

describe('a toggle button under the pointer (the geofence tools, the scores’ period)', () => {
  it.each(['lite', 'dark'] as const)('keeps its text at AA contrast (4.5:1) on the page and on a card, in the %s palette', (palette) => {
    const theme = createTheme(buildTheme(palette, 'ltr'));
    render(
      <ThemeProvider theme={theme}>
        <ToggleButton value="edit">Edit shape</ToggleButton>
        <ToggleButton value="draw" selected>
          Draw
        </ToggleButton>
      </ThemeProvider>,
    );
    for (const [button, state] of [
      [screen.getByRole('button', { name: 'Edit shape' }), ''],
      [screen.getByRole('button', { name: 'Draw' }), '.Mui-selected'],
    ] as const) {
      for (const surface of [theme.palette.background.default, theme.palette.background.paper]) {
        const background = over(hoveredBackground(button, state), surface);
        const text = over(getComputedStyle(button).color, background);
        expect(getContrastRatio(text, background), `${button.textContent} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
