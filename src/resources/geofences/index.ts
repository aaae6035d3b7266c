import { lazyCrudScreens } from '../shared/lazyScreen';

export default {
  ...lazyCrudScreens(() => import('./GeofenceList'), 'GeofenceList', () => import('./forms')),
  recordRepresentation: 'name',
};
