import { lazyScreen } from '../shared/lazyScreen';

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

/** The two kinds of model on the Models Management screen, each a tab of /models. */
export const MODEL_TABS = [
  { tab: 'assets', resource: 'assetModels', label: 'resources.models.tabs.assets' },
  { tab: 'sensors', resource: 'sensorModels', label: 'resources.models.tabs.sensors' },
] as const;

export type ModelTab = (typeof MODEL_TABS)[number]['tab'];

export const modelsPath = (tab: ModelTab) => `/models?tab=${tab}`;

/** The contract's fuel types of an asset model, with their labels. */
export const FUEL_TYPE_CHOICES = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'LPG', 'CNG', 'Other'].map((id) => ({
  id,
  name: `resources.assetModels.fuelTypes.${id}`,
}));
