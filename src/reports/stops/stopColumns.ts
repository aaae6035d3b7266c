import type { ReportColumn } from '../shared/columns';
import type { Stop } from '../shared/reportTypes';

/** The stops table, on screen and exported (coordinates for tools that map them). */
export const stopColumns: ReportColumn<Stop>[] = [
  { label: 'reports.columns.start', value: (s) => s.startTime, format: (s, f) => f.dateTime(s.startTime) },
  { label: 'reports.columns.end', value: (s) => s.endTime, format: (s, f) => f.dateTime(s.endTime) },
  { label: 'reports.columns.duration', exportLabel: 'reports.columns.duration_s', value: (s) => s.durationSeconds, format: (s, f) => f.duration(s.durationSeconds), numeric: true },
  { label: 'reports.columns.address', value: (s) => s.address, text: true },
  { label: 'reports.columns.latitude', value: (s) => s.latitude, format: (s, f) => f.number(s.latitude, 5), numeric: true },
  { label: 'reports.columns.longitude', value: (s) => s.longitude, format: (s, f) => f.number(s.longitude, 5), numeric: true },
];
