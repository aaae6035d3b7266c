import { lazyCrudScreens } from '../../kit/lazyScreen';

/** Device Management at /devices, backed by the API's /sensors. */
export default {
  ...lazyCrudScreens(
    () => import('./DeviceList'),
    'DeviceList',
    () => import('./DeviceForm'),
  ),
  recordRepresentation: 'name',
};
