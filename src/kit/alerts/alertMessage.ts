import type { Alert } from './alertTypes';

export type WordedAlert = Pick<Alert, 'type' | 'assetName' | 'speedKmh' | 'message' | 'details'>;

const measure = (locale: string, unit: string, value: number | undefined) =>
  value === undefined
    ? undefined
    : new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'minute' ? 'long' : 'short' }).format(value);

const calendarDay = (locale: string, day: string | undefined) =>
  day === undefined
    ? undefined
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * An alert's message in the user's language, from its type and details. Alerts stored before the
 * server kept details have none: they keep the server's own (English) message.
 */
export function alertMessage(alert: WordedAlert, translate: (key: string, options?: object) => string, locale: string): string {
  const { details } = alert;
  if (!details) return alert.message;
  const key =
    (alert.type === 'maintenanceDue' && details.dueDate && 'maintenanceDueOn') ||
    (alert.type === 'maintenanceDue' && details.serviceState === 'dueSoon' && 'maintenanceServiceDueSoon') ||
    (alert.type === 'maintenanceDue' && details.serviceState === 'overdue' && 'maintenanceServiceOverdue') ||
    (alert.type === 'driverChanged' && details.previousDriverName && 'driverChangedFrom') ||
    alert.type;
  return translate(`resources.alerts.messages.${key}`, {
    asset: alert.assetName,
    geofence: details.geofenceName,
    speed: measure(locale, 'kilometer-per-hour', alert.speedKmh === null ? undefined : Math.round(alert.speedKmh)),
    limit: measure(locale, 'kilometer-per-hour', details.speedLimitKmh),
    alarms:
      details.alarms &&
      new Intl.ListFormat(locale).format(details.alarms.map((alarm) => translate(`resources.alertRules.alarms.${alarm}`, { _: alarm }))),
    level: measure(locale, 'percent', details.batteryPercent),
    threshold: measure(locale, 'percent', details.batteryBelowPercent),
    duration: measure(locale, 'minute', details.durationMinutes),
    rule: details.ruleName,
    title: details.dueTitle,
    date: calendarDay(locale, details.dueDate),
    key: details.driverKey,
    driver: details.driverName,
    previous: details.previousDriverName,
    litres: measure(locale, 'liter', details.litres),
    plan: details.planName,
    measure: details.serviceMeasure && translate(`resources.alerts.serviceMeasures.${details.serviceMeasure}`),
  });
}
