import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { EditButton, Show, TopToolbar, useGetMany, useNavigate, useRecordContext, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { useNotifyError } from '../../kit/useNotifyError';
import type { ReportColumn } from '../../reports/shared/columns';
import type { Trip } from '../../reports/shared/reportTypes';
import { ReportTable } from '../../reports/shared/ReportTable';
import { tripColumns } from '../../reports/trips/tripColumns';
import { tripRoutePath } from '../../reports/trips/TripsReport';
import { DriverOwnSessions } from './DriverSessionsPanel';
import { DriverScoreChart } from './DriverScoreChart';
import { driverEvents, driverScoreHistory, driverTrips } from './driverPageApi';

type Driver = components['schemas']['Driver'];
type DrivingEvent = components['schemas']['DrivingEvent'];

/** The page shows the last four weeks of trips and events (reports reach at most 31 days) and eight weeks of score. */
const RECENT_DAYS = 28;
const SCORE_WEEKS = 8;

/** A titled section of the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" id={titleId}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

const eventColumns: ReportColumn<DrivingEvent>[] = [
  { label: 'reports.columns.time', value: (event) => event.time, format: (event, f) => f.dateTime(event.time) },
  { label: 'driverPage.event', value: (event) => event.kind, format: (event, _f, t) => t(`maps.route.events.${event.kind}`) },
  { label: 'reports.columns.asset', value: (event) => event.assetName },
  {
    label: 'reports.columns.value',
    value: (event) => event.value,
    format: (event, f) => (event.value === null ? '' : `${f.number(event.value, 1)} m/s²`),
    numeric: true,
  },
  { label: 'reports.columns.speed', value: (event) => event.speedKmh, format: (event, f) => f.speedKmh(event.speedKmh), numeric: true },
];

/** The driver's last weeks: score by week, trips (each opens its route), harsh events. */
function DriverActivity({ driverId }: { driverId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Fixed for the visit, so that the queries' keys stay put.
  const [period] = useState(() => {
    const to = new Date();
    return { from: new Date(to.getTime() - RECENT_DAYS * 86_400_000).toISOString(), to: to.toISOString() };
  });
  const scores = useQuery({
    queryKey: ['drivers', driverId, 'scores'],
    queryFn: ({ signal }) => driverScoreHistory(driverId, SCORE_WEEKS, signal),
  });
  const trips = useQuery({
    queryKey: ['drivers', driverId, 'trips', period],
    queryFn: ({ signal }) => driverTrips(driverId, period, signal),
  });
  const events = useQuery({
    queryKey: ['drivers', driverId, 'events', period],
    queryFn: ({ signal }) => driverEvents(driverId, period, signal),
  });
  useNotifyError(scores.error ?? trips.error ?? events.error);
  const assetIds = [...new Set((trips.data ?? []).map((trip) => trip.assetId))];
  const { data: assets = [] } = useGetMany('assets', { ids: assetIds }, { enabled: assetIds.length > 0 });
  const assetNames = new Map(assets.map((asset) => [String(asset.id), String(asset.name)]));
  const tripTable: ReportColumn<Trip>[] = [
    { label: 'reports.columns.asset', value: (trip) => assetNames.get(trip.assetId) ?? '' },
    ...tripColumns,
  ];
  const none = (key: string) => <Typography color="text.secondary">{translate(key)}</Typography>;
  return (
    <>
      <Section title={translate('driverPage.score')}>{scores.data && <DriverScoreChart weeks={scores.data} />}</Section>
      <Section title={translate('driverPage.trips', { days: RECENT_DAYS })}>
        {trips.data?.length === 0 && none('driverPage.no_trips')}
        {trips.data && trips.data.length > 0 && (
          <ReportTable
            label={translate('driverPage.trips', { days: RECENT_DAYS })}
            columns={tripTable}
            rows={trips.data}
            rowKey={(trip) => trip.id}
            onRowClick={(trip) => navigate(tripRoutePath(trip))}
          />
        )}
      </Section>
      <Section title={translate('driverPage.events', { days: RECENT_DAYS })}>
        {events.data?.length === 0 && none('driverPage.no_events')}
        {events.data && events.data.length > 0 && (
          <ReportTable
            label={translate('driverPage.events', { days: RECENT_DAYS })}
            columns={eventColumns}
            rows={events.data}
            rowKey={(event) => event.id}
          />
        )}
      </Section>
    </>
  );
}

function DriverDetail() {
  const driver = useRecordContext<Driver>();
  if (!driver) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <Typography variant="h5" component="h1">
        {driver.name}
      </Typography>
      <DriverActivity driverId={String(driver.id)} />
      <DriverOwnSessions driverId={String(driver.id)} />
    </Box>
  );
}

/** A driver's own page (issue 30): their score over the weeks, trips, harsh driving and driving sessions. */
export function DriverShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <DriverDetail />
    </Show>
  );
}
