import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A chart with its visible title, which also names it for assistive technology. */
export function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, mb: 2, breakInside: 'avoid' }}>
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
