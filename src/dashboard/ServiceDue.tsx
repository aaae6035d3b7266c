import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { useNotifyError } from '../kit/useNotifyError';
import { getServiceDue } from '../resources/servicePlans/serviceApi';
import { remainingText } from '../resources/servicePlans/ServiceStateText';
import DashboardCard from './DashboardCard';

const SHOWN = 5;

/** What is due for service in the fleet: plans overdue, then due soon, each with what is left or past. */
export default function ServiceDue() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const due = useQuery({ queryKey: ['dashboard', 'serviceDue'], queryFn: () => getServiceDue(SHOWN) });
  useNotifyError(due.error);
  return (
    <DashboardCard
      title="resources.servicePlans.dashboard.title"
      emptyText="resources.servicePlans.dashboard.none"
      loading={due.isPending}
      empty={due.data?.length === 0}
      footer={<Link to="/servicePlans">{translate('resources.servicePlans.dashboard.all')}</Link>}
    >
      {due.data?.map((state) => (
        <ListItem key={`${state.planId}:${state.assetId}`} disableGutters>
          <ListItemText
            primary={
              <>
                <bdi>{state.assetName}</bdi>: <bdi>{state.planName}</bdi> · {translate(`resources.servicePlans.states.${state.state}`)}
              </>
            }
            secondary={remainingText(state, translate, locale)}
          />
        </ListItem>
      ))}
    </DashboardCard>
  );
}
