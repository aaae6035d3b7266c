import { PathLayer } from '@deck.gl/layers';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';
import PeriodInputs from '../kit/PeriodInputs';
import { FleetState } from '../fleet/fleetState';
import { boundsOfPoints } from '../map/geo/bounds';
import { useNotifyError } from '../kit/useNotifyError';
import ReplayView from './ReplayView';
import { lastHours, periodRange, todaySoFar } from './replayPeriod';
import { recordedSpan, toTrack } from './timeline';

const MAX_POINTS = 5000;

async function loadReplay(assetId: string, start: number, end: number) {
  const client = apiClients().assets;
  const [asset, records] = await Promise.all([
    unwrapRequired(client.GET('/assets/{id}', { params: { path: { id: assetId } } })),
    unwrapRequired(
      client.GET('/assets/{id}/report/timeseries/location', {
        params: {
          path: { id: assetId },
          query: { from: new Date(start).toISOString(), to: new Date(end).toISOString(), maxPoints: MAX_POINTS },
        },
      }),
    ),
  ]);
  const fleet = new FleetState();
  fleet.replace([{ id: asset.id, name: asset.name, latitude: null, longitude: null, heading: null, status: asset.status }]);
  const path = records.map((r): [number, number] => [r.longitude, r.latitude]);
  const tracks = new Map([[asset.id, toTrack(records)]]);
  return { fleet, tracks, path, bounds: boundsOfPoints(records), ...recordedSpan(tracks) };
}

/**
 * The recorded track beneath the marker. Made per map, never kept with the cached answer: deck.gl
 * finalizes a layer with the map that drew it and refuses it on the next map (an assertion error
 * when the replay was opened again).
 */
const trackLayer = (path: [number, number][]) =>
  new PathLayer({
    id: 'replay-track',
    data: [{ path }],
    getPath: (d: { path: [number, number][] }) => d.path,
    getColor: [25, 118, 210, 140],
    getWidth: 3,
    widthUnits: 'pixels',
  });

/**
 * Plays back one asset's recorded positions over a chosen period: at first today since midnight
 * (`today`, the vehicle card's "Replay today") or the last 24 hours.
 */
export default function ReplayPanel({ assetId, today = false }: { assetId: string; today?: boolean }) {
  const translate = useTranslate();
  const [period, setPeriod] = useState(() => (today ? todaySoFar() : lastHours(24)));
  const [shown, setShown] = useState(period);
  const range = useMemo(() => periodRange(shown), [shown]);
  const replay = useQuery({
    queryKey: ['map', 'replay', assetId, range],
    queryFn: () => loadReplay(assetId, range!.start, range!.end),
    enabled: range !== null,
    staleTime: Infinity,
  });
  useNotifyError(replay.error);
  const underlay = useMemo(() => (replay.data ? [trackLayer(replay.data.path)] : []), [replay.data]);

  return (
    <Card component="section" aria-label={translate('maps.replay.title')}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('maps.replay.title')}
        </Typography>
        <PeriodInputs value={period} onChange={setPeriod}>
          <Button variant="contained" disabled={periodRange(period) === null} onClick={() => setShown(period)}>
            {translate('maps.replay.load')}
          </Button>
        </PeriodInputs>
        {replay.isFetching && <LinearProgress aria-label={translate('maps.replay.loading')} />}
        {replay.data?.start === null && <Typography color="text.secondary">{translate('maps.replay.empty')}</Typography>}
        {replay.data && replay.data.start !== null && (
          <ReplayView
            key={replay.data.start}
            name="replay"
            fleet={replay.data.fleet}
            tracks={replay.data.tracks}
            bounds={replay.data.bounds}
            start={replay.data.start}
            end={replay.data.end}
            underlay={underlay}
          />
        )}
      </CardContent>
    </Card>
  );
}
