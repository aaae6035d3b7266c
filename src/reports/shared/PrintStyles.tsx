import { GlobalStyles } from '@mui/material';

export const PRINT_AREA = 'report-print-area';
export const NO_PRINT = 'report-no-print';

/**
 * Printing shows only the report: everything that neither holds nor sits inside the print area
 * disappears, whatever the layout around it, and the area's ancestors lose their frames and offsets.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [`body *:not(:has(.${PRINT_AREA})):not(.${PRINT_AREA}):not(.${PRINT_AREA} *)`]: { display: 'none !important' },
          [`body *:has(.${PRINT_AREA})`]: {
            margin: '0 !important',
            padding: '0 !important',
            border: 'none !important',
            boxShadow: 'none !important',
            width: 'auto !important',
            maxWidth: 'none !important',
            overflow: 'visible !important',
            position: 'static !important',
          },
          [`.${PRINT_AREA}`]: { border: 'none !important', padding: '0 !important' },
          [`.${PRINT_AREA} .${NO_PRINT}`]: { display: 'none !important' },
          [`.${PRINT_AREA} > section + section`]: { breakBefore: 'page' },
        },
      }}
    />
  );
}
