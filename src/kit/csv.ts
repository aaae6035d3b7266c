import { zonedIso } from '../domain/zonedTime';

export type CsvValue = string | number | boolean | null | undefined;

/** A table ready for export: a header row and data rows of raw (unformatted) values. */
export interface CsvTable {
  header: string[];
  rows: CsvValue[][];
}

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * RFC 4180 text: comma separated, CRLF line ends, quoted where needed. Numbers stay in their
 * machine form (dot decimal) and times in ISO 8601, so any tool reads them whatever the UI language.
 */
export const toCsv = ({ header, rows }: CsvTable): string => [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

// How the API writes instants (UTC, `toISOString`).
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
/** Whether a cell is an instant as the API writes it, which the user reads in their own zone. */
export const isApiInstant = (value: CsvValue): value is string => typeof value === 'string' && UTC_INSTANT.test(value);

/**
 * The table as the user exports it: every instant in the user's time zone with its offset stated
 * (the screen shows local times; the file says which), everything else as it is.
 */
export const inTimeZone = ({ header, rows }: CsvTable, timeZone: string): CsvTable => ({
  header,
  rows: rows.map((row) => row.map((value) => (isApiInstant(value) ? zonedIso(new Date(value), timeZone) : value))),
});

/** Tables of several assets as one, each row led by its asset's name. */
export const withAssetColumn = (assetLabel: string, parts: { assetName: string; table: CsvTable }[]): CsvTable => ({
  header: [assetLabel, ...(parts[0]?.table.header ?? [])],
  rows: parts.flatMap(({ assetName, table }) => table.rows.map((row) => [assetName, ...row])),
});
