import { Alert, LinearProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AssetPicker } from './shared/AssetPicker';
import { isValidPeriod } from './shared/period';
import { PeriodPicker } from './shared/PeriodPicker';
import { ChangePeriodContext } from './shared/PeriodRefused';
import { ReportFilters } from './shared/ReportFilters';
import { usesPeriod } from './reportKinds';
import { ReportKindSelect } from './ReportKindSelect';
import { ReportOfKind } from './ReportOfKind';
import { ScheduleMailButton } from './schedules/ScheduleMailButton';
import { isScheduledReport } from './schedules/schedulesApi';
import type { ReportSelection } from './reportSearch';
import { useAssetRefs } from './shared/useAssetRefs';
import { useReportSelection } from './useReportSelection';
import { useResolvedPeriod } from './shared/useResolvedPeriod';

/** The Reports section: assets, period and report type chosen above, the report below. */
export default function ReportsPage() {
  const translate = useTranslate();
  const { selection, update } = useReportSelection();
  const { period, refresh } = useResolvedPeriod(selection.period);
  const { assets, loading } = useAssetRefs(selection.assetIds);
  const change = (changes: Partial<ReportSelection>) => {
    refresh();
    update(changes);
  };
  const kind = selection.kind;
  const shownPeriod = usesPeriod(kind) ? period : {};

  return (
    <>
      <Title title="reports.title" />
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate('reports.title')}
      </Typography>
      <ReportFilters>
        <AssetPicker value={assets} onChange={(chosen) => change({ assetIds: chosen.map((asset) => asset.id) })} />
        <ReportKindSelect value={kind} onChange={(next) => change({ kind: next })} />
        {usesPeriod(kind) && <PeriodPicker value={selection.period} onChange={(next) => change({ period: next })} />}
        {isScheduledReport(kind) && <ScheduleMailButton report={kind} assets={assets} />}
      </ReportFilters>
      {loading ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : assets.length === 0 ? (
        <Alert severity="info">{translate('reports.filters.choose_assets')}</Alert>
      ) : (
        isValidPeriod(shownPeriod) && (
          <ChangePeriodContext.Provider value={(next) => change({ period: { preset: 'custom', ...next } })}>
            <ReportOfKind
              key={[kind, ...selection.assetIds, shownPeriod.from, shownPeriod.to].join('|')}
              kind={kind}
              assets={assets}
              period={shownPeriod}
            />
          </ChangePeriodContext.Provider>
        )
      )}
    </>
  );
}
