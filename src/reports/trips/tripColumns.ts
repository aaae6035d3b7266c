import { distanceColumn, type ReportColumn } from '../shared/columns';
import type { Trip } from '../shared/reportTypes';

/** The trips table on screen. */
export const tripColumns: ReportColumn<Trip>[] = [
  { label: 'reports.columns.start', value: (t) => t.startTime, format: (t, f) => f.dateTime(t.startTime) },
  { label: 'reports.columns.end', value: (t) => t.endTime, format: (t, f) => f.dateTime(t.endTime) },
  {
    label: 'reports.columns.duration',
    exportLabel: 'reports.columns.duration_s',
    value: (t) => t.durationSeconds,
    format: (t, f) => f.duration(t.durationSeconds),
    numeric: true,
  },
  distanceColumn((t) => t.distanceKm),
  { label: 'reports.columns.start_place', value: (t) => t.startPlaceName, text: true },
  { label: 'reports.columns.start_address', value: (t) => t.startAddress, text: true },
  { label: 'reports.columns.end_place', value: (t) => t.endPlaceName, text: true },
  { label: 'reports.columns.end_address', value: (t) => t.endAddress, text: true },
];

/** The export adds what the screen leaves out, for tools that map or analyse trips. */
export const tripExportColumns: ReportColumn<Trip>[] = [
  ...tripColumns,
  { label: 'reports.columns.average_speed_kmh', value: (t) => t.averageSpeedKmh },
  { label: 'reports.columns.max_speed_kmh', value: (t) => t.maxSpeedKmh },
  { label: 'reports.columns.start_latitude', value: (t) => t.origin.latitude },
  { label: 'reports.columns.start_longitude', value: (t) => t.origin.longitude },
  { label: 'reports.columns.end_latitude', value: (t) => t.destination.latitude },
  { label: 'reports.columns.end_longitude', value: (t) => t.destination.longitude },
  { label: 'reports.columns.trip_id', value: (t) => t.id },
];

export interface TripTotals {
  count: number;
  durationSeconds: number;
  distanceKm: number;
}

export const tripTotals = (trips: readonly Trip[]): TripTotals => ({
  count: trips.length,
  durationSeconds: trips.reduce((sum, trip) => sum + trip.durationSeconds, 0),
  distanceKm: trips.reduce((sum, trip) => sum + trip.distanceKm, 0),
});
