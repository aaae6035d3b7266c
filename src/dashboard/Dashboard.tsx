import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { messageOf } from '../api/errors';
import { useLiveFleet } from '../live/useLiveFleet';
import type { AssetStatus } from '../fleet/status';
import { useNotifyError } from '../kit/useNotifyError';
import { LiveMapWithPanel } from './vehiclePanel/LiveMapWithPanel';
import BusiestAssets from './BusiestAssets';
import LatestAlerts from './LatestAlerts';
import StatusCounts from './StatusCounts';
import ServiceDue from './ServiceDue';
import DrivingScores from './DrivingScores';
import { REPLAY_PATH } from '../routePaths';

/**
 * The operator's screen: the live fleet map and its vehicle panel, counts by status, unread alerts, what is due for
 * service, the week's best and worst drivers and today's busiest assets.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const { fleet, assets, loaded, error } = useLiveFleet();
  const [filter, setFilter] = useState<AssetStatus | null>(null);
  useNotifyError(error);

  return (
    <Box
      sx={{
        py: 2,
        pb: { xs: 8, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Title title="maps.dashboard.title" />
      <Box component="section" aria-labelledby="fleet-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="fleet-title" variant="h5" component="h1">
            {translate('maps.dashboard.title')}
          </Typography>
          <Button component={RouterLink} to={REPLAY_PATH} variant="contained" size="small">
            {translate('maps.replay.fleet_title')}
          </Button>
        </Stack>
        {loaded && assets ? (
          <>
            <StatusCounts fleet={fleet} filter={filter} onFilter={setFilter} />
            <LiveMapWithPanel fleet={fleet} assets={assets} statusFilter={filter} height="max(420px, calc(100vh - 220px))" />
          </>
        ) : error ? (
          <Alert severity="error">{translate(messageOf(error))}</Alert>
        ) : (
          <CircularProgress aria-label={translate('maps.fleet.loading')} sx={{ justifySelf: 'center', my: 8 }} />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <LatestAlerts />
        <ServiceDue />
        <DrivingScores />
        <BusiestAssets fleet={fleet} assets={assets} />
      </Box>
    </Box>
  );
}
