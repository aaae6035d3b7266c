import { formPages } from '../shared/ResourceViews';
import { AssetForm } from './AssetForm';

export { AssetEdit as edit } from './AssetEdit';
export const { create } = formPages(AssetForm);
