import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { screenshot } from '../support/browser';
import { addBulkAssets, assetsOf, mapCenter, recordHosts, reportPosition } from './operator-support';
import { accounts, signIn, startShell, type Shell } from './shell-support';

const BULK = 10_000;

describe('the vehicle panel beside the live map', () => {
  let shell: Shell;
  let page: Page;
  let errors: string[];
  let token: string;
  let assets: Schema<'Asset'>[];
  let hosts: Set<string>;

  beforeAll(async () => {
    shell = await startShell();
    await addBulkAssets(shell.server, 'Acme Logistics', BULK);
    ({ token, assets } = await assetsOf(shell.server, accounts.operator));
    ({ page, errors } = await shell.open({ width: 1440, height: 900 }));
    hosts = recordHosts(page);
    await signIn(page, accounts.operator);
  }, 400_000);

  afterAll(() => shell?.stop());

  const list = () => page.getByRole('listbox', { name: /^Vehicles/ });
  const card = () => page.getByTestId('vehicle-card');

  it('lists every asset of the tenant beside the map, drawing only the rows in view', async () => {
    await page.goto('/dashboard');
    await list().waitFor({ timeout: 60_000 });
    await expect(page.getByText(`${assets.length} vehicles`).count()).resolves.toBeGreaterThan(0);
    expect(assets.length).toBeGreaterThan(BULK);
    expect(await list().getByRole('option').count()).toBeLessThan(40);

    // Scrolling to the end takes a few frames, not a page of ten thousand rows.
    const started = Date.now();
    for (let step = 1; step <= 10; step++) {
      await list().evaluate((element, fraction) => element.scrollTo({ top: element.scrollHeight * fraction }), step / 10);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    // Ten scroll steps, each a round trip to the browser: generous for a shared, busy machine; the rows
    // drawn (below) are what shows the list is virtualised.
    expect(Date.now() - started).toBeLessThan(15_000);
    const last = assets
      .map((a) => a.name)
      .sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare)
      .at(-1)!;
    await list()
      .getByRole('option', { name: new RegExp(`^${last}\\b`) })
      .waitFor();
    expect(await list().getByRole('option').count()).toBeLessThan(40);
  }, 120_000);

  it('shows status, speed, last update as "… ago" and driver in each row', async () => {
    await page.getByLabel('Search vehicles').fill('Bulk 00042');
    const option = list().getByRole('option');
    await expect.poll(() => option.count()).toBe(1);
    await expect(option.innerText()).resolves.toMatch(/^Bulk 00042\s+Parked\s+0 km\/h\s+\d+ min\. ago$/);
  });

  it('selects with the arrow keys and Enter, flies there and opens the card', async () => {
    const asset = assets.find((a) => a.name === 'Van 01' && a.currentLocation) ?? assets.find((a) => a.sensorId && a.currentLocation)!;
    await page.getByLabel('Search vehicles').fill(asset.name);
    await expect.poll(() => list().getByRole('option').count()).toBeGreaterThan(0);
    await list().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await card().getByRole('heading', { name: asset.name }).waitFor();
    const { latitude, longitude } = asset.currentLocation!;
    await expect
      .poll(
        async () => {
          const center = await mapCenter(page, 'fleet');
          return center && Math.hypot(center[0] - longitude, center[1] - latitude);
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(0.001);
    for (const label of ['Speed', 'Heading', 'Address', 'Driver', 'Last update']) await card().getByText(label, { exact: true }).waitFor();
    await expect(card().getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).resolves.toBe('false');
    await screenshot(page, 'operator-panel-card');
  });

  it('follows the asset as it moves, and links to its replay, trips and details', async () => {
    const name = await card().getByRole('heading').textContent();
    const asset = assets.find((a) => a.name === name)!;
    await card().getByRole('button', { name: 'Follow' }).click();
    await reportPosition(shell.server, token, asset, 52.5163, 13.3777);
    await expect
      .poll(
        async () => {
          const center = await mapCenter(page, 'fleet');
          return center && Math.hypot(center[0] - 13.3777, center[1] - 52.5163);
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(0.001);
    // The card reads the address the server geocoded, never a geocoder of its own.
    await expect.poll(() => card().textContent(), { timeout: 20_000 }).toMatch(/Berlin|52\.5163/);
    await expect(card().getByRole('link', { name: 'Replay today' }).getAttribute('href')).resolves.toBe(
      `/assets/details/${asset.id}#replay`,
    );
    await expect(card().getByRole('link', { name: 'Trips' }).getAttribute('href')).resolves.toBe(`/assets/details/${asset.id}#trips`);
    await card().getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(`**/assets/details/${asset.id}`);
  });

  it('called nothing but the console’s own server', () => {
    expect([...hosts]).toEqual([new URL(shell.server.baseUrl).host]);
    expect(errors).toEqual([]);
  });
});
