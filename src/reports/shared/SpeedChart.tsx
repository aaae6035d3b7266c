import { useTranslate } from 'react-admin';
import { thinEvenly } from './paging';
import type { Period } from './period';
import type { LocationRecord } from './reportTypes';
import { CHART_POINTS, TimeSeriesChart } from './TimeSeriesChart';
import { useReportFormat } from './useReportFormat';

export function SpeedChart({ records, period }: { records: readonly LocationRecord[]; period: Period }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const plotted = thinEvenly(records, CHART_POINTS);
  return (
    <TimeSeriesChart
      title={translate('reports.charts.speed')}
      times={plotted.map((r) => new Date(r.time))}
      period={period}
      series={[{ label: translate('reports.columns.speed'), data: plotted.map((r) => r.speedKmh), format: format.speedKmh }]}
    />
  );
}
