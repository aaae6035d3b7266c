import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from '../../reports/shared/csv';
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

/** The assets as CSV: nested data flattened into columns, values in machine form (ISO times). */
export const assetsCsv = (assets: Asset[]) =>
  toCsv({ header: Object.keys(columns), rows: assets.map((asset) => Object.values(columns).map((value) => value(asset))) });

/** react-admin's export button: every asset matching the list's filters (up to 1,000). */
export const assetExporter: Exporter<Asset> = (assets) => downloadCSV(assetsCsv(assets), 'assets');
