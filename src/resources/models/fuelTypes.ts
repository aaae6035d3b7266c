/** The contract's fuel types of an asset model, with their labels. */
export const FUEL_TYPE_CHOICES = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'LPG', 'CNG', 'Other'].map((id) => ({
  id,
  name: `resources.assetModels.fuelTypes.${id}`,
}));
