import { useMediaQuery } from '@mui/material';
import { useLayoutSettings } from './LayoutSettingsContext';
import { navShape } from './navShape';

/** Spec: below 992 px wide the sidebar becomes a drawer. */
export const COMPACT_QUERY = '(max-width: 991.98px)';

export function useNavShape() {
  const { navStyle } = useLayoutSettings();
  const compact = useMediaQuery(COMPACT_QUERY, { noSsr: true });
  return navShape(navStyle, compact);
}
