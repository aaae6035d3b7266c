import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Trip } from '../shared/reportTypes';
import { tripTotals } from './tripColumns';
import { useReportFormat } from '../../kit/format';

/** The trips table's last row: how many trips, how long and how far in all (columns as tripColumns). */
export function TripTotalsRow({ trips }: { trips: readonly Trip[] }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const totals = tripTotals(trips);
  const strong = { fontWeight: 600, color: 'text.primary', fontSize: 'inherit', whiteSpace: 'nowrap' };
  return (
    <TableRow>
      <TableCell colSpan={2} sx={strong}>
        {translate('reports.trips.totals', { smart_count: totals.count })}
      </TableCell>
      <TableCell align="right" sx={strong}>
        {format.duration(totals.durationSeconds)}
      </TableCell>
      <TableCell align="right" sx={strong}>
        {format.distanceKm(totals.distanceKm)}
      </TableCell>
      <TableCell colSpan={3} />
    </TableRow>
  );
}
