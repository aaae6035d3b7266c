import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';
import { subscribeLive } from '../live/liveHub';
import { useNotifyError } from '../kit/useNotifyError';
import { useAlertWording } from '../kit/alerts/AlertMessageField';
import { nameWithTenant, useTenantNames } from '../kit/useTenantNames';
import DashboardCard from './DashboardCard';

const SHOWN = 5;
const queryKey = ['dashboard', 'unreadAlerts'];

/** The newest unread alerts; a new alert on the live stream brings the list up to date. */
export default function LatestAlerts() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const word = useAlertWording();
  const tenantNames = useTenantNames();
  const alerts = useQuery({
    queryKey,
    queryFn: () => unwrapRequired(apiClients().api.GET('/alert', { params: { query: { unread: true, pageNumber: 1, pageSize: SHOWN } } })),
  });
  useNotifyError(alerts.error);
  useEffect(() => subscribeLive({ onAlert: () => void queryClient.invalidateQueries({ queryKey }) }), [queryClient]);

  return (
    <DashboardCard
      title="maps.dashboard.latest_alerts"
      emptyText="maps.dashboard.no_alerts"
      loading={alerts.isPending}
      empty={alerts.data?.length === 0}
      footer={<Link to="/alerts">{translate('maps.dashboard.all_alerts')}</Link>}
    >
      {alerts.data?.map((alert) => (
        <ListItem key={alert.id} disableGutters>
          <ListItemText
            primary={word(alert)}
            // Each part isolated: in Arabic a Latin asset name beside the date's digits would run into it.
            secondary={
              <>
                <bdi>{nameWithTenant(alert.assetName, tenantNames, alert.tenantId)}</bdi> ·{' '}
                <bdi>{new Date(alert.time).toLocaleString(locale)}</bdi>
              </>
            }
          />
        </ListItem>
      ))}
    </DashboardCard>
  );
}
