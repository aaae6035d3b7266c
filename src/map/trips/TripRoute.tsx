import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DeckLayers } from '../deckOverlay';
import FitButton from '../FitButton';
import { FitOnChange } from '../view';
import MapCanvas from '../MapCanvas';
import { boundsOfPoints } from '../geo/bounds';
import { drivingEventLayer } from '../layers/drivingEventLayers';
import { routeLayers } from '../layers/routeLayers';
import { routeWaypoints } from '../routing/routeWaypoints';
import { planRoute } from '../routing/routingService';
import { useNotifyError } from '../../kit/useNotifyError';
import RouteSummaryCard from './RouteSummaryCard';
import { TripEventsList, useTripDrivingEvents } from './TripEvents';
import type { Trip } from './TripsTable';

/** The driving route through a trip's points on a map with its harsh driving events, and the trip's measured summary. */
export default function TripRoute({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const points = useMemo(() => routeWaypoints(trip.waypoints), [trip.waypoints]);
  const route = useQuery({ queryKey: ['map', 'route', points], queryFn: () => planRoute(points), retry: false, staleTime: Infinity });
  useNotifyError(route.error);
  const bounds = useMemo(
    () => boundsOfPoints(route.data ? route.data.geometry.map(([longitude, latitude]) => ({ longitude, latitude })) : points),
    [route.data, points],
  );
  const events = useTripDrivingEvents(trip);
  const layers = useMemo(
    () => [...routeLayers((route.data?.geometry ?? []) as [number, number][], points), drivingEventLayer(events.data ?? [])],
    [route.data, points, events.data],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {route.isPending && <LinearProgress aria-label={translate('maps.route.loading')} />}
      <MapCanvas name="trip-route" label={translate('maps.route.map_label')} initialView={bounds && { bounds }} height={360}>
        <DeckLayers layers={layers} />
        <FitOnChange bounds={bounds} />
        <FitButton bounds={() => bounds} label="maps.fit_route" />
      </MapCanvas>
      {events.data && <TripEventsList events={events.data} />}
      <RouteSummaryCard trip={trip} route={route.data} />
    </Box>
  );
}
