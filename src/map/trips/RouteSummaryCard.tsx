import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { coordinatesText } from '../routing/nominatim';
import { formatDistance, formatDuration } from '../routing/formatRoute';
import type { RouteSummary } from '../routing/routingService';

/** The route summary: origin, destination, distance, duration, start and end address, summary. */
export default function RouteSummaryCard({ route }: { route: RouteSummary }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, string][] = [
    ['origin', coordinatesText(route.origin)],
    ['destination', coordinatesText(route.destination)],
    ['distance', formatDistance(route.distance, locale)],
    ['duration', formatDuration(route.duration, locale)],
    ['start_address', route.startAddress],
    ['end_address', route.endAddress],
    ['summary', route.summary],
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
      {route.provider === 'offline' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('maps.route.estimated')}
        </Alert>
      )}
    </Box>
  );
}
