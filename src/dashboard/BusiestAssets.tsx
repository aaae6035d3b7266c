import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';
import type { FleetState } from '../fleet/fleetState';
import { formatDistance } from '../map/routing/formatRoute';
import { useNotifyError } from '../map/useNotifyError';
import { assetDetailPath } from '../resources/assets/asset';
import { nameWithTenant, useTenantNames } from '../resources/shared/useTenantNames';
import DashboardCard from './DashboardCard';
import { busiestAssets, windowsOfToday } from './busiestAssets';

const SHOWN = 5;
// Thinned per asset by the server; enough to rank a fleet by distance without megabytes of JSON.
const POINTS_PER_WINDOW = 20_000;

async function loadBusiest() {
  const windows = windowsOfToday(new Date());
  const pages = await Promise.all(
    windows.map((window) => unwrapRequired(apiClients().api.GET('/positions', { params: { query: { ...window, maxPoints: POINTS_PER_WINDOW } } }))),
  );
  return busiestAssets(pages.flat(), SHOWN);
}

/** The assets that travelled farthest today, each a link to its page; a SysAdmin reads each one's tenant beside it. */
export default function BusiestAssets({ fleet, assets }: { fleet: FleetState; assets?: readonly { id: string; tenantId: string }[] }) {
  const [locale] = useLocaleState();
  const tenantNames = useTenantNames();
  const tenantOf = (id: string) => assets?.find((asset) => asset.id === id)?.tenantId;
  const busiest = useQuery({ queryKey: ['dashboard', 'busiest'], queryFn: loadBusiest, refetchInterval: 5 * 60_000 });
  useNotifyError(busiest.error);
  const nameOf = (id: string) => fleet.names[fleet.indexOf(id) ?? -1] ?? id;

  return (
    <DashboardCard title="maps.dashboard.busiest" emptyText="maps.dashboard.no_movement" loading={busiest.isPending} empty={busiest.data?.length === 0}>
      {busiest.data?.map(([assetId, meters]) => (
        // A list holds list items only: the link sits inside one (screen readers count the entries).
        <ListItem key={assetId} disablePadding>
          <ListItemButton component={Link} to={assetDetailPath(assetId)}>
            <ListItemText primary={nameWithTenant(nameOf(assetId), tenantNames, tenantOf(assetId))} secondary={formatDistance(meters, locale)} />
          </ListItemButton>
        </ListItem>
      ))}
    </DashboardCard>
  );
}
