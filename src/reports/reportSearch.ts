import { isPeriodPreset, type PeriodChoice } from '../kit/period';
import { isReportKind, type ReportKind } from './reportKinds';

/** What the reports page shows, kept in its URL so a report can be bookmarked and shared. */
export interface ReportSelection {
  kind: ReportKind;
  assetIds: string[];
  /** The asset group the assets were chosen by ('' when chosen one by one). */
  groupId: string;
  period: PeriodChoice;
}

export const DEFAULT_SELECTION: ReportSelection = { kind: 'movement', assetIds: [], groupId: '', period: { preset: 'today' } };

const instant = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);

export function parseReportSearch(search: string): ReportSelection {
  const params = new URLSearchParams(search);
  const kind = params.get('report');
  const preset = params.get('period');
  return {
    kind: isReportKind(kind) ? kind : DEFAULT_SELECTION.kind,
    assetIds: (params.get('assets') ?? '').split(',').filter(Boolean),
    groupId: params.get('group') ?? '',
    period: isPeriodPreset(preset)
      ? { preset, ...(preset === 'custom' && { from: instant(params.get('from')), to: instant(params.get('to')) }) }
      : DEFAULT_SELECTION.period,
  };
}

/** The search string for a selection; other parameters of `current` (layout settings) stay. */
export function reportSearch({ kind, assetIds, groupId, period }: ReportSelection, current = ''): string {
  const params = new URLSearchParams(current);
  params.set('report', kind);
  params.set('period', period.preset);
  const custom = period.preset === 'custom';
  const put = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  put('assets', assetIds.join(','));
  put('group', groupId);
  put('from', custom ? period.from : undefined);
  put('to', custom ? period.to : undefined);
  return `?${params}`;
}
