import { useMediaQuery } from '@mui/material';
import type { LayoutSettings } from './settings';
import { useLayoutSettings } from './LayoutSettingsContext';

/**
 * What a nav style puts on screen. Below the 992 px breakpoint every style becomes a header
 * with a temporary drawer: there is no room for a docked sidebar or a horizontal menu.
 */
export interface NavShape {
  header: boolean;
  /** permanent-open starts expanded, permanent-mini starts as icons; both can be toggled. */
  sidebar: 'permanent-open' | 'permanent-mini' | 'temporary' | 'none';
  /** Menu entries laid out in the header instead of a sidebar, with the header's colour. */
  horizontal: 'default' | 'dark' | 'light' | null;
}

export function navShape(navStyle: LayoutSettings['navStyle'], compact: boolean): NavShape {
  if (compact) return { header: true, sidebar: 'temporary', horizontal: null };
  switch (navStyle) {
    case 'fixed':
      return { header: true, sidebar: 'permanent-open', horizontal: null };
    case 'mini-sidebar':
      return { header: true, sidebar: 'permanent-mini', horizontal: null };
    case 'drawer':
      return { header: true, sidebar: 'temporary', horizontal: null };
    case 'no-header-mini-sidebar':
      return { header: false, sidebar: 'permanent-mini', horizontal: null };
    case 'no-header-expanded-sidebar':
      return { header: false, sidebar: 'permanent-open', horizontal: null };
    case 'horizontal-default':
      return { header: true, sidebar: 'none', horizontal: 'default' };
    case 'horizontal-dark':
      return { header: true, sidebar: 'none', horizontal: 'dark' };
    case 'horizontal-light':
      return { header: true, sidebar: 'none', horizontal: 'light' };
  }
}

/** Spec: below 992 px wide the sidebar becomes a drawer. */
export const COMPACT_QUERY = '(max-width: 991.98px)';

export function useNavShape() {
  const { navStyle } = useLayoutSettings();
  const compact = useMediaQuery(COMPACT_QUERY, { noSsr: true });
  return navShape(navStyle, compact);
}
