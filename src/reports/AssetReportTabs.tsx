import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { isValidPeriod, type PeriodChoice } from './period';
import { PeriodPicker } from './PeriodPicker';
import { REPORT_KINDS, usesPeriod, type ReportKind } from './reportKinds';
import { ReportOfKind } from './ReportOfKind';
import type { AssetRef } from './reportTypes';
import { useResolvedPeriod } from './useResolvedPeriod';

/** The reports of one asset as tabs, for the asset detail page (load it lazily: it brings the charts). */
export default function AssetReportTabs({ assetId }: { assetId: string }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<ReportKind>('movement');
  const [choice, setChoice] = useState<PeriodChoice>({ preset: 'today' });
  const { period, refresh } = useResolvedPeriod(choice);
  const { data: asset } = useGetOne<AssetRef>('assets', { id: assetId });
  const shownPeriod = usesPeriod(kind) ? period : {};

  return (
    // Width 0 stretched to 100%: the tab strip scrolls instead of widening a layout sized to its content.
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <Tabs
        value={kind}
        onChange={(_, next: ReportKind) => {
          refresh();
          setKind(next);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('reports.title')}
        sx={{ mb: 2 }}
      >
        {REPORT_KINDS.map((k) => (
          <Tab key={k} value={k} label={translate(`reports.types.${k}`)} />
        ))}
      </Tabs>
      {usesPeriod(kind) && (
        <Box sx={{ mb: 2 }}>
          <PeriodPicker
            value={choice}
            onChange={(next) => {
              refresh();
              setChoice(next);
            }}
          />
        </Box>
      )}
      {asset && isValidPeriod(shownPeriod) && (
        <ReportOfKind
          key={[kind, shownPeriod.from, shownPeriod.to].join('|')}
          kind={kind}
          assets={[{ id: assetId, name: asset.name }]}
          period={shownPeriod}
        />
      )}
    </Box>
  );
}
