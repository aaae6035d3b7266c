import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Schema } from '../support/api';
import { assetsOf } from './operator-support';
import { accounts, signIn, startShell, type Shell } from './shell-support';

/** The background colour the theme paints behind the page's content (the first ancestor of main that has one). */
const background = (page: Page) =>
  page.evaluate(() => {
    for (let element: Element | null = document.querySelector('main'); element; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });
const isDark = async (page: Page) => {
  const [r, g, b] = (await background(page)).match(/\d+/g)!.map(Number);
  return r + g + b < 200;
};

describe('small things operators noticed', () => {
  let shell: Shell;

  beforeAll(async () => {
    shell = await startShell();
  }, 400_000);

  afterAll(() => shell?.stop());

  it('switches the theme in the user menu (light, dark, the system’s) and remembers it', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.operator, '/assets');
    expect(await isDark(page)).toBe(false);
    const choose = async (name: string) => {
      await page.getByRole('button', { name: 'Otto Operator' }).click();
      await page.getByRole('menuitemradio', { name }).click();
      await page.keyboard.press('Escape');
    };
    await choose('Dark');
    await expect.poll(() => isDark(page)).toBe(true);
    await page.reload();
    await page.locator('main').waitFor();
    await expect.poll(() => isDark(page)).toBe(true);

    await choose('Follow the system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await choose('Light');
    await expect.poll(() => isDark(page)).toBe(false);
    await page.context().close();
  }, 150_000);

  it('lets nobody delete or demote their own account in the console', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/users');
    const own = page.locator('tbody tr').filter({ hasText: accounts.admin.email });
    const other = page.locator('tbody tr').filter({ hasText: accounts.operator.email });
    await own.waitFor();
    await other.getByRole('button', { name: /^Delete / }).waitFor();
    expect(await own.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await own.locator('input[type="checkbox"]:not(:disabled)').count()).toBe(0);

    await own.getByRole('link', { name: /^Edit / }).click();
    await page.getByRole('combobox', { name: /Role/ }).waitFor();
    await expect(page.getByRole('combobox', { name: /Role/ }).getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByText('You cannot change your own role.').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await page.context().close();
  }, 150_000);

  it('keeps Models Management a SysAdmin’s: an Admin has no entry nor screen, and still picks models in forms', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/assets/create');
    await page.getByRole('combobox', { name: /Model/ }).click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await page.locator('a[href="/models"]').count()).toBe(0);
    await page.goto('/models');
    await page.getByText('Access denied').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Asset models' }).count()).toBe(0);
    expect(await page.locator('tbody tr').count()).toBe(0);
    await page.context().close();
  }, 150_000);

  it('shows a SysAdmin the tenant beside assets of the same name, in the list and the vehicle panel', async () => {
    const { assets } = await assetsOf(shell.server, accounts.sysadmin);
    const counts = new Map<string, number>();
    for (const asset of assets) counts.set(asset.name, (counts.get(asset.name) ?? 0) + 1);
    const shared = [...counts].find(([, count]) => count > 1)![0];

    const { page } = await shell.open({ width: 1440, height: 900 });
    await signIn(page, accounts.sysadmin, `/assets?filter=${encodeURIComponent(JSON.stringify({ q: shared }))}`);
    const rows = page.locator('tbody tr').filter({ hasText: shared });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await rows.filter({ hasText: 'Acme Logistics' }).first().waitFor();
    await rows.filter({ hasText: 'Globex Transport' }).first().waitFor();

    await page.goto('/dashboard');
    await page.getByLabel('Search vehicles').fill(shared);
    const options = page.getByRole('listbox', { name: /^Vehicles/ }).getByRole('option');
    await options.filter({ hasText: 'Acme Logistics' }).first().waitFor({ timeout: 30_000 });
    await options.filter({ hasText: 'Globex Transport' }).first().waitFor();
    await page.context().close();
  }, 150_000);

  it('offers no device family’s report tabs to an asset whose device is of another family', async () => {
    const { token, assets } = await assetsOf(shell.server, accounts.operator);
    const sensors = (await apiClient(shell.server.baseUrl).call<Schema<'Sensor'>[]>('GET', '/sensors', { token })).body;
    const phone = assets.find((a) => /Traccar Client/.test(sensors.find((s) => s.id === a.sensorId)?.modelName ?? ''))!;

    const { page } = await shell.open({ width: 1440, height: 900 });
    await signIn(page, accounts.operator, `/assets/details/${phone.id}`);
    const tabs = page.getByRole('tablist', { name: 'Reports' });
    await tabs.getByRole('tab', { name: 'Sensor state' }).waitFor({ timeout: 60_000 });
    for (const name of ['Suntech OBD', 'Suntech status', 'RUTX router']) expect(await tabs.getByRole('tab', { name }).count()).toBe(0);
    await page.context().close();
  }, 150_000);
});
