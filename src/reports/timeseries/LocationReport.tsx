import { useTranslate } from 'react-admin';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, LocationRecord } from '../shared/reportTypes';
import { getLocations } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { locationColumns } from './seriesColumns';
import { SpeedChart } from '../shared/TimeSeriesChart';
import { useAssetReports, type ReportLoader } from '../shared/useAssetReports';

// Every recorded position, for the table and the export; the chart thins them itself.
const loadLocations: ReportLoader<LocationRecord[]> = (id, period, signal) => getLocations(id, period, signal);

/** The recorded positions of the period: speed over time and the positions as a table. */
export default function LocationReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('locations', assets, period, loadLocations);
  return (
    <ReportFrame
      name="locations"
      period={period}
      report={report}
      isEmpty={(records) => records.length === 0}
      csv={(results) => assetsCsv(results, locationColumns, (records) => records, translate)}
    >
      {(records, asset) => (
        <>
          <SpeedChart records={records} period={period} />
          <ReportTable
            label={`${translate('reports.types.locations')} · ${asset.name}`}
            columns={locationColumns}
            rows={records}
            rowKey={(record, index) => `${index}-${record.time}`}
          />
        </>
      )}
    </ReportFrame>
  );
}
