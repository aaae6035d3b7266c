import { useTranslate } from 'react-admin';
import { unwrapRequired } from '../../api/unwrap';
import { assetsCsv } from '../shared/columns';
import { periodQuery, type Period } from '../../kit/period';
import { ReportFigures } from '../shared/ReportFigures';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { assets as assetsApi } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { CHART_POINTS } from '../shared/TimeSeriesChart';
import { useAssetReports } from '../shared/useAssetReports';
import { FuelLevelChart } from './FuelLevelChart';
import { FillPriceButton } from './FillPriceButton';
import { FuelSettingsButton } from './FuelSettingsButton';
import { fuelEventColumns, fuelFigures } from './fuelColumns';

const getFuel = (id: string, period: Period, signal: AbortSignal) =>
  unwrapRequired(
    assetsApi().GET('/assets/{id}/report/fuel', {
      params: { path: { id }, query: { ...periodQuery(period), maxPoints: CHART_POINTS } },
      signal,
    }),
  );

/** Each asset's fuel: the period's figures, the level with its fills and drains, and the events. */
export default function FuelReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('fuel', assets, period, getFuel);
  return (
    <>
      <FuelSettingsButton />
      <ReportFrame
        name="fuel"
        period={period}
        report={report}
        printable
        isEmpty={(fuel) => fuel.startLitres === null}
        csv={(results) => assetsCsv(results, fuelEventColumns, (fuel) => fuel.events, translate)}
      >
        {(fuel, asset) => (
          <>
            <ReportFigures columns={fuelFigures} row={fuel} />
            <FuelLevelChart report={fuel} period={period} />
            <ReportTable
              label={`${translate('reports.fuel.events')} · ${asset.name}`}
              columns={fuelEventColumns}
              rows={fuel.events}
              rowKey={(event) => `${event.kind}-${event.startTime}`}
              rowAction={(event) => <FillPriceButton assetId={asset.id} fill={event} onSaved={report.reload} />}
            />
          </>
        )}
      </ReportFrame>
    </>
  );
}
