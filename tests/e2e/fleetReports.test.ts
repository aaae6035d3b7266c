import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { reportsFixtureOfSuite, type AssetRef } from './reports-fixture';
import { downloadFrom, parseCsv, reportUrl, withPeriod, type Api, type Period } from './reports-support';
import { seriousAccessibilityViolations } from './shell-support';

const fixture = reportsFixtureOfSuite();
let page: Page;
let api: Api;
let period: Period;
let busy: AssetRef;

beforeAll(() => void ({ page, api, period, busy } = fixture));

const download = (name: string) => downloadFrom(page, page.getByRole('button', { name }));

describe('stops report and XLSX export on the demo data', { timeout: 120_000 }, () => {
  it('stops: each stop on a map and in the table, as the API finds them', async () => {
    const { body: stops } = await api<Schema<'Stop'>[]>('GET', withPeriod(`/assets/${busy.id}/report/stops`, period));
    expect(stops.length).toBeGreaterThan(0);
    await page.goto(reportUrl('stops', [busy.id], period));
    const map = page.getByRole('region', { name: `Stops of ${busy.name}` });
    await map.locator('canvas').first().waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    const table = page.getByRole('table', { name: `Stops · ${busy.name}` });
    const rows = stops.length > 25 ? 25 : stops.length;
    await expect(table.locator('tbody tr').count()).resolves.toBe(rows);
    expect(await table.locator('tbody tr').first().textContent()).toContain(stops[0].address);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A longer minimum keeps fewer stops, on screen as in the API.
    const { body: longStops } = await api<Schema<'Stop'>[]>(
      'GET',
      withPeriod(`/assets/${busy.id}/report/stops?minDurationSeconds=3600`, period),
    );
    await page.getByLabel('Minimum stop (min)').fill('60');
    await page.getByLabel('Minimum stop (min)').press('Enter');
    if (longStops.length === 0) await page.getByText('No data for this period.').waitFor();
    else await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(25, longStops.length));
  });

  it('XLSX: the workbook downloads, opens, and holds the same table as the CSV', async () => {
    await page.goto(reportUrl('stops', [busy.id], period));
    await page.getByRole('button', { name: 'Export XLSX' }).waitFor();
    const csv = parseCsv((await download('Export CSV')).content.toString('utf8'));
    const xlsx = await download('Export XLSX');
    expect(xlsx.name).toMatch(/^stops_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(xlsx.content);
    expect(sheet[0]).toEqual(['Asset', 'Start', 'End', 'Duration (s)', 'Place', 'Address', 'Latitude', 'Longitude']);
    expect(sheet).toHaveLength(csv.length);
    // Numbers stay numbers in the workbook; the CSV writes them as text.
    expect(typeof sheet[1][3]).toBe('number');
    expect(sheet.slice(1).map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual(csv.slice(1));
  });
});
