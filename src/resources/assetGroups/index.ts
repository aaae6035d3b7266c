import { lazyCrudScreens } from '../../kit/lazyScreen';

/** Asset groups: named, nested sets of a tenant's assets that lists, maps and reports filter by. */
export default {
  ...lazyCrudScreens(
    () => import('./AssetGroupList'),
    'AssetGroupList',
    () => import('./AssetGroupForm'),
  ),
  recordRepresentation: 'name',
};
