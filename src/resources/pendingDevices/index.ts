import { lazyScreen } from '../../kit/lazyScreen';

/** Pending devices at /pendingDevices: trackers that connected unregistered, for Admins to register or dismiss. */
export default {
  list: lazyScreen(() => import('./PendingDeviceList'), 'PendingDeviceList'),
  recordRepresentation: 'identifier',
};
