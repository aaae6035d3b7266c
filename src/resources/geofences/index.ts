import { lazyCrudScreens } from '../shared/lazyScreen';

export default {
  ...lazyCrudScreens(() => import('./GeofenceList'), 'GeofenceList', () => import('./GeofenceForm')),
  recordRepresentation: 'name',
};
