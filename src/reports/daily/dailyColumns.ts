import type { ReportColumn } from '../shared/columns';
import type { ReportFormat } from '../shared/format';
import type { DailySummary } from '../shared/reportTypes';

const optional = (value: number | null, show: (value: number) => string) => (value === null ? '' : show(value));
const liters = (value: number, f: ReportFormat) => `${f.number(value, 1)} l`;

/** The daily summary table, on screen and exported (durations in seconds, distances in km). */
export const dailyColumns: ReportColumn<DailySummary>[] = [
  { label: 'reports.columns.day', value: (d) => d.day },
  { label: 'reports.columns.distance', exportLabel: 'reports.columns.distance_km', value: (d) => d.distanceKm, format: (d, f) => f.distanceKm(d.distanceKm), numeric: true },
  { label: 'reports.columns.driving', exportLabel: 'reports.columns.driving_s', value: (d) => d.drivingSeconds, format: (d, f) => f.duration(d.drivingSeconds), numeric: true },
  { label: 'reports.columns.idle', exportLabel: 'reports.columns.idle_s', value: (d) => d.idleSeconds, format: (d, f) => f.duration(d.idleSeconds), numeric: true },
  { label: 'reports.columns.max_speed', exportLabel: 'reports.columns.max_speed_kmh', value: (d) => d.maxSpeedKmh, format: (d, f) => f.speedKmh(d.maxSpeedKmh), numeric: true },
  { label: 'reports.columns.average_speed', exportLabel: 'reports.columns.average_speed_kmh', value: (d) => d.averageSpeedKmh, format: (d, f) => f.speedKmh(d.averageSpeedKmh), numeric: true },
  { label: 'reports.columns.start_odometer_km', value: (d) => d.startOdometerKm, format: (d, f) => optional(d.startOdometerKm, (v) => f.number(v, 1)), numeric: true },
  { label: 'reports.columns.end_odometer_km', value: (d) => d.endOdometerKm, format: (d, f) => optional(d.endOdometerKm, (v) => f.number(v, 1)), numeric: true },
  { label: 'reports.columns.fuel_used', exportLabel: 'reports.columns.fuel_used_l', value: (d) => d.fuelUsedLiters, format: (d, f) => optional(d.fuelUsedLiters, (v) => liters(v, f)), numeric: true },
];
