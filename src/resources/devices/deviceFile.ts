import type { TranslateFunction } from 'react-admin';
import type { components } from '../../api/schema';
import { readTableFile, type TableColumns } from '../shared/tableImport';

export type DeviceImportRow = components['schemas']['DeviceImportRow'];

/** Our headers, and Traccar's export's. */
export const deviceColumns: TableColumns<keyof DeviceImportRow> = {
  headers: { uniqueId: ['uniqueid', 'identifier', 'imei'], name: ['name'], phone: ['phone'], model: ['model'] },
  required: ['uniqueId', 'name'],
};

/** A chosen CSV or XLSX file as rows for `POST /imports/devices`, or why it cannot be imported. */
export const readDeviceFile = (file: File, translate: TranslateFunction) =>
  readTableFile(
    file,
    deviceColumns,
    (cells): DeviceImportRow => ({ ...cells, uniqueId: cells.uniqueId ?? '', name: cells.name ?? '' }),
    translate,
    'resources.devices.import',
  );
