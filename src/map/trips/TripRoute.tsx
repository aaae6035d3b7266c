import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import DeckLayers from '../DeckLayers';
import FitButton from '../FitButton';
import FitOnChange from '../FitOnChange';
import MapCanvas from '../MapCanvas';
import { boundsOfPoints } from '../geo/bounds';
import type { LatLng } from '../geo/distance';
import { routeLayers } from '../layers/routeLayers';
import { routeWaypoints } from '../routing/routeWaypoints';
import { planRoute } from '../routing/routingService';
import { useNotifyError } from '../useNotifyError';
import RouteSummaryCard from './RouteSummaryCard';

/** The driving route through a trip's points on a map, with its summary. */
export default function TripRoute({ track }: { track: readonly LatLng[] }) {
  const translate = useTranslate();
  const points = useMemo(() => routeWaypoints(track), [track]);
  const route = useQuery({ queryKey: ['map', 'route', points], queryFn: () => planRoute(points), retry: false, staleTime: Infinity });
  useNotifyError(route.error);
  const bounds = useMemo(() => boundsOfPoints(route.data ? route.data.geometry.map(([longitude, latitude]) => ({ longitude, latitude })) : points), [route.data, points]);
  const layers = useMemo(() => routeLayers((route.data?.geometry ?? []) as [number, number][], points), [route.data, points]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {route.isPending && <LinearProgress aria-label={translate('maps.route.loading')} />}
      <MapCanvas name="trip-route" label={translate('maps.route.map_label')} initialView={bounds && { bounds }} height={360}>
        <DeckLayers layers={layers} />
        <FitOnChange bounds={bounds} />
        <FitButton bounds={() => bounds} label="maps.fit_route" />
      </MapCanvas>
      {route.data && <RouteSummaryCard route={route.data} />}
    </Box>
  );
}
