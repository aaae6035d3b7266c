/** Layout choices, set by URL query parameters (`theme`, `layout-type`, `nav-style`) and remembered. */
export const THEMES = ['lite', 'dark', 'semi-dark'] as const;
export const LAYOUT_TYPES = ['full', 'boxed', 'framed'] as const;
export const NAV_STYLES = [
  'fixed',
  'mini-sidebar',
  'drawer',
  'no-header-mini-sidebar',
  'no-header-expanded-sidebar',
  'horizontal-default',
  'horizontal-dark',
  'horizontal-light',
] as const;

export interface LayoutSettings {
  theme: (typeof THEMES)[number];
  layoutType: (typeof LAYOUT_TYPES)[number];
  navStyle: (typeof NAV_STYLES)[number];
}

export const DEFAULT_SETTINGS: LayoutSettings = { theme: 'lite', layoutType: 'full', navStyle: 'fixed' };

const PARAMS = [
  ['theme', 'theme', THEMES],
  ['layoutType', 'layout-type', LAYOUT_TYPES],
  ['navStyle', 'nav-style', NAV_STYLES],
] as const;

/** "No-header mini sidebar", "mini_sidebar" and "mini-sidebar" all name the same style. */
const normalize = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const pick = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' ? allowed.find((option) => option === normalize(value)) : undefined;

/** The valid settings named in a query string; unknown values are ignored. */
export function settingsFromQuery(search: string): Partial<LayoutSettings> {
  const query = new URLSearchParams(search);
  const found: Partial<LayoutSettings> = {};
  for (const [key, param, allowed] of PARAMS) {
    const value = pick<string>(allowed, query.get(param));
    if (value) Object.assign(found, { [key]: value });
  }
  return found;
}

/** Remembered settings from storage; anything malformed falls back to the defaults. */
export function parseRemembered(json: string | null): LayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json ?? '{}') ?? {};
  } catch {
    // A corrupt entry is forgotten.
  }
  const settings = { ...DEFAULT_SETTINGS };
  for (const [key, , allowed] of PARAMS) {
    const value = pick<string>(allowed, stored[key]);
    if (value) Object.assign(settings, { [key]: value });
  }
  return settings;
}
