import type { CsvTable } from './csv';

/**
 * A report table as an .xlsx workbook of one sheet. The writer is loaded only here, when a user
 * exports: it stays out of every screen's code. Cells keep their raw values, as in the CSV, typed:
 * numbers stay numbers, text is never read as a formula.
 */
export async function xlsxBlob(table: CsvTable, sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = [table.header, ...table.rows].map((row) => row.map((value) => (value === undefined ? null : value)));
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const name = sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';
  return writeXlsxFile(rows, { sheet: name }).toBlob();
}
