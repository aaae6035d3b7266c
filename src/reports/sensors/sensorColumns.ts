import type { components } from '../../api/schema';
import { attributeLabel } from '../shared/attributeLabels';
import type { ReportColumn, Translate } from '../shared/columns';
import type { ReportFormat } from '../../kit/format';

export type SensorRecord = components['schemas']['SensorRecord'];
export type SensorState = components['schemas']['SensorState'];
type SensorValue = components['schemas']['SensorValue'];

const filled = (value: SensorValue | undefined) => value !== undefined && value !== '';

/** Every attribute name the device sent a value for in these messages (empty columns left out), in a stable order. */
export const attributeKeys = (records: readonly SensorRecord[]): string[] =>
  [...new Set(records.flatMap((record) => Object.keys(record.attributes).filter((key) => filled(record.attributes[key]))))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );

export const sensorValueText = (value: SensorValue | undefined, format: ReportFormat): string => {
  if (typeof value === 'number') return format.number(value, 3);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return value ?? '';
};

export const timeColumn = <Row extends { time: string }>(): ReportColumn<Row> => ({
  label: 'reports.columns.time',
  value: (row) => row.time,
  format: (row, format) => format.dateTime(row.time),
});

/**
 * The time of each message and one column per attribute any message carries, headed by its label
 * and unit, on screen and in exports alike.
 */
export const sensorRecordColumns = (records: readonly SensorRecord[], translate: Translate): ReportColumn<SensorRecord>[] => [
  timeColumn(),
  ...attributeKeys(records).map((key): ReportColumn<SensorRecord> => ({
    label: attributeLabel(key, translate),
    literal: true,
    value: (row) => row.attributes[key],
    format: (row, format) => sensorValueText(row.attributes[key], format),
    numeric: records.every((record) => typeof (record.attributes[key] ?? 0) === 'number'),
  })),
];

/** Each reading named as on screen ("Battery level (%)", not the device's "batt"), in the table and the export. */
export const sensorStateColumns = (translate: Translate): ReportColumn<SensorState>[] => [
  { label: 'reports.columns.sensor', value: (row) => attributeLabel(row.name, translate) },
  { label: 'reports.columns.value', value: (row) => row.value, format: (row, format) => sensorValueText(row.value, format) },
  { label: 'reports.columns.updated', value: (row) => row.updatedAt, format: (row, format) => format.dateTime(row.updatedAt) },
];
