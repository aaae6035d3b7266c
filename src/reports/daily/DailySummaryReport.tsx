import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetsCsv, distanceColumn, type ReportColumn } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, DailySummary } from '../shared/reportTypes';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { fleetDays } from './fleetTotals';
import { unwrapRequired } from '../../api/unwrap';
import { browserTimeZone, type ReportFormat } from '../../kit/format';
import { periodQuery, type Period } from '../../kit/period';
import { assets } from '../shared/reportsApi';

const optional = (value: number | null, show: (value: number) => string) => (value === null ? '' : show(value));
const liters = (value: number, f: ReportFormat) => `${f.number(value, 1)} l`;

/** The daily summary table, on screen and exported (durations in seconds, distances in km). */
const dailyColumns: ReportColumn<DailySummary>[] = [
  { label: 'reports.columns.day', value: (d) => d.day },
  distanceColumn((d) => d.distanceKm),
  {
    label: 'reports.columns.driving',
    exportLabel: 'reports.columns.driving_s',
    value: (d) => d.drivingSeconds,
    format: (d, f) => f.duration(d.drivingSeconds),
    numeric: true,
  },
  {
    label: 'reports.columns.idle',
    exportLabel: 'reports.columns.idle_s',
    value: (d) => d.idleSeconds,
    format: (d, f) => f.duration(d.idleSeconds),
    numeric: true,
  },
  {
    label: 'reports.columns.max_speed',
    exportLabel: 'reports.columns.max_speed_kmh',
    value: (d) => d.maxSpeedKmh,
    format: (d, f) => f.speedKmh(d.maxSpeedKmh),
    numeric: true,
  },
  {
    label: 'reports.columns.average_speed',
    exportLabel: 'reports.columns.average_speed_kmh',
    value: (d) => d.averageSpeedKmh,
    format: (d, f) => f.speedKmh(d.averageSpeedKmh),
    numeric: true,
  },
  {
    label: 'reports.columns.start_odometer_km',
    value: (d) => d.startOdometerKm,
    format: (d, f) => optional(d.startOdometerKm, (v) => f.number(v, 1)),
    numeric: true,
  },
  {
    label: 'reports.columns.end_odometer_km',
    value: (d) => d.endOdometerKm,
    format: (d, f) => optional(d.endOdometerKm, (v) => f.number(v, 1)),
    numeric: true,
  },
  {
    label: 'reports.columns.fuel_used',
    exportLabel: 'reports.columns.fuel_used_l',
    value: (d) => d.fuelUsedLiters,
    format: (d, f) => optional(d.fuelUsedLiters, (v) => liters(v, f)),
    numeric: true,
  },
];

/** The days of the period, cut in the browser's time zone like every other date on screen. */
const getDailySummary = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(
    assets().GET('/assets/{id}/report/summary/daily', {
      params: { path: { id }, query: { ...periodQuery(period), timeZone: browserTimeZone() } },
      signal,
    }),
  );

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
            <ReportTable
              label={fleetLabel}
              columns={dailyColumns.filter((column) => !column.label.includes('odometer'))}
              rows={fleetDays(results.map((result) => result.data))}
              rowKey={(day) => day.day}
            />
          </section>
        )
      }
    >
      {(days, asset) => (
        <ReportTable
          label={`${translate('reports.types.dailySummary')} · ${asset.name}`}
          columns={dailyColumns}
          rows={days}
          rowKey={(day) => day.day}
        />
      )}
    </ReportFrame>
  );
}
