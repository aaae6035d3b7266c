import type { components } from '../../api/schema';
import { alertMessageColumn } from '../events/eventColumns';
import type { ReportColumn } from '../shared/columns';
import { movementColumns } from '../movement/movementColumns';
import type { Alert, AssetSummary } from '../shared/reportTypes';

type Asset = components['schemas']['Asset'];

/** What identifies the asset at the top of its summary. */
export const assetFactColumns: ReportColumn<Asset>[] = [
  { label: 'reports.summary.plate', value: (a) => a.plateNumber },
  { label: 'reports.summary.model', value: (a) => a.model?.name },
  { label: 'reports.summary.driver', value: (a) => a.driverName },
  { label: 'reports.summary.device', value: (a) => a.sensorName },
  { label: 'reports.summary.status', value: (a) => a.status, format: (a, _f, t) => t(`reports.status.${a.status}`) },
  { label: 'reports.summary.address', value: (a) => a.currentAddress },
];

export const alertColumns: ReportColumn<Alert>[] = [
  { label: 'reports.columns.time', value: (a) => a.time, format: (a, f) => f.dateTime(a.time) },
  { label: 'reports.columns.alert_type', value: (a) => a.type, format: (a, _f, t) => t(`reports.alert_types.${a.type}`) },
  alertMessageColumn,
];

/** The summary's export: one row per asset with the period's figures. */
export const summaryExportColumns: ReportColumn<AssetSummary>[] = [
  { label: 'reports.columns.from', value: (s) => s.from },
  { label: 'reports.columns.to', value: (s) => s.to },
  ...movementColumns.map((column): ReportColumn<AssetSummary> => ({
    label: column.label,
    exportLabel: column.exportLabel,
    value: (s) => column.value(s.movement),
  })),
  { label: 'reports.columns.alerts', value: (s) => s.alertCount },
  { label: 'reports.columns.generated', value: (s) => s.generatedAt },
];
