import { describe, expect, it } from 'vitest';
import { cellText, csvTableOf } from '../shared/columns';
import { reportFormat } from '../../kit/format';
import { attributeKeys, sensorRecordColumns, sensorStateColumns, type SensorRecord } from './sensorColumns';
import { inTimeZone } from '../../kit/csv';

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

  it('leaves out an attribute no message has a value for', () => {
    const withEmpty = [...records, { time: '2026-03-04T08:02:00Z', attributes: { dtcs: '', rpm: 900 } }];
    expect(attributeKeys(withEmpty)).toEqual(['dtc', 'fuel', 'ignition', 'rpm']);
  });

  it('exports raw values headed as on screen (label and unit, not the device key), blanks where a message lacks one', () => {
    expect(csvTableOf(sensorRecordColumns(records, translate), records, translate)).toEqual({
      header: [
        't(reports.columns.time)',
        'dtc',
        't(reports.attributes.fuel) (l)',
        't(reports.attributes.ignition)',
        't(deviceFields.rpm) (rpm)',
      ],
      rows: [
        ['2026-03-04T08:00:00Z', undefined, undefined, true, 2100],
        ['2026-03-04T08:01:00Z', 'P0301', 61, undefined, 1800.5],
      ],
    });
  });

  it('shows values in the chosen language', () => {
    const columns = sensorRecordColumns(records, translate);
    const fr = reportFormat('fr', 'UTC');
    expect(columns.map((column) => cellText(column, records[1], fr, translate))).toEqual([
      '04/03/2026 08:01',
      'P0301',
      '61',
      '',
      '1\u202f800,5',
    ]);
    expect(cellText(columns[3], records[0], fr, translate)).toBe('✓');
  });

  it('heads the columns with the attributes’ labels and units on screen, other names as sent', () => {
    expect(sensorRecordColumns(records, translate).map((column) => column.label)).toEqual([
      'reports.columns.time',
      'dtc',
      't(reports.attributes.fuel) (l)',
      't(reports.attributes.ignition)',
      't(deviceFields.rpm) (rpm)',
    ]);
  });

  it('aligns only all-number attributes as numbers', () => {
    expect(sensorRecordColumns(records, translate).map((column) => Boolean(column.numeric))).toEqual([false, false, true, false, true]);
  });

  it("names the Sensor state export's readings as the screen does, with their units, not the device's keys", () => {
    const states = [
      { name: 'batt', value: 80, updatedAt: '2026-11-28T07:16:50.000Z' },
      { name: 'rpm', value: 900, updatedAt: '2026-11-28T07:16:50.000Z' },
    ];
    expect(csvTableOf(sensorStateColumns(translate), states, translate).rows.map((row) => row.slice(0, 2))).toEqual([
      ['t(reports.attributes.batt) (%)', 80],
      ['t(deviceFields.rpm) (rpm)', 900],
    ]);
  });
});

describe('exported times', () => {
  it("are the user's wall clock with the offset stated, on either side of a clock change", () => {
    const table = {
      header: ['Time', 'Note'],
      rows: [
        ['2026-11-28T07:16:50.000Z', 'winter'],
        ['2026-03-29T01:30:00Z', 'summer'],
        ['2026-03-29', 'a day stays'],
      ],
    };
    expect(inTimeZone(table, 'Europe/Berlin').rows).toEqual([
      ['2026-11-28T08:16:50+01:00', 'winter'],
      ['2026-03-29T03:30:00+02:00', 'summer'],
      ['2026-03-29', 'a day stays'],
    ]);
    expect(inTimeZone(table, 'America/St_Johns').rows[0][0]).toBe('2026-11-28T03:46:50-03:30');
    expect(inTimeZone(table, 'UTC').rows[0][0]).toBe('2026-11-28T07:16:50+00:00');
  });
});
