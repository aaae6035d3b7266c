import { ALERT_TYPES } from '../../api/operationTable';
import type { components } from '../../api/schema';

export type Alert = components['schemas']['Alert'];
export type AlertTrigger = components['schemas']['AlertTrigger'];
export type GeofenceRule = components['schemas']['GeofenceRule'];

export { ALERT_TYPES };

/** The catalog key of an alert type's label. */
export const alertTypeLabel = (type: components['schemas']['AlertType']) => `resources.alerts.types.${type}`;

/** Triggered alert types with their labels. */
export const ALERT_TYPE_CHOICES = ALERT_TYPES.map((id) => ({ id, name: alertTypeLabel(id) }));
