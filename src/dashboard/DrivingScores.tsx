import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { useNotifyError } from '../kit/useNotifyError';
import { REPORTS_PATH } from '../routePaths';
import { getDrivingScores } from '../reports/scores/scoresApi';
import type { DrivingScore } from '../reports/scores/scoreColumns';
import DashboardCard from './DashboardCard';

const SHOWN = 5;

/**
 * The best five and the worst five of the drivers scored (20 km or more) over the last 7 days, worst first in
 * theirs; with ten or fewer scored, each driver is shown once.
 */
export function bestAndWorst(rows: readonly DrivingScore[]): { best: DrivingScore[]; worst: DrivingScore[] } {
  const scored = rows.filter((row) => row.score !== null);
  return { best: scored.slice(0, SHOWN), worst: scored.slice(Math.max(SHOWN, scored.length - SHOWN)).reverse() };
}

/** The week's best and worst drivers by driving score, each with the score of the week before. */
export default function DrivingScores() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const scores = useQuery({
    queryKey: ['dashboard', 'drivingScores'],
    queryFn: ({ signal }) => getDrivingScores({ by: 'driver' }, signal),
  });
  useNotifyError(scores.error);
  const { best, worst } = bestAndWorst(scores.data ?? []);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const item = (row: DrivingScore) => (
    <ListItem key={row.id} disableGutters>
      <ListItemText
        primary={
          <>
            <bdi>{row.name}</bdi> · {number.format(row.score ?? 0)}
          </>
        }
        secondary={
          row.previousScore === null
            ? translate('reports.drivingScores.dashboard.no_previous')
            : translate('reports.drivingScores.dashboard.previous', { score: number.format(row.previousScore) })
        }
      />
    </ListItem>
  );
  return (
    <DashboardCard
      title="reports.drivingScores.dashboard.title"
      emptyText="reports.drivingScores.dashboard.none"
      loading={scores.isPending}
      empty={scores.isSuccess && best.length === 0}
      footer={
        <Link to={`${REPORTS_PATH}?${new URLSearchParams({ report: 'drivingScores', period: 'last7Days' })}`}>
          {translate('reports.drivingScores.dashboard.all')}
        </Link>
      }
    >
      {best.length > 0 && <ListSubheader disableGutters>{translate('reports.drivingScores.dashboard.best')}</ListSubheader>}
      {best.map(item)}
      {worst.length > 0 && <ListSubheader disableGutters>{translate('reports.drivingScores.dashboard.worst')}</ListSubheader>}
      {worst.map(item)}
    </DashboardCard>
  );
}
