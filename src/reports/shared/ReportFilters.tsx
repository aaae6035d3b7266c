import { Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** The bar of report choices above a report. */
export function ReportFilters({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {children}
      </Stack>
    </Paper>
  );
}
