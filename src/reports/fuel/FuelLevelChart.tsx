import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartFigure, useChartAxes } from '../shared/TimeSeriesChart';
import { useReportFormat } from '../../kit/format';
import type { Period } from '../../kit/period';
import type { FuelReport } from '../shared/reportTypes';
import { eventMarkers } from './eventMarkers';
import { litres } from './fuelColumns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filtered level over the period, fills marked in green and drains in red where they began. */
export function FuelLevelChart({ report, period }: { report: FuelReport; period: Period }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const axes = useChartAxes();
  const theme = useTheme();
  const times = report.levels.map((level) => new Date(level.time));
  const markers = eventMarkers(report.levels, report.events);
  const min = new Date(period.from ?? report.from);
  const max = new Date(period.to ?? report.to);
  const spansDays = max.getTime() - min.getTime() > DAY_MS;
  const show = (value: number | null) => (value === null ? '' : litres(value, format));
  return (
    <ChartFigure title={translate('reports.fuel.chart')}>
      <LineChart
        height={280}
        skipAnimation
        grid={{ horizontal: true }}
        xAxis={[
          {
            data: times,
            scaleType: 'time',
            min,
            max,
            reverse: axes.reverse,
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? format.tick(value, spansDays) : format.dateTime(value),
          },
        ]}
        yAxis={[axes.valueAxis((value) => litres(value, format))]}
        series={[
          {
            id: 'level',
            data: report.levels.map((level) => level.litres),
            label: translate('reports.fuel.level'),
            color: axes.color,
            curve: 'linear',
            showMark: false,
            valueFormatter: show,
          },
          {
            id: 'fill',
            data: markers.fill,
            label: translate('reports.fuel.kinds.fill'),
            color: theme.palette.success.main,
            showMark: true,
            valueFormatter: show,
          },
          {
            id: 'drain',
            data: markers.drain,
            label: translate('reports.fuel.kinds.drain'),
            color: theme.palette.error.main,
            showMark: true,
            valueFormatter: show,
          },
        ]}
      />
    </ChartFigure>
  );
}
