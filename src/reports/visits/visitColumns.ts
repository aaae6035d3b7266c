import type { ReportColumn } from '../shared/columns';
import type { GeofenceVisit } from '../shared/reportTypes';

const timeOrBefore = (time: string | null, f: { dateTime(iso: string): string }, translate: (key: string) => string, open: string) =>
  time === null ? translate(open) : f.dateTime(time);

/** Geofence visits; an open end (before or after the period) says so in words on screen and is empty in exports. */
export const visitColumns: ReportColumn<GeofenceVisit>[] = [
  { label: 'reports.columns.geofence', value: (v) => v.geofenceName },
  {
    label: 'reports.columns.entered',
    value: (v) => v.enterTime,
    format: (v, f, t) => timeOrBefore(v.enterTime, f, t, 'reports.visits.before_period'),
  },
  {
    label: 'reports.columns.left',
    value: (v) => v.exitTime,
    format: (v, f, t) => timeOrBefore(v.exitTime, f, t, 'reports.visits.still_inside'),
  },
  {
    label: 'reports.columns.time_inside',
    exportLabel: 'reports.columns.time_inside_s',
    value: (v) => v.durationSeconds,
    format: (v, f) => f.duration(v.durationSeconds),
    numeric: true,
  },
];

/** Time inside each geofence over the period, longest first. */
export function timeInsideByGeofence(visits: readonly GeofenceVisit[]): GeofenceVisit[] {
  const totals = new Map<string, GeofenceVisit>();
  for (const visit of visits) {
    const total = totals.get(visit.geofenceId);
    totals.set(
      visit.geofenceId,
      total ? { ...total, durationSeconds: total.durationSeconds + visit.durationSeconds } : { ...visit, enterTime: null, exitTime: null },
    );
  }
  return [...totals.values()].sort((a, b) => b.durationSeconds - a.durationSeconds);
}
