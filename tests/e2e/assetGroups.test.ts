import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { accounts, apiAs, choose, openList, rows, save, settled, signIn } from './resources-support';
import { startShell, type Shell } from './shell-support';

let shell: Shell;
beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.stop();
});

describe('asset groups', { timeout: 120_000 }, () => {
  it('an Admin makes a group of two assets and filters the asset list by it to just those two', async () => {
    const api = await apiAs(shell.server, accounts.admin);
    const assets = (await api.call<Schema<'Asset'>[]>('GET', '/assets?sort=name&order=ASC&pageNumber=1&pageSize=2')).body;
    const names = assets.map((asset) => asset.name);
    expect(names).toHaveLength(2);

    const { page, errors } = await shell.open();
    // The tenant has no group yet: the list is its empty state, which offers to create one.
    await signIn(page, accounts.admin, '/assetGroups');
    await page.getByRole('status').getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Depot e2e');
    for (const name of names) await choose(page, 'Assets', name);
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.pathname === '/assetGroups');
    await rows(page).filter({ hasText: 'Depot e2e' }).waitFor();

    await openList(page, '/assets');
    const filtered = page.waitForResponse((response) => new URL(response.url()).searchParams.has('groupId'));
    await choose(page, 'Group', 'Depot e2e');
    await filtered;
    await expect.poll(() => rows(page).count(), settled).toBe(2);
    for (const name of names) expect(await rows(page).filter({ hasText: name }).count()).toBe(1);

    // A report of the group: its assets fill the report's asset picker, and the report has a part for each.
    await page.goto('/reports?report=trips&period=last7Days');
    await choose(page, 'Group', 'Depot e2e');
    const chips = page.getByRole('combobox', { name: 'Assets' }).locator('xpath=..').locator('.MuiChip-label');
    await expect.poll(() => chips.allTextContents(), settled).toEqual(names);
    expect(new URL(page.url()).searchParams.get('group')).toBeTruthy();

    // The fleet replay of the group asks for the group's assets.
    await page.goto('/replay');
    await choose(page, 'Group', 'Depot e2e');
    const members = page.waitForResponse((response) => new URL(response.url()).searchParams.has('groupId'));
    await page.getByRole('button', { name: 'Show' }).click();
    expect((await members).status()).toBe(200);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
