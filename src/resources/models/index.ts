import { lazyScreen } from '../../kit/lazyScreen';

const forms = () => import('./modelForms');

/** Models Management at /models (SysAdmin); each kind of model is its own resource for its forms. */
export const models = { list: lazyScreen(() => import('./ModelsPage'), 'ModelsPage') };
export const assetModels = {
  list: lazyScreen(forms, 'assetModelsTab'),
  create: lazyScreen(forms, 'createAssetModel'),
  edit: lazyScreen(forms, 'editAssetModel'),
  recordRepresentation: 'name',
};
export const sensorModels = {
  list: lazyScreen(forms, 'sensorModelsTab'),
  create: lazyScreen(forms, 'createSensorModel'),
  edit: lazyScreen(forms, 'editSensorModel'),
  recordRepresentation: 'name',
};
