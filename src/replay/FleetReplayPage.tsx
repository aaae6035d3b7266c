import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';
import { toFleetAsset } from '../live/useLiveFleet';
import PeriodInputs from '../kit/PeriodInputs';
import { FleetState } from '../fleet/fleetState';
import { boundsOfPoints } from '../map/geo/bounds';
import { useNotifyError } from '../kit/useNotifyError';
import { AssetGroupSelect, groupAssets } from '../kit/AssetGroupSelect';
import ReplayView from './ReplayView';
import { lastHours, periodRange, periodWindows } from './replayPeriod';
import { fromStartPositions, recordedSpan, tracksByAsset } from './timeline';

const POINTS_PER_WINDOW = 50_000;
const MAX_PERIOD_HOURS = 24;

/** The fleet's (or one asset group's) tracks from `start` to `end`. */
async function loadFleetReplay(start: number, end: number, groupId: string) {
  const client = apiClients().api;
  const windows = periodWindows(new Date(start), new Date(end));
  const from = new Date(start).toISOString();
  // The server keeps the group's assets only, so the windows' points are all theirs.
  const group = groupId ? { groupId } : {};
  const [assets, starts, ...pages] = await Promise.all([
    groupAssets(groupId),
    unwrapRequired(client.GET('/positions/latest', { params: { query: { at: from, ...group } } })),
    ...windows.map((window) =>
      unwrapRequired(client.GET('/positions', { params: { query: { ...window, maxPoints: POINTS_PER_WINDOW, ...group } } })),
    ),
  ]);
  const records = fromStartPositions(starts, pages.flat(), from);
  const tracks = tracksByAsset(records);
  const fleet = new FleetState();
  fleet.replace(assets.filter((asset) => tracks.has(asset.id)).map(toFleetAsset));
  return { fleet, tracks, bounds: boundsOfPoints(records), ...recordedSpan(tracks) };
}

/** The whole fleet, or a group of it, over a period (up to a day) on one time slider, from where each asset was at its start. */
export default function FleetReplayPage() {
  const translate = useTranslate();
  const [period, setPeriod] = useState(() => lastHours(1));
  const [groupId, setGroupId] = useState('');
  const [shown, setShown] = useState({ period, groupId });
  const range = useMemo(() => periodRange(shown.period), [shown.period]);
  const tooLong = (candidate: typeof period) => {
    const r = periodRange(candidate);
    return r === null || r.end - r.start > MAX_PERIOD_HOURS * 3600_000;
  };
  const replay = useQuery({
    queryKey: ['map', 'fleetReplay', range, shown.groupId],
    queryFn: () => loadFleetReplay(range!.start, range!.end, shown.groupId),
    enabled: range !== null && !tooLong(shown.period),
    staleTime: Infinity,
  });
  useNotifyError(replay.error);

  return (
    <Card component="section" aria-label={translate('maps.replay.fleet_title')} sx={{ my: 2 }}>
      <Title title="maps.replay.fleet_title" />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('maps.replay.fleet_title')}
        </Typography>
        <PeriodInputs value={period} onChange={setPeriod}>
          <AssetGroupSelect groupId={groupId} onChange={setGroupId} />
          <Button variant="contained" disabled={tooLong(period)} onClick={() => setShown({ period, groupId })}>
            {translate('maps.replay.load')}
          </Button>
          {tooLong(period) && <Typography color="error">{translate('maps.replay.period_rule', { hours: MAX_PERIOD_HOURS })}</Typography>}
        </PeriodInputs>
        {replay.isFetching && <LinearProgress aria-label={translate('maps.replay.loading')} />}
        {replay.data?.start === null && <Typography color="text.secondary">{translate('maps.replay.empty')}</Typography>}
        {replay.data && replay.data.start !== null && (
          <ReplayView key={replay.data.start} name="fleet-replay" {...replay.data} start={replay.data.start} end={replay.data.end} />
        )}
      </CardContent>
    </Card>
  );
}
