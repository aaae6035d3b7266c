import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

/** deck.gl tooltips dressed like the console's own (MUI paper, body font). */
export function useTooltipStyle(): Partial<CSSStyleDeclaration> {
  const theme = useTheme();
  return useMemo(
    () => ({
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      fontFamily: String(theme.typography.fontFamily),
      fontSize: '13px',
      padding: '4px 8px',
      borderRadius: '4px',
      boxShadow: theme.shadows[3],
    }),
    [theme],
  );
}
