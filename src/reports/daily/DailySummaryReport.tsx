import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetsCsv } from '../shared/reportCsv';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportProps';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { dailyColumns } from './dailyColumns';
import { getDailySummary } from './dailyApi';
import { fleetDays } from './fleetTotals';

/** Each asset's days, then the fleet's when several assets are chosen. */
export default function DailySummaryReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('dailySummary', assets, period, getDailySummary);
  const fleetLabel = translate('reports.daily.fleet');
  return (
    <ReportFrame
      name="dailySummary"
      period={period}
      report={report}
      isEmpty={(days) => days.length === 0}
      csv={(results) => assetsCsv(results, dailyColumns, (days) => days, translate)}
      after={(results) =>
        results.length > 1 && (
          <section aria-label={fleetLabel}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {fleetLabel}
            </Typography>
            <ReportTable label={fleetLabel} columns={dailyColumns.filter((column) => !column.label.includes('odometer'))} rows={fleetDays(results.map((result) => result.data))} rowKey={(day) => day.day} />
          </section>
        )
      }
    >
      {(days, asset) => (
        <ReportTable label={`${translate('reports.types.dailySummary')} · ${asset.name}`} columns={dailyColumns} rows={days} rowKey={(day) => day.day} />
      )}
    </ReportFrame>
  );
}
