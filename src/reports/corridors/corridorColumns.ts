import { distanceColumn, type ReportColumn } from '../shared/columns';
import type { CorridorTrip } from '../shared/reportTypes';

/** Each trip along a corridor: when, how far, how often it left the corridor and for how long. */
export const corridorColumns: ReportColumn<CorridorTrip>[] = [
  { label: 'reports.columns.start', value: (row) => row.tripStart, format: (row, f) => f.dateTime(row.tripStart) },
  { label: 'reports.columns.end', value: (row) => row.tripEnd, format: (row, f) => f.dateTime(row.tripEnd) },
  distanceColumn((row) => row.distanceKm),
  { label: 'reports.columns.corridor', value: (row) => row.geofenceName },
  { label: 'reports.columns.exits', value: (row) => row.exits, numeric: true },
  {
    label: 'reports.columns.time_outside',
    exportLabel: 'reports.columns.time_outside_s',
    value: (row) => row.secondsOutside,
    format: (row, f) => f.duration(row.secondsOutside),
    numeric: true,
  },
];
