import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { toCsv } from '../../kit/csv';
import { assetsTable } from '../assets/assetsTable';
import type { Asset } from '../assets/asset';
import writeExcelFile from 'write-excel-file/node';
import { readAssetFile, readDriverFile } from './recordFiles';

const translate = ((key: string, options?: { columns?: string }) => `${key} ${options?.columns ?? ''}`) as TranslateFunction;
const file = (text: string) => new File([text], 'rows.csv', { type: 'text/csv' });

describe('asset and driver files', () => {
  it('reads the assets CSV export back into the rows it was made from, other columns ignored', async () => {
    const assets = [
      {
        id: 'a1',
        name: 'Van, big',
        plateNumber: 'B-V 1',
        vin: '1HGCM82633A004352',
        status: 'Moving',
        tags: 'cold fragile',
        purchaseDate: '2024-03-01',
        model: null,
      },
      { id: 'a2', name: 'Trailer', plateNumber: null, vin: null, status: 'Parked', tags: '', purchaseDate: null, model: null },
    ] as unknown as Asset[];
    const read = await readAssetFile(file(toCsv(assetsTable(assets))), translate);
    expect(read).toMatchObject({
      rows: [
        { name: 'Van, big', plateNumber: 'B-V 1', vin: '1HGCM82633A004352', tags: 'cold fragile', purchaseDate: '2024-03-01' },
        { name: 'Trailer', plateNumber: null, vin: null, tags: '', purchaseDate: null },
      ],
      problems: [],
    });
    expect('lineOf' in read && read.lineOf(1)).toBe(3);
  });

  it('reads drivers by their export headers and refuses a file without a name column', async () => {
    const read = await readDriverFile(
      file('id,name,licenceNumber,licenceExpiry,phone,email\nd1,Ana,DL-1,2027-02-28,,ana@acme.example\n'),
      translate,
    );
    expect(read).toMatchObject({
      rows: [{ name: 'Ana', licenceNumber: 'DL-1', licenceExpiry: '2027-02-28', phone: null, email: 'ana@acme.example' }],
    });
    expect(await readDriverFile(file('driver,phone\nAna,1\n'), translate)).toEqual({ refusal: 'resources.drivers.import.missing name' });
  });

  it('reads a drivers workbook, a date cell as the day it shows', async () => {
    const rows = [
      ['Name', 'Licence expiry', 'Phone'],
      ['Ana', new Date(Date.UTC(2027, 1, 28)), 4915112345],
    ];
    const workbook = new File([new Uint8Array(await writeExcelFile(rows, { dateFormat: 'yyyy-mm-dd' }).toBuffer())], 'drivers.xlsx');
    expect(await readDriverFile(workbook, translate)).toMatchObject({
      rows: [{ name: 'Ana', licenceExpiry: '2027-02-28', phone: '4915112345', email: null }],
    });
  });
});
