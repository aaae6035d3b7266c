import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';
import type { FleetState } from '../fleet/fleetState';
import { formatDistance } from '../kit/formatRoute';
import { useNotifyError } from '../kit/useNotifyError';
import { assetDetailPath } from '../routePaths';
import { nameWithTenant, useTenantNames } from '../kit/useTenantNames';
import DashboardCard from './DashboardCard';
import { browserTimeZone } from '../kit/format';
import { resolvePeriod } from '../kit/period';

const SHOWN = 5;

/**
 * Today since midnight in the user's time zone, ranked by the server from the trips: the same
 * distance as each asset's movement report (GET /reports/distances).
 */
async function loadBusiest() {
  const { from, to } = resolvePeriod({ preset: 'today' }, new Date(), browserTimeZone());
  return unwrapRequired(
    apiClients().api.GET('/reports/distances', { params: { query: { from: from as string, to: to as string, limit: SHOWN } } }),
  );
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
    <DashboardCard
      title="maps.dashboard.busiest"
      emptyText="maps.dashboard.no_movement"
      loading={busiest.isPending}
      empty={busiest.data?.length === 0}
    >
      {busiest.data?.map(({ assetId, distanceKm }) => (
        // A list holds list items only: the link sits inside one (screen readers count the entries).
        <ListItem key={assetId} disablePadding>
          <ListItemButton component={Link} to={assetDetailPath(assetId)}>
            <ListItemText
              primary={nameWithTenant(nameOf(assetId), tenantNames, tenantOf(assetId))}
              secondary={formatDistance(distanceKm * 1000, locale)}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </DashboardCard>
  );
}
