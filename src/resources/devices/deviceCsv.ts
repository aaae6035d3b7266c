import Papa from 'papaparse';
import type { components } from '../../api/schema';

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

export interface LineProblem {
  line: number;
  field: string;
  messages: string[];
}

/** The server's `rows.<index>.<field>` errors as lines of the file, in order; anything else as line 0. */
export function problemsByLine(errors: Record<string, string[]>): LineProblem[] {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const match = /^rows\.(\d+)\.(.+)$/.exec(key);
      return match ? { line: lineOfRow(Number(match[1])), field: match[2], messages } : { line: 0, field: key, messages };
    })
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
