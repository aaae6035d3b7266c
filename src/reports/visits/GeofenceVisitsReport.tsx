import { useTranslate } from 'react-admin';
import { unwrapRequired } from '../../api/unwrap';
import { periodQuery, type Period } from '../../kit/period';
import { assetsCsv, type ReportColumn } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, GeofenceVisit } from '../shared/reportTypes';
import { assets as assetsApi } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { useAssetReports } from '../shared/useAssetReports';
import { timeInsideByGeofence, visitColumns } from './visitColumns';

const getVisits = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(assetsApi().GET('/assets/{id}/report/geofence-visits', { params: { path: { id }, query: periodQuery(period) }, signal }));

const totalColumns: ReportColumn<GeofenceVisit>[] = [visitColumns[0], visitColumns[3]];

/** Each asset's visits, per geofence its total time inside, then every visit in order. */
export default function GeofenceVisitsReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('geofenceVisits', assets, period, getVisits);
  return (
    <ReportFrame
      name="geofenceVisits"
      period={period}
      report={report}
      isEmpty={(visits) => visits.length === 0}
      csv={(results) => assetsCsv(results, visitColumns, (visits) => visits, translate)}
    >
      {(visits, asset) => (
        <>
          <ReportTable
            label={`${translate('reports.visits.per_geofence')} · ${asset.name}`}
            columns={totalColumns}
            rows={timeInsideByGeofence(visits)}
            rowKey={(total) => total.geofenceId}
          />
          <ReportTable
            label={`${translate('reports.types.geofenceVisits')} · ${asset.name}`}
            columns={visitColumns}
            rows={visits}
            rowKey={(visit, index) => `${visit.geofenceId}-${visit.enterTime ?? index}`}
          />
        </>
      )}
    </ReportFrame>
  );
}
