import { useTranslate } from 'react-admin';
import { thinEvenly } from '../shared/paging';
import type { Period } from '../../kit/period';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, WeatherRecord } from '../shared/reportTypes';
import { getWeather } from '../shared/reportsApi';
import { weatherColumns } from './seriesColumns';
import { CHART_POINTS, TimeSeriesChart } from '../shared/TimeSeriesChart';
import { useAssetReports } from '../shared/useAssetReports';
import { useReportFormat } from '../../kit/format';

type Reading = 'temperature' | 'humidity';
const READINGS: Reading[] = ['temperature', 'humidity'];

const hasReadings = (records: readonly WeatherRecord[], reading: Reading) => records.some((record) => record[reading] !== null);

function WeatherCharts({ records, period }: { records: WeatherRecord[]; period: Period }) {
  const translate = useTranslate();
  const format = useReportFormat();
  const plotted = thinEvenly(records, CHART_POINTS);
  const times = plotted.map((r) => new Date(r.time));
  return READINGS.filter((reading) => hasReadings(plotted, reading)).map((reading) => (
    <TimeSeriesChart
      key={reading}
      title={translate(`reports.charts.${reading}`)}
      times={times}
      period={period}
      series={[{ label: translate(`reports.columns.${reading}`), data: plotted.map((r) => r[reading]), format: format[reading] }]}
    />
  ));
}

/** Temperature and humidity the asset's device reported, as charts. */
export default function WeatherReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('weather', assets, period, getWeather);
  return (
    <ReportFrame
      name="weather"
      period={period}
      report={report}
      isEmpty={(records) => !READINGS.some((reading) => hasReadings(records, reading))}
      csv={(results) => assetsCsv(results, weatherColumns, (records) => records, translate)}
    >
      {(records) => <WeatherCharts records={records} period={period} />}
    </ReportFrame>
  );
}
