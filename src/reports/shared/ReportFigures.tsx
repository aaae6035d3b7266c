import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cellText, type ReportColumn } from './columns';
import { useReportFormat } from '../../kit/format';

/** The headline figures of a report, each labelled, as a row of tiles. */
export function ReportFigures<Row>({ columns, row }: { columns: ReportColumn<Row>[]; row: Row }) {
  const translate = useTranslate();
  const format = useReportFormat();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5, m: 0, mb: 2 }}>
      {columns.map((column) => (
        <Paper key={column.label} variant="outlined" sx={{ p: 1.5, breakInside: 'avoid' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(column.label)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {cellText(column, row, format, translate)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
