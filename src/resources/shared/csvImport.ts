import Papa from 'papaparse';
import type { FileRead } from './fileImport';

/** The headers each column may have, compared without case, spaces or underscores; and the columns a file must have. */
export interface CsvColumns<Field extends string> {
  headers: Record<Field, string[]>;
  required: Field[];
}

/** The file's line of a row of the API's `rows` (the header is line 1). */
export const lineOfRow = (index: number) => index + 2;

const normalise = (header: string) => header.trim().toLowerCase().replace(/[\s_]/g, '');

/**
 * The cells of a CSV file with a header row, by field, in file order: trimmed, empty ones null, columns
 * it does not know ignored (so an export with more columns reads back). Whether each row is right is the
 * server's to say (one set of rules, in the contract).
 */
export function rowsFromCsv<Field extends string>(
  text: string,
  { headers, required }: CsvColumns<Field>,
): { rows: Record<Field, string | null>[]; missing: Field[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = parsed.data;
  const fields = Object.keys(headers) as Field[];
  const positions = new Map<Field, number>();
  header.forEach((name, position) => {
    const field = fields.find((candidate) => headers[candidate].includes(normalise(name)));
    if (field && !positions.has(field)) positions.set(field, position);
  });
  const missing = required.filter((field) => !positions.has(field));
  if (missing.length) return { rows: [], missing };
  const cell = (line: string[], field: Field) => {
    const position = positions.get(field);
    return (position === undefined ? '' : (line[position] ?? '').trim()) || null;
  };
  return {
    rows: lines.map((line) => Object.fromEntries(fields.map((field) => [field, cell(line, field)])) as Record<Field, string | null>),
    missing,
  };
}

/** A chosen CSV file as rows for an import (each made by `toRow`), or why it cannot be imported (columns missing). */
export async function readCsv<Field extends string>(
  file: File,
  columns: CsvColumns<Field>,
  toRow: (cells: Record<Field, string | null>) => unknown,
  missingMessage: (columns: string) => string,
): Promise<FileRead> {
  const { rows, missing } = rowsFromCsv(await file.text(), columns);
  if (missing.length) return { refusal: missingMessage(missing.join(', ')) };
  return { rows: rows.map(toRow), lineOf: lineOfRow, problems: [] };
}
