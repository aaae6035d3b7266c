import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ChartFigure, useChartAxes } from '../../reports/shared/TimeSeriesChart';
import { useReportFormat } from '../../kit/format';
import type { DriverWeekScore } from './driverPageApi';

/** The driver's score week by week, each bar labelled by the week's first day; no bar where they drove under 20 km. */
export function DriverScoreChart({ weeks }: { weeks: readonly DriverWeekScore[] }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const axes = useChartAxes();
  const score = (value: number) => format.number(value, 1);
  return (
    <ChartFigure title={translate('driverPage.score_by_week')}>
      <BarChart
        height={220}
        skipAnimation
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[
          {
            data: weeks.map((week) => week.from.slice(0, 10)),
            scaleType: 'band',
            reverse: axes.reverse,
            valueFormatter: (day: string) => format.day(day),
          },
        ]}
        yAxis={[{ ...axes.valueAxis(score), min: 0, max: 100 }]}
        series={[
          {
            data: weeks.map((week) => week.score),
            label: translate('reports.drivingScores.score'),
            color: axes.color,
            valueFormatter: (value: number | null) => (value === null ? translate('reports.drivingScores.too_short') : score(value)),
          },
        ]}
      />
    </ChartFigure>
  );
}
