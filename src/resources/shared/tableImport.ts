import Papa from 'papaparse';
import type { TranslateFunction } from 'react-admin';
import type { FileRead } from './fileImport';

/** The headers each column may have, compared without case, spaces or underscores; and the columns a file must have. */
export interface TableColumns<Field extends string> {
  headers: Record<Field, string[]>;
  required: Field[];
}

/** What the import's file chooser offers: CSV and Excel workbooks. */
export const tableFileTypes = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows of a file by field, each with its line in the file (the header is line 1); or the required columns it lacks. */
export interface TableRows<Field extends string> {
  rows: Record<Field, string | null>[];
  lines: number[];
  missing: Field[];
}

const normalise = (header: string) => header.trim().toLowerCase().replace(/[\s_]/g, '');

/**
 * The cells of a table with a header row, by field, in file order: trimmed, empty ones null, empty rows
 * skipped, columns it does not know ignored (so an export with more columns reads back). Whether each row
 * is right is the server's to say (one set of rules, in the contract).
 */
export function rowsFromCells<Field extends string>(cells: string[][], { headers, required }: TableColumns<Field>): TableRows<Field> {
  const [header = [], ...lines] = cells;
  const fields = Object.keys(headers) as Field[];
  const positions = new Map<Field, number>();
  header.forEach((name, position) => {
    const field = fields.find((candidate) => headers[candidate].includes(normalise(name)));
    if (field && !positions.has(field)) positions.set(field, position);
  });
  const missing = required.filter((field) => !positions.has(field));
  if (missing.length) return { rows: [], lines: [], missing };
  const cell = (line: string[], field: Field) => {
    const position = positions.get(field);
    return (position === undefined ? '' : (line[position] ?? '').trim()) || null;
  };
  const read = lines.flatMap((line, index) =>
    line.some((text) => text.trim() !== '')
      ? [{ row: Object.fromEntries(fields.map((field) => [field, cell(line, field)])) as Record<Field, string | null>, line: index + 2 }]
      : [],
  );
  return { rows: read.map(({ row }) => row), lines: read.map(({ line }) => line), missing };
}

/** The cells of CSV text, a BOM aside. */
export const csvCells = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data;

/** A workbook cell as the text a CSV would hold: dates without a time of day as YYYY-MM-DD, others as ISO times. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

const isWorkbook = (file: File) => /\.xlsx$/i.test(file.name) || file.type === tableFileTypes.split(',')[3];

/** The first sheet of an .xlsx file, or a CSV file's cells. The workbook reader is loaded only when one is chosen. */
async function cellsOf(file: File): Promise<string[][]> {
  if (!isWorkbook(file)) return csvCells(await file.text());
  const { readSheet } = await import('read-excel-file/universal');
  return (await readSheet(file)).map((row) => row.map(cellText));
}

/**
 * A chosen CSV or XLSX file as rows for an import (each made by `toRow`), or why it cannot be imported:
 * columns missing, or a file that is not a workbook though named one.
 */
export async function readTableFile<Field extends string>(
  file: File,
  columns: TableColumns<Field>,
  toRow: (cells: Record<Field, string | null>) => unknown,
  translate: TranslateFunction,
  /** Where the import's texts are: `resources.<name>.import`. */
  texts: string,
): Promise<FileRead> {
  let cells: string[][];
  try {
    cells = await cellsOf(file);
  } catch {
    return { refusal: translate(`${texts}.unreadable_table`) };
  }
  const { rows, lines, missing } = rowsFromCells(cells, columns);
  if (missing.length) return { refusal: translate(`${texts}.missing`, { columns: missing.join(', ') }) };
  return { rows: rows.map(toRow), lineOf: (index) => lines[index] ?? 0, problems: [] };
}
