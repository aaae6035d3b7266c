import type { LayoutSettings } from './settings';

/** The user's choice in the user menu; none made means the layout setting's theme (`?theme=`). */
export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const COLOR_SCHEME_KEY = 'fleet.colorScheme';

export const parseColorScheme = (stored: string | null): ColorScheme | null => COLOR_SCHEMES.find((scheme) => scheme === stored) ?? null;

/**
 * The theme drawn: dark when chosen (or when the system is dark and the user follows it), else
 * the layout's light variant (lite, or semi-dark with its dark sidebar).
 */
export function effectiveTheme(
  choice: ColorScheme | null,
  layoutTheme: LayoutSettings['theme'],
  systemDark: boolean,
): LayoutSettings['theme'] {
  if (choice === null) return layoutTheme;
  const dark = choice === 'dark' || (choice === 'system' && systemDark);
  if (dark) return 'dark';
  return layoutTheme === 'dark' ? 'lite' : layoutTheme;
}
