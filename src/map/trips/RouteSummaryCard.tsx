import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { coordinatesText, formatDistance, formatDuration } from '../../kit/formatRoute';
import type { RouteSummary } from '../routing/routingService';
import type { Trip } from './TripsTable';

/**
 * A recorded trip's summary: origin, destination, start and end address, and the distance and
 * duration measured from its positions (the server's trip derivation), never the routing service's
 * estimate; the planned route through its points adds its summary (road names) once known.
 */
export default function RouteSummaryCard({ trip, route }: { trip: Trip; route: RouteSummary | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, string][] = [
    ['origin', coordinatesText(trip.origin)],
    ['destination', coordinatesText(trip.destination)],
    ['distance', formatDistance(trip.distanceKm * 1000, locale)],
    ['duration', formatDuration(trip.durationSeconds, locale)],
    ['start_address', trip.startAddress ?? route?.startAddress ?? '—'],
    ['end_address', trip.endAddress ?? route?.endAddress ?? '—'],
    ['summary', route?.summary ?? '—'],
  ];
  return (
    <Box component="section" aria-label={translate('maps.route.title')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }} data-route-field={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`maps.route.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('maps.route.measured')}
      </Alert>
    </Box>
  );
}
