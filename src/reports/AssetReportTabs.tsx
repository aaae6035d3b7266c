import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { isValidPeriod, type PeriodChoice } from '../kit/period';
import { PeriodPicker, useResolvedPeriod } from './shared/PeriodPicker';
import { assetReportKinds } from './deviceReportKinds';
import { usesPeriod, type ReportKind } from './reportKinds';
import { ReportOfKind } from './ReportOfKind';
import type { AssetRef } from './shared/reportTypes';

/** The report kinds of an asset with this device: its model's protocol decides the device family's tabs. */
function useReportKinds(sensorId: string | null): ReportKind[] {
  const { data: device } = useGetOne<{ id: string; modelId: string | null }>(
    'devices',
    { id: sensorId ?? '' },
    { enabled: sensorId !== null },
  );
  const modelId = device?.modelId ?? null;
  const { data: model } = useGetOne<{ id: string; protocol: string }>('sensorModels', { id: modelId ?? '' }, { enabled: modelId !== null });
  return assetReportKinds(sensorId !== null, model?.protocol ?? null);
}

/**
 * The reports of one asset as tabs, for the asset detail page (load it lazily: it brings the charts);
 * only the device reports its device sends.
 */
export default function AssetReportTabs({ assetId }: { assetId: string }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<ReportKind>('movement');
  const [choice, setChoice] = useState<PeriodChoice>({ preset: 'today' });
  const { period, refresh } = useResolvedPeriod(choice);
  const { data: asset } = useGetOne<AssetRef & { sensorId: string | null }>('assets', { id: assetId });
  const kinds = useReportKinds(asset?.sensorId ?? null);
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
        {kinds.map((k) => (
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
