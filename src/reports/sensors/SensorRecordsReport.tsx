import { useTranslate } from 'react-admin';
import { assetsCsv } from '../shared/columns';
import { ReportFrame } from '../shared/ReportFrame';
import type { ReportProps } from '../shared/reportTypes';
import { getAllSensorLogs, getDeviceRecords, type DEVICE_REPORTS } from '../shared/reportsApi';
import { ReportTable } from '../shared/ReportTable';
import { sensorRecordColumns, type SensorRecord } from './sensorColumns';
import { useAssetReports, type ReportLoader } from '../shared/useAssetReports';

export type SensorRecordsKind = keyof typeof DEVICE_REPORTS | 'sensorsLogs';

const loaders: Record<SensorRecordsKind, ReportLoader<SensorRecord[]>> = {
  suntechObd: (id, period, signal) => getDeviceRecords('suntechObd', id, period, signal),
  suntechStatus: (id, period, signal) => getDeviceRecords('suntechStatus', id, period, signal),
  rutx: (id, period, signal) => getDeviceRecords('rutx', id, period, signal),
  sensorsLogs: getAllSensorLogs,
};

/** Messages a device sent, one column per attribute the device reported (Suntech, RUTX, logs). */
export default function SensorRecordsReport({ kind, assets, period }: ReportProps & { kind: SensorRecordsKind }) {
  const translate = useTranslate();
  const report = useAssetReports(kind, assets, period, loaders[kind]);
  return (
    <ReportFrame
      name={kind}
      period={period}
      report={report}
      isEmpty={(records) => records.length === 0}
      // One set of columns for all assets, so the rows of each line up in one file.
      csv={(results) =>
        assetsCsv(
          results,
          sensorRecordColumns(
            results.flatMap((r) => r.data),
            translate,
          ),
          (records) => records,
          translate,
        )
      }
    >
      {(records, asset) => (
        <ReportTable
          label={`${translate(`reports.types.${kind}`)} · ${asset.name}`}
          columns={sensorRecordColumns(records, translate)}
          rows={records}
          rowKey={(record, index) => `${index}-${record.time}`}
        />
      )}
    </ReportFrame>
  );
}
