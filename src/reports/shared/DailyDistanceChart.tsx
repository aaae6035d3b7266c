import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ChartFigure, useChartAxes } from './TimeSeriesChart';
import type { MovementReport } from './reportTypes';
import { useReportFormat } from '../../kit/format';

/** Kilometres per (UTC) day of the movement report. */
export function DailyDistanceChart({ daily }: { daily: MovementReport['daily'] }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const axes = useChartAxes();
  const title = translate('reports.charts.daily_distance');
  return (
    <ChartFigure title={title}>
      <BarChart
        height={240}
        skipAnimation
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[{ data: daily.map((d) => d.date), scaleType: 'band', reverse: axes.reverse, valueFormatter: (d: string) => format.day(d) }]}
        yAxis={[axes.valueAxis(format.distanceKm)]}
        series={[
          {
            data: daily.map((d) => d.distanceKm),
            label: translate('reports.columns.distance_km'),
            color: axes.color,
            valueFormatter: (value: number | null) => (value === null ? '' : format.distanceKm(value)),
          },
        ]}
      />
    </ChartFigure>
  );
}
