import { Route } from 'react-router-dom';
import { lazyCrudScreens, lazyScreen } from '../../kit/lazyScreen';

const AssetShow = lazyScreen(() => import('./AssetShow'), 'AssetShow');

export default {
  ...lazyCrudScreens(
    () => import('./AssetList'),
    'AssetList',
    () => import('./AssetForm'),
  ),
  recordRepresentation: 'name',
  // The spec's detail route, /assets/details/{id}, in place of react-admin's /assets/{id}/show.
  children: <Route path="details/:id" element={<AssetShow />} />,
};
