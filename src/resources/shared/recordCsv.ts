import type { TranslateFunction } from 'react-admin';
import type { components } from '../../api/schema';
import { readCsv, type CsvColumns } from './csvImport';

type AssetRow = components['schemas']['AssetImportRow'];
type DriverRow = components['schemas']['DriverImportRow'];

/** The columns of the assets and drivers CSV exports that a record is written from (others are ignored). */
const assetColumns: CsvColumns<keyof AssetRow> = {
  headers: { name: ['name'], plateNumber: ['platenumber', 'plate'], vin: ['vin'], tags: ['tags'], purchaseDate: ['purchasedate'] },
  required: ['name'],
};
const driverColumns: CsvColumns<keyof DriverRow> = {
  headers: {
    name: ['name'],
    licenceNumber: ['licencenumber', 'licence'],
    licenceExpiry: ['licenceexpiry'],
    phone: ['phone'],
    email: ['email'],
  },
  required: ['name'],
};

export const readAssetCsv = (file: File, translate: TranslateFunction) =>
  // Tags are a string, never null: an empty cell is no tags.
  readCsv(
    file,
    assetColumns,
    (cells): AssetRow => ({ ...cells, name: cells.name ?? '', tags: cells.tags ?? '' }),
    (columns) => translate('resources.assets.import.missing', { columns }),
  );
export const readDriverCsv = (file: File, translate: TranslateFunction) =>
  readCsv(
    file,
    driverColumns,
    (cells): DriverRow => ({ ...cells, name: cells.name ?? '' }),
    (columns) => translate('resources.drivers.import.missing', { columns }),
  );
