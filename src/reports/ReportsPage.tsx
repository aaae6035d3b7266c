import { Alert, LinearProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AssetPicker } from './AssetPicker';
import { isValidPeriod } from './period';
import { PeriodPicker } from './PeriodPicker';
import { ReportFilters } from './ReportFilters';
import { usesPeriod } from './reportKinds';
import { ReportKindSelect } from './ReportKindSelect';
import { ReportOfKind } from './ReportOfKind';
import type { ReportSelection } from './reportSearch';
import { useAssetRefs } from './useAssetRefs';
import { useReportSelection } from './useReportSelection';
import { useResolvedPeriod } from './useResolvedPeriod';

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
      </ReportFilters>
      {loading ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : assets.length === 0 ? (
        <Alert severity="info">{translate('reports.filters.choose_assets')}</Alert>
      ) : (
        isValidPeriod(shownPeriod) && (
          <ReportOfKind
            key={[kind, ...selection.assetIds, shownPeriod.from, shownPeriod.to].join('|')}
            kind={kind}
            assets={assets}
            period={shownPeriod}
          />
        )
      )}
    </>
  );
}
