import { useTheme } from '@mui/material';

/**
 * Axes that read in the language's direction: in Arabic time runs right to left and the value
 * axis stands on the right, as a reader of the language expects.
 */
export function useChartAxes() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return {
    color: theme.palette.primary.main,
    reverse: rtl,
    /** The value axis, its ticks written as the values are (with their unit). */
    valueAxis: (formatValue: (value: number) => string) => ({
      position: rtl ? ('right' as const) : ('left' as const),
      width: 'auto' as const,
      valueFormatter: formatValue,
    }),
  };
}
