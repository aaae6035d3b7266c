import { lazyCrudScreens } from '../../kit/lazyScreen';

/** Points of interest (places): they label the stops made at them. */
export default {
  ...lazyCrudScreens(
    () => import('./PlaceList'),
    'PlaceList',
    () => import('./PlaceForm'),
  ),
  recordRepresentation: 'name',
};
