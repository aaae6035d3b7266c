import { Alert, LinearProgress, Typography, Paper, Stack } from '@mui/material';
import { Title, useTranslate, useGetMany, useLocation, useNavigate, useNotify } from 'react-admin';
import { useMemo, type ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { AssetGroupSelect, groupAssets } from '../kit/AssetGroupSelect';
import { AssetPicker } from './shared/AssetPicker';
import { isValidPeriod } from '../kit/period';
import { PeriodPicker, useResolvedPeriod } from './shared/PeriodPicker';
import { ChangePeriodContext } from './shared/PeriodRefused';
import { isFleetWide, usesPeriod } from './reportKinds';
import { ReportKindSelect } from './ReportKindSelect';
import { ReportOfKind } from './ReportOfKind';
import { ScheduleMailButton, isScheduledReport } from './schedules/ScheduleMailButton';
import { type ReportSelection, parseReportSearch, reportSearch } from './reportSearch';
import type { AssetRef } from './shared/reportTypes';

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
  const notify = useNotify();
  // A group fills the asset picker with its assets (and sub-groups'), as they are now; picking assets after leaves the group.
  const chooseGroup = async (groupId: string) => {
    if (!groupId) return change({ groupId });
    try {
      change({ groupId, assetIds: (await groupAssets(groupId)).map((asset) => asset.id) });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
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
        {!isFleetWide(kind) && (
          <>
            <AssetGroupSelect
              groupId={selection.groupId}
              onChange={(groupId) => void chooseGroup(groupId)}
              emptyLabel="reports.schedules.chosen_assets"
            />
            <AssetPicker value={assets} onChange={(chosen) => change({ assetIds: chosen.map((asset) => asset.id), groupId: '' })} />
          </>
        )}
        <ReportKindSelect value={kind} onChange={(next) => change({ kind: next })} />
        {usesPeriod(kind) && <PeriodPicker value={selection.period} onChange={(next) => change({ period: next })} />}
        {isScheduledReport(kind) && <ScheduleMailButton report={kind} assets={assets} />}
      </ReportFilters>
      {loading ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : assets.length === 0 && !isFleetWide(kind) ? (
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

/** The chosen assets with their names, in the order chosen. */
function useAssetRefs(ids: string[]): { assets: AssetRef[]; loading: boolean } {
  const { data = [], isPending } = useGetMany<AssetRef>('assets', { ids });
  const byId = new Map(data.map((asset) => [String(asset.id), asset.name]));
  return {
    assets: ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id) as string }] : [])),
    loading: ids.length > 0 && isPending,
  };
}

/** The page's choices, read from and written to its URL (replacing history: no entry per keystroke). */
function useReportSelection() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const selection = useMemo(() => parseReportSearch(search), [search]);
  const update = (changes: Partial<ReportSelection>) =>
    navigate({ search: reportSearch({ ...selection, ...changes }, search) }, { replace: true });
  return { selection, update };
}

/** The bar of report choices above a report. */
function ReportFilters({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {children}
      </Stack>
    </Paper>
  );
}
