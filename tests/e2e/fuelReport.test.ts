import sql from 'sql-template-tag';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, type Schema } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { storeFuelMorning } from '../support/fuelTrack';
import { insertAsset } from '../support/records';
import { startTestServer, type TestServer } from '../support/server';
import { figure, numberIn, plain, reportUrl, signedInApi, type Api } from './reports-support';
import { seriousAccessibilityViolations, signIn, toast } from './shell-support';

const period = { from: '2024-05-06T00:00:00.000Z', to: '2024-05-07T00:00:00.000Z' };

describe('fuel report in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let api: Api;
  let van: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ demo: true }), launchBrowser()]);
    const db = server.context.db;
    const [{ id: acme }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    van = await insertAsset(db, acme, 'Fuel van');
    await storeFuelMorning(db, { assetId: van, tenantId: acme });
    api = await signedInApi(server.baseUrl, accounts.admin);
    await api('PUT', `/assets/${van}/fuel/setup`, { body: { tankLitres: 200, sensor: { attribute: 'io84', unit: 'litres', scale: 0.1 } } });
    ({ page } = await newPage(browser, server.baseUrl, { timezoneId: 'UTC', locale: 'en-US', viewport: { width: 1280, height: 900 } }));
    await signIn(page, accounts.admin);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the figures, the level chart with the fill marked, and the fill in the table, as the API finds them', async () => {
    const { body: report } = await api<Schema<'FuelReport'>>('GET', `/assets/${van}/report/fuel?from=${period.from}&to=${period.to}`);
    await page.goto(reportUrl('fuel', [van], period));
    const chart = page.getByRole('figure', { name: 'Fuel level over time' });
    await chart.locator('svg').first().waitFor();
    const litresOf = async (label: string) => numberIn(plain(await figure(page, label).textContent()), '.');
    await expect(litresOf('Filled')).resolves.toBeCloseTo(report.filledLitres, 1);
    await expect(litresOf('Consumed')).resolves.toBeCloseTo(report.consumedLitres ?? 0, 1);
    expect(report.filledLitres).toBeGreaterThanOrEqual(38);
    // The legend names the level and both kinds of marker; the fill is drawn as one mark.
    for (const name of ['Level', 'Fill', 'Drain']) await expect(chart.getByText(name, { exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(chart.locator('.MuiLineChart-mark').count()).resolves.toBe(1);
    const table = page.getByRole('table', { name: 'Fills and drains · Fuel van' });
    await expect(table.locator('tbody tr').count()).resolves.toBe(1);
    expect(plain(await table.locator('tbody tr').first().textContent())).toContain(`Fill`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("lets the Admin set a price of a litre in the fuel rules, and the report's cost follows", async () => {
    await page.goto(reportUrl('fuel', [van], period));
    await page.getByRole('button', { name: 'Fuel rules' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fuel rules' });
    await expect(dialog.getByLabel('Smallest fill (l)').inputValue()).resolves.toBe('5');
    await dialog.getByLabel('Price of a litre').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page).filter({ hasText: 'Fuel rules saved' }).waitFor();
    const { body: report } = await api<Schema<'FuelReport'>>('GET', `/assets/${van}/report/fuel?from=${period.from}&to=${period.to}`);
    expect(report.cost).toBeCloseTo((report.consumedLitres ?? 0) * 2, 1);
    await page.reload();
    await expect.poll(async () => numberIn(plain(await figure(page, 'Fuel cost').textContent()), '.')).toBeCloseTo(report.cost ?? 0, 2);
  });
});
