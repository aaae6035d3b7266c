import { ExportButton, type Exporter, type RaRecord } from 'react-admin';
import { toCsv, type CsvTable } from '../../kit/csv';
import { downloadBlob } from '../../kit/download';
import { xlsxBlob } from '../../kit/ExportXlsxButton';
import { recordedExporter } from '../../providers/recordExport';

const BOM = '\uFEFF';

/** A list's rows as the table its files hold: the CSV and the Excel export write the same columns, which its import reads back. */
export type ListTable<Record extends RaRecord> = (records: Record[]) => CsvTable;

const csvExporter =
  <Record extends RaRecord>(name: string, table: ListTable<Record>): Exporter =>
  (records) =>
    downloadBlob(`${name}.csv`, new Blob([BOM + toCsv(table(records as Record[]))], { type: 'text/csv;charset=utf-8' }));

const xlsxExporter =
  <Record extends RaRecord>(name: string, table: ListTable<Record>): Exporter =>
  async (records) =>
    downloadBlob(`${name}.xlsx`, await xlsxBlob(table(records as Record[]), name));

/**
 * "Export CSV" and "Export Excel" of the records matching the list's filters (react-admin fetches up to
 * 1,000), each recorded in the audit log first. The list itself takes `exporter={false}`.
 */
export function ListExportButtons<Record extends RaRecord>({ name, table }: { name: string; table: ListTable<Record> }) {
  return (
    <>
      <ExportButton exporter={recordedExporter('csv', csvExporter(name, table))} label="screens.export_csv" />
      <ExportButton exporter={recordedExporter('xlsx', xlsxExporter(name, table))} label="screens.export_xlsx" />
    </>
  );
}
