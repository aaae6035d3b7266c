// The models screen's tabs and an asset model's fuel types: constants the screens of assets and models share.
import type { components } from '../../api/schema';

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

/** The contract's units of a device model's Teltonika green-driving value (IO 254), g x 100 first (the default). */
export const GREEN_DRIVING_UNIT_CHOICES = (['g100', 'ms2x10'] as const satisfies readonly components['schemas']['GreenDrivingUnit'][]).map(
  (id) => ({
    id,
    name: `resources.sensorModels.greenDrivingUnits.${id}`,
  }),
);
