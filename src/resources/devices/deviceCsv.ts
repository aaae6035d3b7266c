import Papa from 'papaparse';
import type { TranslateFunction } from 'react-admin';
import type { components } from '../../api/schema';
import type { FileRead } from '../shared/fileImport';

export type DeviceImportRow = components['schemas']['DeviceImportRow'];
type Field = keyof DeviceImportRow;

/** The headers a column may have, compared without case, spaces or underscores: ours, and Traccar's export. */
const HEADERS: Record<Field, string[]> = {
  uniqueId: ['uniqueid', 'identifier', 'imei'],
  name: ['name'],
  phone: ['phone'],
  model: ['model'],
};
const REQUIRED: Field[] = ['uniqueId', 'name'];

/** The file's line of a row of the API's `rows` (the header is line 1). */
export const lineOfRow = (index: number) => index + 2;

const normalise = (header: string) => header.trim().toLowerCase().replace(/[\s_]/g, '');

export interface CsvDevices {
  rows: DeviceImportRow[];
  /** Required columns the header lacks. */
  missing: Field[];
}

/**
 * The devices of a CSV file with a header row, in file order: cells trimmed, empty optional cells
 * null. Whether each row is right is the server's to say (one set of rules, in the contract).
 */
export function devicesFromCsv(text: string): CsvDevices {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = parsed.data;
  const positions = new Map<Field, number>();
  header.forEach((name, position) => {
    const field = (Object.keys(HEADERS) as Field[]).find((candidate) => HEADERS[candidate].includes(normalise(name)));
    if (field && !positions.has(field)) positions.set(field, position);
  });
  const missing = REQUIRED.filter((field) => !positions.has(field));
  if (missing.length) return { rows: [], missing };
  const cell = (line: string[], field: Field) => {
    const position = positions.get(field);
    return position === undefined ? '' : (line[position] ?? '').trim();
  };
  const rows = lines.map((line) => ({
    uniqueId: cell(line, 'uniqueId'),
    name: cell(line, 'name'),
    phone: cell(line, 'phone') || null,
    model: cell(line, 'model') || null,
  }));
  return { rows, missing };
}

/** A chosen CSV file as rows for `POST /imports/devices`, or why it cannot be imported (columns missing). */
export async function readDeviceCsv(file: File, translate: TranslateFunction): Promise<FileRead> {
  const { rows, missing } = devicesFromCsv(await file.text());
  if (missing.length) return { refusal: translate('resources.devices.import.missing', { columns: missing.join(', ') }) };
  return { rows, lineOf: lineOfRow, problems: [] };
}
