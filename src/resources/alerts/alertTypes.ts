import type { components } from '../../api/schema';

export type Alert = components['schemas']['Alert'];
export type AlertTrigger = components['schemas']['AlertTrigger'];
export type GeofenceRule = components['schemas']['GeofenceRule'];

/** The contract's AlertType, in its order. */
export const ALERT_TYPES: components['schemas']['AlertType'][] = [
  'geofenceEnter',
  'geofenceExit',
  'speeding',
  'ignitionOn',
  'ignitionOff',
  'idle',
  'offline',
  'alarm',
  'lowBattery',
  'maintenanceDue',
  'corridorExit',
  'corridorReturn',
  'unknownDriverKey',
  'driverUnauthorized',
  'driverChanged',
  'fuelFill',
  'fuelDrain',
];

/** The catalog key of an alert type's label. */
export const alertTypeLabel = (type: components['schemas']['AlertType']) => `resources.alerts.types.${type}`;

/** Triggered alert types with their labels. */
export const ALERT_TYPE_CHOICES = ALERT_TYPES.map((id) => ({ id, name: alertTypeLabel(id) }));
