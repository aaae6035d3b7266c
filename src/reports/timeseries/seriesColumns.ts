import type { ReportColumn } from '../shared/columns';
import type { LocationRecord, WeatherRecord } from '../shared/reportTypes';
import { timeColumn } from '../sensors/sensorColumns';

const optional = (value: number | null, show: (value: number) => string) => (value === null ? '' : show(value));

export const locationColumns: ReportColumn<LocationRecord>[] = [
  timeColumn(),
  { label: 'reports.columns.latitude', value: (r) => r.latitude, format: (r, f) => f.number(r.latitude, 6), numeric: true },
  { label: 'reports.columns.longitude', value: (r) => r.longitude, format: (r, f) => f.number(r.longitude, 6), numeric: true },
  {
    label: 'reports.columns.speed',
    exportLabel: 'reports.columns.speed_kmh',
    value: (r) => r.speedKmh,
    format: (r, f) => f.speedKmh(r.speedKmh),
    numeric: true,
  },
  {
    label: 'reports.columns.heading',
    value: (r) => r.heading,
    format: (r, f) => optional(r.heading, (v) => `${f.number(v, 0)}°`),
    numeric: true,
  },
  {
    label: 'reports.columns.altitude_m',
    value: (r) => r.altitude,
    format: (r, f) => optional(r.altitude, (v) => f.number(v, 0)),
    numeric: true,
  },
];

export const weatherColumns: ReportColumn<WeatherRecord>[] = [
  timeColumn(),
  {
    label: 'reports.columns.temperature',
    exportLabel: 'reports.columns.temperature_c',
    value: (r) => r.temperature,
    format: (r, f) => optional(r.temperature, f.temperature),
    numeric: true,
  },
  {
    label: 'reports.columns.humidity',
    exportLabel: 'reports.columns.humidity_pct',
    value: (r) => r.humidity,
    format: (r, f) => optional(r.humidity, f.humidity),
    numeric: true,
  },
];
