// The models screen's tabs and an asset model's fuel types: constants the screens of assets and models share.

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
