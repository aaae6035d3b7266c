import type { ReportColumn } from '../shared/columns';
import type { ReportFormat } from '../../kit/format';
import type { FuelEvent, FuelReport } from '../shared/reportTypes';

export const litres = (value: number, f: ReportFormat) => `${f.number(value, 1)} l`;
const optional = (value: number | null, show: (value: number) => string) => (value === null ? '' : show(value));

/** The period's figures, shown as tiles; the CSV carries the events. */
export const fuelFigures: ReportColumn<FuelReport>[] = [
  {
    label: 'reports.fuel.start_level',
    value: (r) => r.startLitres,
    format: (r, f) => optional(r.startLitres, (v) => litres(v, f)),
    numeric: true,
  },
  {
    label: 'reports.fuel.end_level',
    value: (r) => r.endLitres,
    format: (r, f) => optional(r.endLitres, (v) => litres(v, f)),
    numeric: true,
  },
  { label: 'reports.fuel.filled', value: (r) => r.filledLitres, format: (r, f) => litres(r.filledLitres, f), numeric: true },
  { label: 'reports.fuel.drained', value: (r) => r.drainedLitres, format: (r, f) => litres(r.drainedLitres, f), numeric: true },
  {
    label: 'reports.fuel.consumed',
    value: (r) => r.consumedLitres,
    format: (r, f) => optional(r.consumedLitres, (v) => litres(v, f)),
    numeric: true,
  },
  { label: 'reports.columns.distance', value: (r) => r.distanceKm, format: (r, f) => f.distanceKm(r.distanceKm), numeric: true },
  {
    label: 'reports.fuel.per_100_km',
    value: (r) => r.litresPer100Km,
    format: (r, f) => optional(r.litresPer100Km, (v) => litres(v, f)),
    numeric: true,
  },
  {
    label: 'reports.fuel.per_engine_hour',
    value: (r) => r.litresPerEngineHour,
    format: (r, f) => optional(r.litresPerEngineHour, (v) => litres(v, f)),
    numeric: true,
  },
  { label: 'reports.fuel.cost', value: (r) => r.cost, format: (r, f) => optional(r.cost, (v) => f.number(v, 2)), numeric: true },
];

/** Each fill and drain: when, how much, the price entered on a fill, and where. */
export const fuelEventColumns: ReportColumn<FuelEvent>[] = [
  { label: 'reports.fuel.event', value: (e) => e.kind, format: (e, _f, t) => t(`reports.fuel.kinds.${e.kind}`) },
  { label: 'reports.columns.start', value: (e) => e.startTime, format: (e, f) => f.dateTime(e.startTime) },
  { label: 'reports.columns.end', value: (e) => e.endTime, format: (e, f) => f.dateTime(e.endTime) },
  {
    label: 'reports.fuel.litres',
    exportLabel: 'reports.fuel.litres_l',
    value: (e) => e.litres,
    format: (e, f) => litres(e.litres, f),
    numeric: true,
  },
  { label: 'reports.fuel.before', value: (e) => e.beforeLitres, format: (e, f) => litres(e.beforeLitres, f), numeric: true },
  { label: 'reports.fuel.after', value: (e) => e.afterLitres, format: (e, f) => litres(e.afterLitres, f), numeric: true },
  {
    label: 'reports.fuel.price_per_litre',
    value: (e) => e.pricePerLitre,
    format: (e, f) => optional(e.pricePerLitre, (v) => f.number(v, 3)),
    numeric: true,
  },
  { label: 'reports.columns.latitude', value: (e) => e.latitude, format: (e, f) => f.number(e.latitude, 5), numeric: true },
  { label: 'reports.columns.longitude', value: (e) => e.longitude, format: (e, f) => f.number(e.longitude, 5), numeric: true },
];
