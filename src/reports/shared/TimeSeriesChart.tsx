import { LineChart } from '@mui/x-charts/LineChart';
import { Box, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Period } from '../../kit/period';
import { breakGaps } from './seriesGaps';
import { useReportFormat } from '../../kit/format';
import { thinEvenly } from './paging';
import type { LocationRecord } from './reportTypes';

export interface TimeSeries {
  label: string;
  data: (number | null)[];
  format(value: number): string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** More points than this add nothing a chart can show, and slow it down: callers thin to it. */
export const CHART_POINTS = 500;

interface TimeSeriesChartProps {
  title: string;
  times: Date[];
  series: TimeSeries[];
  period: Period;
}

/**
 * Values over time, ticks and tooltips in the user's language, time zone and direction. Straight
 * lines between readings, broken where the device was silent: nothing is drawn that was not measured.
 */
export function TimeSeriesChart({ title, times, series, period }: TimeSeriesChartProps) {
  const format = useReportFormat();
  const axes = useChartAxes();
  const withGaps = breakGaps({ times, values: series.map((s) => s.data) });
  // The whole period on the axis, so charts of several assets line up and quiet hours show.
  const min = period.from && period.to ? new Date(period.from) : times[0];
  const max = period.from && period.to ? new Date(period.to) : times[times.length - 1];
  const spansDays = max.getTime() - min.getTime() > DAY_MS;
  return (
    <ChartFigure title={title}>
      <LineChart
        height={260}
        skipAnimation
        hideLegend={series.length < 2}
        grid={{ horizontal: true }}
        xAxis={[
          {
            data: withGaps.times,
            scaleType: 'time',
            min,
            max,
            reverse: axes.reverse,
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? format.tick(value, spansDays) : format.dateTime(value),
          },
        ]}
        yAxis={[axes.valueAxis(series[0].format)]}
        series={series.map((s, index) => ({
          data: withGaps.values[index],
          label: s.label,
          color: axes.color,
          curve: 'linear',
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : s.format(value)),
        }))}
      />
    </ChartFigure>
  );
}

/** A chart with its visible title, which also names it for assistive technology. */
export function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, mb: 2, breakInside: 'avoid' }}>
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Axes that read in the language's direction: in Arabic time runs right to left and the value
 * axis stands on the right, as a reader of the language expects.
 */
export function useChartAxes() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return {
    color: theme.palette.primary.main,
    reverse: rtl,
    /** The value axis, its ticks written as the values are (with their unit). */
    valueAxis: (formatValue: (value: number) => string) => ({
      position: rtl ? ('right' as const) : ('left' as const),
      width: 'auto' as const,
      valueFormatter: formatValue,
    }),
  };
}

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
