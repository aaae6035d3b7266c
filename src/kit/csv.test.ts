import { describe, expect, it } from 'vitest';
import { toCsv, withAssetColumn } from './csv';

const line = (...cells: Parameters<typeof toCsv>[0]['rows'][number]) => toCsv({ header: [], rows: [cells] }).slice(2, -2);

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv({
        header: ['a', 'b'],
        rows: [
          [1, 'x'],
          [2.5, 'y'],
        ],
      }),
    ).toBe('a,b\r\n1,x\r\n2.5,y\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(line('Berlin, Mitte')).toBe('"Berlin, Mitte"');
    expect(line('the "big" truck')).toBe('"the ""big"" truck"');
    expect(line('two\nlines')).toBe('"two\nlines"');
    expect(line('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps leading and trailing spaces by quoting', () => {
    expect(line(' padded ')).toBe('" padded "');
  });

  it('writes empty cells for missing values and machine forms for numbers and booleans', () => {
    expect(line(null, undefined, 0, -3.25, true, false)).toBe(',,0,-3.25,true,false');
  });

  it('keeps spreadsheets from running text as a formula', () => {
    expect(line('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(line('+1')).toBe("'+1");
    expect(line('-1')).toBe("'-1");
    expect(line('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('keeps non-Latin text as is', () => {
    expect(line('برلين', '北京')).toBe('برلين,北京');
  });
});

describe('withAssetColumn', () => {
  it('joins the tables of several assets, each row led by its asset', () => {
    const table = withAssetColumn('Asset', [
      { assetName: 'Truck 1', table: { header: ['km'], rows: [[1], [2]] } },
      { assetName: 'Truck 2', table: { header: ['km'], rows: [[3]] } },
    ]);
    expect(table).toEqual({
      header: ['Asset', 'km'],
      rows: [
        ['Truck 1', 1],
        ['Truck 1', 2],
        ['Truck 2', 3],
      ],
    });
  });
});
