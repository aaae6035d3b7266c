import { readFile } from 'node:fs/promises';
import sql from 'sql-template-tag';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { screenshot } from '../support/browser';
import {
  accounts,
  apiAs,
  choose,
  deleteRow,
  listShown,
  openList,
  row,
  rows,
  save,
  search,
  settled,
  signIn,
  tenantId,
  writeControls,
} from './resources-support';
import { startShell, type Shell } from './shell-support';

let shell: Shell;
let acme: string;

beforeAll(async () => {
  shell = await startShell();
  acme = await tenantId(shell.server, 'Acme Logistics');
  // Telemetry is off in tests: give the demo fleet a mix of statuses to filter.
  await shell.server.context.db.query(sql`update asset_positions p set status = case
    when a.name like 'Van%' then 'Moving' when a.name like 'Truck%' then 'OutOfNetwork' else 'Parked' end
    from assets a where a.id = p.asset_id and a.tenant_id = ${acme}`);
});
afterAll(async () => {
  await shell?.stop();
});

/** The status chips of the rows on screen. */
const shownStatuses = (page: Page) => rows(page).locator('.MuiChip-root').allTextContents();

// Real browser against a real server on a shared machine: generous, but each step still fails on its own timeout.
describe('assets', { timeout: 120_000 }, () => {
  it('creates an asset, finds it by search, edits it to land on its detail page, and deletes it after confirming', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/assets');
    await listShown(page);
    await page.getByRole('link', { name: 'Create' }).click();

    await page.locator('input[name="name"]').fill('Reefer 77');
    await page.locator('input[name="plateNumber"]').fill('B-RF 77');
    await choose(page, 'Type', 'Van');
    await choose(page, 'Model', 'Ford Transit');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    for (const tag of ['cold', 'fragile']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await page.locator('input[name="purchaseDate"]').fill('2024-03-01');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('input[name="importantDates.0.date"]').fill('2027-05-31');
    await page.locator('input[name="importantDates.0.title"]').fill('Insurance renewal');
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.pathname === '/assets');

    await search(page, 'Reefer');
    await expect.poll(() => rows(page).count(), settled).toBe(1);
    const api = await apiAs(shell.server, accounts.operator);
    const [created] = (await api.call<Schema<'Asset'>[]>('GET', '/assets?query=Reefer%2077')).body;
    expect(created).toMatchObject({
      name: 'Reefer 77',
      plateNumber: 'B-RF 77',
      tags: 'cold fragile',
      purchaseDate: '2024-03-01',
      importantDates: [{ date: '2027-05-31', title: 'Insurance renewal', note: null }],
      typeName: 'Van',
      model: { name: 'Ford Transit' },
    });

    await row(page, 'Reefer 77').click();
    await page.waitForURL(`**/assets/details/${created.id}`);
    await page.getByRole('heading', { name: 'Reefer 77', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/assets/${created.id}`);
    await page.locator('input[name="plateNumber"]').fill('B-RF 78');
    await page.getByRole('combobox', { name: 'Tags' }).fill('urgent');
    await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
    expect(await save(page)).toBe('Element updated');
    await page.waitForURL(`**/assets/details/${created.id}`);
    await page.getByText('B-RF 78').waitFor();
    for (const tag of ['cold', 'fragile', 'urgent']) await page.getByText(tag, { exact: true }).waitFor();
    await screenshot(page, 'resources-asset-detail');

    await openList(page, '/assets');
    await search(page, 'Reefer');
    await deleteRow(page, 'Reefer 77');
    expect((await api.call('GET', `/assets/${created.id}`)).status).toBe(404);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters by status with the coloured chips: each shows only its status, All shows everything', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.operator, '/assets');
    await listShown(page);
    const counts = await shell.server.context.db.query<{ status: string; count: number }>(
      sql`select p.status, count(*) :: int as count from assets a join asset_positions p on p.asset_id = a.id where a.tenant_id = ${acme} group by p.status`,
    );
    const label = { Parked: 'Parked', OutOfNetwork: 'Out of Network', Moving: 'Moving' } as Record<string, string>;
    for (const { status, count } of counts) {
      await page.getByRole('button', { name: label[status], exact: true }).click();
      await page.waitForURL((url) => url.search.includes(status));
      await expect.poll(() => page.getByText(`of ${count}`).count(), settled).toBe(1);
      expect(new Set(await shownStatuses(page))).toEqual(new Set([label[status]]));
    }
    await screenshot(page, 'resources-assets-status-filter');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const total = counts.reduce((sum, { count }) => sum + count, 0);
    await expect.poll(() => page.getByText(`of ${total}`).count(), settled).toBe(1);
    await page.context().close();
  });

  it('reopens a list at the page its address names, asking the server for that page once', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.operator);
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/assets') asked.push(url.searchParams);
    });
    const filter = encodeURIComponent(JSON.stringify({ status: 'Moving' }));
    // A full load: the console fetches this page while it starts (boot.ts), the list must take that answer.
    await page.goto(`/assets?filter=${filter}&order=DESC&page=1&perPage=10&sort=name`);
    const expected = await shell.server.context.db.query<{ name: string }>(
      sql`select a.name from assets a join asset_positions p on p.asset_id = a.id where a.tenant_id = ${acme} and p.status = 'Moving' order by a.name desc limit 10`,
    );
    const names = rows(page).locator('a[href^="/assets/details/"]');
    await expect.poll(() => names.allTextContents(), settled).toEqual(expected.map(({ name }) => name));
    await page.waitForTimeout(1000);
    expect(asked).toHaveLength(1);
    expect(asked[0].get('status')).toBe('Moving');
    await page.context().close();
  });

  it('exports the filtered assets as CSV', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.viewer, '/assets');
    await listShown(page);
    await page.getByRole('button', { name: 'Moving', exact: true }).click();
    await page.waitForURL((url) => url.search.includes('Moving'));
    // The address changes before the list draws with the new filter; Export takes the filter the list was drawn with.
    await expect.poll(async () => new Set(await shownStatuses(page)), settled).toEqual(new Set(['Moving']));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = (await readFile(await (await download).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(',').slice(0, 5)).toEqual(['id', 'name', 'plateNumber', 'vin', 'status']);
    const [{ count }] = await shell.server.context.db.query<{ count: number }>(
      sql`select count(*) :: int as count from assets a join asset_positions p on p.asset_id = a.id where a.tenant_id = ${acme} and p.status = 'Moving'`,
    );
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).every((line) => line.split(',')[4] === 'Moving')).toBe(true);
    await page.context().close();
  });

  it('shows a Viewer no create, edit or delete control, and the server refuses the Viewer anyway', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.viewer, '/assets');
    await listShown(page);
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await writeControls(page).count()).toBe(0);
    await rows(page).first().click();
    await page.waitForURL('**/assets/details/*');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await writeControls(page).count()).toBe(0);
    await screenshot(page, 'resources-viewer-asset-detail');
    const api = await apiAs(shell.server, accounts.viewer);
    expect((await api.call('POST', '/assets', { name: 'Not allowed' })).status).toBe(403);
    await page.context().close();
  });

  it("never shows a user of one tenant another tenant's assets", async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.globex, '/assets');
    await listShown(page);
    const [acmeAsset] = await shell.server.context.db.query<{ id: string; name: string; plate_number: string }>(
      sql`select id, name, plate_number from assets where tenant_id = ${acme} order by name limit 1`,
    );
    const [{ count }] = await shell.server.context.db.query<{ count: number }>(
      sql`select count(*) :: int as count from assets a join tenants t on t.id = a.tenant_id where t.name = 'Globex Transport'`,
    );
    await expect.poll(() => page.getByText(`of ${count}`).count(), settled).toBe(1);
    await search(page, acmeAsset.plate_number);
    await page.getByText(/^No .+ found/).waitFor();
    await page.goto(`/assets/details/${acmeAsset.id}`);
    await page.locator('.MuiSnackbarContent-message').waitFor();
    expect(await page.getByRole('heading', { name: acmeAsset.name, level: 1 }).count()).toBe(0);
    await page.context().close();
  });
});
