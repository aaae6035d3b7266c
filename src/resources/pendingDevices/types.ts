import type { components } from '../../api/schema';

export type PendingDevice = components['schemas']['PendingDevice'];
export type PendingDeviceRegistration = components['schemas']['PendingDeviceRegistration'];
