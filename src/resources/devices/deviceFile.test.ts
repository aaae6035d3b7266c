import type { TranslateFunction } from 'react-admin';
import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { problemsByLine } from '../shared/fileImport';
import { readDeviceFile } from './deviceFile';

const translate = ((key: string, options?: { columns?: string }) => `${key} ${options?.columns ?? ''}`.trim()) as TranslateFunction;
const csvFile = (text: string) => new File([text], 'devices.csv', { type: 'text/csv' });
const xlsxFile = async (rows: (string | number | Date | null)[][]) =>
  new File([new Uint8Array(await writeExcelFile(rows).toBuffer())], 'devices.xlsx');

describe('a devices file', () => {
  it('reads CSV rows by their headers, whatever the order and case, quoted cells included, each with its line', async () => {
    const csv = '\uFEFFName,IMEI,Model,phone\r\n"Van, north",356307042441013,GT06,\r\n\r\nVan 2 , 356307042441014 ,, +49 151 1\r\n';
    const read = await readDeviceFile(csvFile(csv), translate);
    expect(read).toMatchObject({
      rows: [
        { uniqueId: '356307042441013', name: 'Van, north', phone: null, model: 'GT06' },
        { uniqueId: '356307042441014', name: 'Van 2', phone: '+49 151 1', model: null },
      ],
      problems: [],
    });
    // The blank line 3 is skipped, and the second device is named by its own line.
    expect('lineOf' in read && [read.lineOf(0), read.lineOf(1)]).toEqual([2, 4]);
  });

  it("reads an Excel workbook's first sheet the same way: numbers as their digits, empty cells null", async () => {
    const read = await readDeviceFile(
      await xlsxFile([
        ['IMEI', 'Name', 'Phone'],
        [356307042441013, 'Van north', null],
        [null, null, null],
        ['356307042441014', 'Van 2', '+49 151 1'],
      ]),
      translate,
    );
    expect(read).toMatchObject({
      rows: [
        { uniqueId: '356307042441013', name: 'Van north', phone: null, model: null },
        { uniqueId: '356307042441014', name: 'Van 2', phone: '+49 151 1', model: null },
      ],
    });
    expect('lineOf' in read && [read.lineOf(0), read.lineOf(1)]).toEqual([2, 4]);
  });

  it('names the required columns the header lacks, and refuses a file named .xlsx that is not a workbook', async () => {
    expect(await readDeviceFile(csvFile('label,phone\nVan,1\n'), translate)).toEqual({
      refusal: 'resources.devices.import.missing uniqueId, name',
    });
    expect(await readDeviceFile(new File(['IMEI,name\n1,Van\n'], 'devices.xlsx'), translate)).toEqual({
      refusal: 'resources.devices.import.unreadable_table',
    });
  });
});

describe('problemsByLine', () => {
  it('gives each problem its file line, in order', () => {
    const lines = [2, 4, 5, 7];
    expect(
      problemsByLine(
        {
          'rows.3.uniqueId': ['Repeats the identifier of an earlier row.'],
          'rows.0.model': ['No device model is named "X".'],
          tenantId: ['This field is required.'],
        },
        (index) => lines[index],
      ),
    ).toEqual([
      { line: 0, field: 'tenantId', messages: ['This field is required.'] },
      { line: 2, field: 'model', messages: ['No device model is named "X".'] },
      { line: 7, field: 'uniqueId', messages: ['Repeats the identifier of an earlier row.'] },
    ]);
  });
});
