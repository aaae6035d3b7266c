import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Schema } from '../support/api';
import { downloadFrom, parseCsv } from './reports-support';
import { accounts, signIn, startShell, type Shell } from './shell-support';

/** An Operator assigns a driver by hand on the vehicle card; the driving scores ranking opens, exports and leads to a driver's page. */
describe('drivers on the vehicle card and the driving scores', () => {
  let shell: Shell;
  let page: Page;
  let asset: Schema<'Asset'>;

  beforeAll(async () => {
    shell = await startShell();
    const api = apiClient(shell.server.baseUrl);
    const token = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    asset = (await api.call<Schema<'Asset'>[]>('GET', '/assets?sort=name', { token })).body[0];
    expect((await api.call('POST', '/drivers', { token, body: { name: 'Zora Handover' } })).status).toBe(200);
    ({ page } = await shell.open({ width: 1440, height: 900 }));
    await signIn(page, accounts.operator);
  }, 400_000);

  afterAll(() => shell?.stop());

  it('assigns a driver by hand and shows them on the vehicle card', async () => {
    await page.goto('/dashboard');
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(asset.name);
    await page
      .getByRole('option', { name: new RegExp(`^${asset.name}`) })
      .first()
      .click({ timeout: 60_000 });
    const card = page.getByTestId('vehicle-card');
    await card.getByRole('button', { name: 'Assign driver' }).click();
    await card.getByRole('combobox', { name: 'Driver' }).fill('Zora');
    await page.getByRole('option', { name: 'Zora Handover' }).click();
    await card.getByRole('button', { name: 'Assign', exact: true }).click();
    await card.getByText('Zora Handover').waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Unassign' }).waitFor();
  }, 120_000);

  it('opens the driving scores of the fleet’s vehicles and exports them as CSV and XLSX', async () => {
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    await page.goto(`/reports?${new URLSearchParams({ report: 'drivingScores', period: 'custom', from, to })}`);
    await page.getByRole('button', { name: 'Vehicles' }).click();
    const table = page.getByRole('table', { name: 'Driving scores' });
    await table.waitFor({ timeout: 60_000 });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining(['Asset', 'Score', 'Harsh braking']));
    const csv = await downloadFrom(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(csv.name).toMatch(/drivingScores.*\.csv$/);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header.slice(0, 4)).toEqual(['Asset', 'Score', 'Previous period', 'Distance (km)']);
    expect(rows.length).toBeGreaterThan(0);
    await expect(table.getByRole('row').nth(1).innerText()).resolves.toContain(rows[0][0]);
    const xlsx = await downloadFrom(page, page.getByRole('button', { name: 'Export XLSX' }));
    expect(xlsx.name).toMatch(/drivingScores.*\.xlsx$/);
    const sheet = await readSheet(xlsx.content);
    expect(sheet[0]).toEqual(header);
    expect(sheet.slice(1).map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual(rows);
  }, 120_000);

  it('opens a driver’s own page from the ranking: their score by week, trips, harsh driving and sessions', async () => {
    await page.getByRole('button', { name: 'Drivers' }).click();
    const table = page.getByRole('table', { name: 'Driving scores' });
    const first = table.getByRole('row').nth(1);
    await first.waitFor({ timeout: 60_000 });
    const name = (await first.getByRole('cell').first().innerText()).trim();
    await first.getByRole('button', { name: `Open the driver's page: ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });
    await page.getByRole('figure', { name: 'Score by week' }).waitFor({ timeout: 60_000 });
    for (const section of ['Trips of the last 28 days', 'Harsh driving of the last 28 days', 'Driving sessions'])
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    expect(await page.getByRole('table', { name: 'Trips of the last 28 days' }).getByRole('row').count()).toBeGreaterThan(1);
  }, 120_000);
});
