import { useDataProvider, type DataProvider, type Exporter } from 'react-admin';
import type { components } from '../api/schema';
import type { FleetDataProvider } from './dataProvider';

type Format = components['schemas']['ExportRecord']['format'];

/**
 * Tells the audit log of an export before the file is made. The export goes on when the server cannot
 * be told: the rows were readable anyway, and a user's file must not hang on the log.
 */
async function record(dataProvider: DataProvider, what: string, format: Format, rows: number) {
  try {
    await (dataProvider as FleetDataProvider).recordExport({ what, format, rows });
  } catch {
    // Logged by the server's own error log, if it answered at all.
  }
}

/** A list's exporter that first records the export of its rows. */
export const recordedExporter =
  (format: Format, exporter: Exporter): Exporter =>
  async (data, fetchRelated, dataProvider, resource) => {
    await record(dataProvider, resource ?? 'list', format, data.length);
    return exporter(data, fetchRelated, dataProvider, resource);
  };

/** For the report screens' export buttons: records the export of `rows` rows of report `what`. */
export function useRecordExport() {
  const dataProvider = useDataProvider();
  return (what: string, format: Format, rows: number) => record(dataProvider, what, format, rows);
}
