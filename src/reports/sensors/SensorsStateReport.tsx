import { useTranslate } from 'react-admin';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { getSensorsState } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { sensorStateColumns, type SensorState } from './sensorColumns';
import { useAssetReports, type ReportLoader } from '../shared/useAssetReports';

// The latest value of each attribute: there is no period to ask for.
const loadState: ReportLoader<SensorState[]> = (id, _period, signal) => getSensorsState(id, signal);

export default function SensorsStateReport({ assets }: ReportProps) {
  const translate = useTranslate();
  const report = useAssetReports('sensorsState', assets, {}, loadState);
  return (
    <ReportFrame
      name="sensors-state"
      period={{}}
      report={report}
      isEmpty={(states) => states.length === 0}
      csv={(results) => assetsCsv(results, sensorStateColumns(translate), (states) => states, translate)}
    >
      {(states, asset) => (
        <ReportTable
          label={`${translate('reports.types.sensorsState')} · ${asset.name}`}
          columns={sensorStateColumns(translate)}
          rows={states}
          rowKey={(state) => state.name}
        />
      )}
    </ReportFrame>
  );
}
