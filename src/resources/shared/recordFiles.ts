import type { TranslateFunction } from 'react-admin';
import type { components } from '../../api/schema';
import { readTableFile, type TableColumns } from './tableImport';

type AssetRow = components['schemas']['AssetImportRow'];
type DriverRow = components['schemas']['DriverImportRow'];

/** The columns of the assets and drivers exports that a record is written from (others are ignored). */
const assetColumns: TableColumns<keyof AssetRow> = {
  headers: { name: ['name'], plateNumber: ['platenumber', 'plate'], vin: ['vin'], tags: ['tags'], purchaseDate: ['purchasedate'] },
  required: ['name'],
};
const driverColumns: TableColumns<keyof DriverRow> = {
  headers: {
    name: ['name'],
    licenceNumber: ['licencenumber', 'licence'],
    licenceExpiry: ['licenceexpiry'],
    phone: ['phone'],
    email: ['email'],
  },
  required: ['name'],
};

/** A CSV or XLSX file of assets for `POST /imports/assets`; tags are a string, never null: an empty cell is no tags. */
export const readAssetFile = (file: File, translate: TranslateFunction) =>
  readTableFile(
    file,
    assetColumns,
    (cells): AssetRow => ({ ...cells, name: cells.name ?? '', tags: cells.tags ?? '' }),
    translate,
    'resources.assets.import',
  );

/** A CSV or XLSX file of drivers for `POST /imports/drivers`. */
export const readDriverFile = (file: File, translate: TranslateFunction) =>
  readTableFile(file, driverColumns, (cells): DriverRow => ({ ...cells, name: cells.name ?? '' }), translate, 'resources.drivers.import');
