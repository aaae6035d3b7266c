import { useTranslate } from 'react-admin';
import { DailyDistanceChart } from '../shared/DailyDistanceChart';
import { movementColumns, movementExportColumns } from './movementColumns';
import { assetsCsv } from '../shared/columns';
import { ReportFigures } from '../shared/ReportFigures';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps, LocationRecord, MovementReport as Movement } from '../shared/reportTypes';
import { getLocations, getMovement } from '../shared/reportsApi';
import { SpeedChart, CHART_POINTS } from '../shared/TimeSeriesChart';
import { useAssetReports, type ReportLoader } from '../shared/useAssetReports';

interface MovementData {
  movement: Movement;
  speeds: LocationRecord[];
}

const loadMovement: ReportLoader<MovementData> = async (id, period, signal) => ({
  movement: await getMovement(id, period, signal),
  speeds: await getLocations(id, period, signal, CHART_POINTS),
});

/** Average speed, distance, moving and stopped time, with speed over time and distance per day. */
export default function MovementReport({ assets, period }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('movement', assets, period, loadMovement);
  return (
    <ReportFrame
      name="movement"
      period={period}
      report={report}
      isEmpty={({ movement, speeds }) => speeds.length === 0 && movement.tripCount === 0}
      csv={(results) => assetsCsv(results, movementExportColumns, (data) => [data.movement], translate)}
    >
      {({ movement, speeds }) => (
        <>
          <ReportFigures columns={movementColumns} row={movement} />
          {speeds.length > 0 && <SpeedChart records={speeds} period={period} />}
          {movement.daily.length > 0 && <DailyDistanceChart daily={movement.daily} />}
        </>
      )}
    </ReportFrame>
  );
}
