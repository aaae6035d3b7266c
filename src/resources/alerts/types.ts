import type { components } from '../../api/schema';

export type Alert = components['schemas']['Alert'];
export type AlertTrigger = components['schemas']['AlertTrigger'];
export type GeofenceRule = components['schemas']['GeofenceRule'];
