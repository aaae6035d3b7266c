import { useTranslate } from 'react-admin';
import { unwrapRequired } from '../../api/unwrap';
import { periodQuery, type Period } from '../../kit/period';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { assets as assetsApi } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { corridorColumns } from './corridorColumns';

const getCorridorTime = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(assetsApi().GET('/assets/{id}/report/corridor-time', { params: { path: { id }, query: periodQuery(period) }, signal }));

/** Each asset's trips along the route corridors, with the time off each. */
export default function CorridorTimeReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('corridorTime', assets, period, getCorridorTime);
  return (
    <ReportFrame
      name="corridorTime"
      period={period}
      report={report}
      isEmpty={(rows) => rows.length === 0}
      csv={(results) => assetsCsv(results, corridorColumns, (rows) => rows, translate)}
    >
      {(rows, asset) => (
        <ReportTable
          label={`${translate('reports.types.corridorTime')} · ${asset.name}`}
          columns={corridorColumns}
          rows={rows}
          rowKey={(row) => `${row.tripStart}-${row.geofenceId}`}
        />
      )}
    </ReportFrame>
  );
}
