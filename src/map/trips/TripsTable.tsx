import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { formatDistance, formatDuration } from '../../kit/formatRoute';

export type Trip = components['schemas']['Trip'];

interface TripsTableProps {
  trips: Trip[];
  selectedId: string | null;
  onSelect: (trip: Trip) => void;
}

const COLUMNS = ['start', 'end', 'distance', 'duration', 'start_address', 'end_address'] as const;

/** Trips as rows; a row is chosen by click or by Enter or Space. */
export default function TripsTable({ trips, selectedId, onSelect }: TripsTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = (iso: string) => new Date(iso).toLocaleString(locale);
  const choose = (trip: Trip) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(trip);
  };
  return (
    <Table size="small" aria-label={translate('maps.trips.title')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`maps.trips.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {trips.map((trip) => (
          <TableRow
            key={trip.id}
            hover
            selected={trip.id === selectedId}
            aria-selected={trip.id === selectedId}
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() => onSelect(trip)}
            onKeyDown={choose(trip)}
          >
            <TableCell>{time(trip.startTime)}</TableCell>
            <TableCell>{time(trip.endTime)}</TableCell>
            <TableCell>{formatDistance(trip.distanceKm * 1000, locale)}</TableCell>
            <TableCell>{formatDuration(trip.durationSeconds, locale)}</TableCell>
            <TableCell>{trip.startAddress ?? '—'}</TableCell>
            <TableCell>{trip.endAddress ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
