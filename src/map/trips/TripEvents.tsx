import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { apiClients } from '../../api/client';
import type { components } from '../../api/schema';
import { unwrapRequired } from '../../api/unwrap';
import { useNotifyError } from '../../kit/useNotifyError';
import type { Trip } from './TripsTable';

export type DrivingEvent = components['schemas']['DrivingEvent'];

/** More than a trip holds: a driver with this many harsh events in one trip is shown the first of them. */
const MAX_EVENTS = 200;

/** The harsh driving of the trip's asset between the trip's start and end (the end included). */
export function useTripDrivingEvents(trip: Trip) {
  const events = useQuery({
    queryKey: ['map', 'tripEvents', trip.id],
    queryFn: ({ signal }) =>
      unwrapRequired(
        apiClients().api.GET('/reports/drivingEvents', {
          params: {
            query: {
              assetId: trip.assetId,
              from: trip.startTime,
              // The period's end is exclusive; an event at the trip's last fix belongs to it.
              to: new Date(Date.parse(trip.endTime) + 1).toISOString(),
              pageNumber: 1,
              pageSize: MAX_EVENTS,
              sort: 'time',
            },
          },
          signal,
        }),
      ),
  });
  useNotifyError(events.error);
  return events;
}

/** The trip's harsh events in time order, beside their dots on the map: what, when, how hard and how fast. */
export function TripEventsList({ events }: { events: readonly DrivingEvent[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {translate('maps.route.events.title')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('maps.route.events.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {events.map((event) => (
            <ListItem key={event.id} disableGutters>
              <ListItemText
                primary={`${translate(`maps.route.events.${event.kind}`)} · ${new Date(event.time).toLocaleTimeString(locale)}`}
                secondary={[
                  event.value === null ? null : translate('maps.route.events.value', { value: number.format(event.value) }),
                  translate('maps.route.events.speed', { speed: number.format(event.speedKmh) }),
                  event.driverName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
