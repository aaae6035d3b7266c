import { csvTableOf, type ReportColumn, type Translate } from './columns';
import { withAssetColumn, type CsvTable } from './csv';
import type { AssetResult } from './useAssetReports';

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
