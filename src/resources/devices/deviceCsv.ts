import type { TranslateFunction } from 'react-admin';
import type { components } from '../../api/schema';
import { readCsv, rowsFromCsv, type CsvColumns } from '../shared/csvImport';

export type DeviceImportRow = components['schemas']['DeviceImportRow'];

/** Our headers, and Traccar's export's. */
const columns: CsvColumns<keyof DeviceImportRow> = {
  headers: { uniqueId: ['uniqueid', 'identifier', 'imei'], name: ['name'], phone: ['phone'], model: ['model'] },
  required: ['uniqueId', 'name'],
};

const toRow = (cells: Record<keyof DeviceImportRow, string | null>): DeviceImportRow => ({
  ...cells,
  uniqueId: cells.uniqueId ?? '',
  name: cells.name ?? '',
});

/** The devices of a CSV file with a header row, in file order, and the required columns it lacks. */
export function devicesFromCsv(text: string) {
  const { rows, missing } = rowsFromCsv(text, columns);
  return { rows: rows.map(toRow), missing };
}

/** A chosen CSV file as rows for `POST /imports/devices`, or why it cannot be imported (columns missing). */
export const readDeviceCsv = (file: File, translate: TranslateFunction) =>
  readCsv(file, columns, toRow, (missing) => translate('resources.devices.import.missing', { columns: missing }));
