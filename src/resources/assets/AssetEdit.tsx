import { ResourceEdit } from '../shared/ResourceViews';
import { AssetForm } from './AssetForm';
import { assetDetailPath } from './assetPaths';

/** Editing an asset; saving goes to the asset's detail page (DECISIONS: Console rules, asset edit). */
export const AssetEdit = () => (
  <ResourceEdit redirect={(_resource, id) => assetDetailPath(id!)}>
    <AssetForm />
  </ResourceEdit>
);
