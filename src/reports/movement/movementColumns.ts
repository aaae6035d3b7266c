import type { ReportColumn } from '../shared/columns';
import type { MovementReport } from '../shared/reportTypes';

/** The movement figures: shown as the report's summary and exported one row per asset. */
export const movementColumns: ReportColumn<MovementReport>[] = [
  {
    label: 'reports.columns.distance',
    exportLabel: 'reports.columns.distance_km',
    value: (m) => m.distanceTravelledInKm,
    format: (m, f) => f.distanceKm(m.distanceTravelledInKm),
  },
  {
    label: 'reports.columns.average_speed',
    exportLabel: 'reports.columns.average_speed_kmh',
    value: (m) => m.averageSpeed,
    format: (m, f) => f.speedKmh(m.averageSpeed),
  },
  {
    label: 'reports.columns.max_speed',
    exportLabel: 'reports.columns.max_speed_kmh',
    value: (m) => m.maxSpeed,
    format: (m, f) => f.speedKmh(m.maxSpeed),
  },
  {
    label: 'reports.columns.moving',
    exportLabel: 'reports.columns.moving_s',
    value: (m) => m.movingSeconds,
    format: (m, f) => f.duration(m.movingSeconds),
  },
  {
    label: 'reports.columns.stopped',
    exportLabel: 'reports.columns.stopped_s',
    value: (m) => m.stoppedSeconds,
    format: (m, f) => f.duration(m.stoppedSeconds),
  },
  { label: 'reports.columns.trips', value: (m) => m.tripCount, format: (m, f) => f.number(m.tripCount, 0) },
];

export const movementExportColumns: ReportColumn<MovementReport>[] = [
  { label: 'reports.columns.from', value: (m) => m.from },
  { label: 'reports.columns.to', value: (m) => m.to },
  ...movementColumns,
];
