import { lazyCrudScreens } from '../../kit/lazyScreen';

export default {
  ...lazyCrudScreens(
    () => import('./GeofenceList'),
    'GeofenceList',
    () => import('./GeofenceForm'),
  ),
  recordRepresentation: 'name',
};
