import type { ListTable } from '../shared/ListExportButtons';
import type { Asset } from './asset';

const columns = {
  id: (asset: Asset) => asset.id,
  name: (asset: Asset) => asset.name,
  plateNumber: (asset: Asset) => asset.plateNumber,
  vin: (asset: Asset) => asset.vin,
  status: (asset: Asset) => asset.status,
  currentAddress: (asset: Asset) => asset.currentAddress,
  latitude: (asset: Asset) => asset.currentLocation?.latitude,
  longitude: (asset: Asset) => asset.currentLocation?.longitude,
  lastPositionAt: (asset: Asset) => asset.lastPositionAt,
  model: (asset: Asset) => asset.model?.name,
  type: (asset: Asset) => asset.typeName,
  device: (asset: Asset) => asset.sensorName,
  driver: (asset: Asset) => asset.driverName,
  tags: (asset: Asset) => asset.tags,
  purchaseDate: (asset: Asset) => asset.purchaseDate,
};

/** The assets as exported: nested data flattened into columns, values in machine form (ISO times). */
export const assetsTable: ListTable<Asset> = (assets) => ({
  header: Object.keys(columns),
  rows: assets.map((asset) => Object.values(columns).map((value) => value(asset))),
});
