import { type CsvTable, type CsvValue, withAssetColumn } from '../../kit/csv';
import type { ReportFormat } from '../../kit/format';
import type { AssetResult } from './useAssetReports';

export type Translate = (key: string, options?: object) => string;

/**
 * One column of a report table, shown on screen and exported: the raw value goes to CSV, the
 * formatted text to the screen, so exports stay machine-readable and the screen stays localised.
 */
export interface ReportColumn<Row> {
  /** An i18n key, or with `literal` a text shown as is (a device's own attribute name). */
  label: string;
  /** The CSV header when it must name the raw value's unit, e.g. "Duration (s)"; with `literal`, a text as is. */
  exportLabel?: string;
  literal?: boolean;
  value(row: Row): CsvValue;
  format?(row: Row, format: ReportFormat, translate: Translate): string;
  numeric?: boolean;
  /** Free text (addresses, messages) may wrap; other cells keep to one line. */
  text?: boolean;
}

/** A distance in km: formatted in the user's units on screen, in km in the export. */
export const distanceColumn = <Row>(distanceKm: (row: Row) => number): ReportColumn<Row> => ({
  label: 'reports.columns.distance',
  exportLabel: 'reports.columns.distance_km',
  value: distanceKm,
  format: (row, f) => f.distanceKm(distanceKm(row)),
  numeric: true,
});

export const cellText = <Row>(column: ReportColumn<Row>, row: Row, format: ReportFormat, translate: Translate): string =>
  column.format?.(row, format, translate) ?? String(column.value(row) ?? '');

export const csvTableOf = <Row>(columns: ReportColumn<Row>[], rows: readonly Row[], translate: Translate): CsvTable => ({
  header: columns.map((column) => (column.literal ? (column.exportLabel ?? column.label) : translate(column.exportLabel ?? column.label))),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

/** The CSV of a report over several assets: the rows of each, led by the asset's name. */
export const assetsCsv = <T, Row>(
  results: AssetResult<T>[],
  columns: ReportColumn<Row>[],
  rowsOf: (data: T) => readonly Row[],
  translate: Translate,
): CsvTable =>
  withAssetColumn(
    translate('reports.columns.asset'),
    results.map(({ asset, data }) => ({ assetName: asset.name, table: csvTableOf(columns, rowsOf(data), translate) })),
  );
