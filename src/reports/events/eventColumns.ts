import { alertMessage } from '../../kit/alerts/alertMessage';
import type { ReportColumn } from '../shared/columns';
import type { Alert } from '../shared/reportTypes';

/** An alert's message: on screen in the user's language, exported as the server wrote it. */
export const alertMessageColumn: ReportColumn<Alert> = {
  label: 'reports.columns.message',
  value: (a) => a.message,
  format: (a, f, t) => alertMessage(a, t, f.locale),
  text: true,
};

/** Every alert of the period: when, what, where. */
export const eventColumns: ReportColumn<Alert>[] = [
  { label: 'reports.columns.time', value: (a) => a.time, format: (a, f) => f.dateTime(a.time) },
  { label: 'reports.columns.alert_type', value: (a) => a.type, format: (a, _f, t) => t(`resources.alerts.types.${a.type}`) },
  { label: 'reports.columns.geofence', value: (a) => a.geofenceName },
  alertMessageColumn,
  {
    label: 'reports.columns.speed',
    exportLabel: 'reports.columns.speed_kmh',
    value: (a) => a.speedKmh,
    format: (a, f) => (a.speedKmh === null ? '' : f.speedKmh(a.speedKmh)),
    numeric: true,
  },
  { label: 'reports.columns.latitude', value: (a) => a.latitude, format: (a, f) => f.number(a.latitude, 5), numeric: true },
  { label: 'reports.columns.longitude', value: (a) => a.longitude, format: (a, f) => f.number(a.longitude, 5), numeric: true },
];
