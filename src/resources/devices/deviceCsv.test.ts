import { describe, expect, it } from 'vitest';
import { problemsByLine } from '../shared/fileImport';
import { lineOfRow } from '../shared/csvImport';
import { devicesFromCsv } from './deviceCsv';

describe('devicesFromCsv', () => {
  it('reads the rows by their headers, whatever the order and case, quoted cells included', () => {
    const csv = '\uFEFFName,IMEI,Model,phone\r\n"Van, north",356307042441013,GT06,\r\n\r\nVan 2 , 356307042441014 ,, +49 151 1\r\n';
    expect(devicesFromCsv(csv)).toEqual({
      missing: [],
      rows: [
        { uniqueId: '356307042441013', name: 'Van, north', phone: null, model: 'GT06' },
        { uniqueId: '356307042441014', name: 'Van 2', phone: '+49 151 1', model: null },
      ],
    });
  });

  it('names the required columns the header lacks', () => {
    expect(devicesFromCsv('label,phone\nVan,1\n')).toEqual({ rows: [], missing: ['uniqueId', 'name'] });
  });
});

describe('problemsByLine', () => {
  it('gives each problem its file line (the header is line 1), in order', () => {
    expect(
      problemsByLine(
        {
          'rows.3.uniqueId': ['Repeats the identifier of an earlier row.'],
          'rows.0.model': ['No device model is named "X".'],
          tenantId: ['This field is required.'],
        },
        lineOfRow,
      ),
    ).toEqual([
      { line: 0, field: 'tenantId', messages: ['This field is required.'] },
      { line: 2, field: 'model', messages: ['No device model is named "X".'] },
      { line: 5, field: 'uniqueId', messages: ['Repeats the identifier of an earlier row.'] },
    ]);
  });
});
