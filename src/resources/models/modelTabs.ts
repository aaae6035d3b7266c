/** The two kinds of model on the Models Management screen, each a tab of /models. */
export const MODEL_TABS = [
  { tab: 'assets', resource: 'assetModels', label: 'resources.models.tabs.assets' },
  { tab: 'sensors', resource: 'sensorModels', label: 'resources.models.tabs.sensors' },
] as const;

export type ModelTab = (typeof MODEL_TABS)[number]['tab'];

export const modelsPath = (tab: ModelTab) => `/models?tab=${tab}`;
