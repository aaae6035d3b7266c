import { lazyCrudScreens, lazyScreen } from '../../kit/lazyScreen';

/** Drivers; /employee, which the spec lists without contents, leads here too (see App.tsx). */
export default {
  ...lazyCrudScreens(
    () => import('./DriverList'),
    'DriverList',
    () => import('./DriverForm'),
  ),
  show: lazyScreen(() => import('./DriverShow'), 'DriverShow'),
  recordRepresentation: 'name',
};
