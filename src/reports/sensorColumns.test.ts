import { describe, expect, it } from 'vitest';
import { cellText, csvTableOf } from './columns';
import { reportFormat } from './format';
import { attributeKeys, sensorRecordColumns, type SensorRecord } from './sensorColumns';

const records: SensorRecord[] = [
  { time: '2026-03-04T08:00:00Z', attributes: { rpm: 2100, ignition: true } },
  { time: '2026-03-04T08:01:00Z', attributes: { rpm: 1800.5, dtc: 'P0301', fuel: 61 } },
];
const translate = (key: string) => `t(${key})`;

describe('sensor report columns', () => {
  it('has one column per attribute any message carries, in a stable order', () => {
    expect(attributeKeys(records)).toEqual(['dtc', 'fuel', 'ignition', 'rpm']);
    expect(attributeKeys([])).toEqual([]);
  });

  it('exports raw values with the device attribute names as headers, blanks where a message lacks one', () => {
    expect(csvTableOf(sensorRecordColumns(records), records, translate)).toEqual({
      header: ['t(reports.columns.time)', 'dtc', 'fuel', 'ignition', 'rpm'],
      rows: [
        ['2026-03-04T08:00:00Z', undefined, undefined, true, 2100],
        ['2026-03-04T08:01:00Z', 'P0301', 61, undefined, 1800.5],
      ],
    });
  });

  it('shows values in the chosen language', () => {
    const columns = sensorRecordColumns(records);
    const fr = reportFormat('fr', 'UTC');
    expect(columns.map((column) => cellText(column, records[1], fr, translate))).toEqual(['04/03/2026 08:01', 'P0301', '61', '', '1\u202f800,5']);
    expect(cellText(columns[3], records[0], fr, translate)).toBe('✓');
  });

  it('aligns only all-number attributes as numbers', () => {
    expect(sensorRecordColumns(records).map((column) => Boolean(column.numeric))).toEqual([false, false, true, false, true]);
  });
});
