import { describe, expect, it } from 'vitest';
import { DEFAULT_SELECTION, parseReportSearch, reportSearch, type ReportSelection } from './reportSearch';

describe('report selection in the URL', () => {
  it('survives a round trip', () => {
    const selection: ReportSelection = {
      kind: 'trips',
      assetIds: ['a1', 'a2'],
      groupId: 'g1',
      period: { preset: 'custom', from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' },
    };
    expect(parseReportSearch(reportSearch(selection))).toEqual(selection);
    expect(parseReportSearch(reportSearch(DEFAULT_SELECTION))).toEqual(DEFAULT_SELECTION);
  });

  it('keeps custom dates only for a custom period', () => {
    expect(reportSearch({ kind: 'movement', assetIds: [], groupId: '', period: { preset: 'today', from: 'x', to: 'y' } })).toBe(
      '?report=movement&period=today',
    );
  });

  it('keeps the other parameters of the page, such as its layout settings', () => {
    const search = reportSearch(
      { kind: 'trips', assetIds: [], groupId: '', period: { preset: 'yesterday' } },
      '?theme=dark&assets=a1&from=x&group=g',
    );
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ theme: 'dark', report: 'trips', period: 'yesterday' });
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(parseReportSearch('?report=nonsense&period=forever&assets=')).toEqual(DEFAULT_SELECTION);
    expect(parseReportSearch('?period=custom&from=not-a-date').period).toEqual({ preset: 'custom', from: undefined, to: undefined });
  });
});
