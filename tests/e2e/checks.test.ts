// What an independent check of the console found (issue 29), each seen in the browser: wording that fits, catalog
// values in the user's language, a schedule's end of day the time input shows, role names alike in list and form,
// a SysAdmin's dashboard cards naming the tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { apiAs, save } from './resources-support';
import { accounts, signIn, startShell, type Shell } from './shell-support';
import { chooseLanguage, screenDrawn } from './tour-support';

let shell: Shell;
beforeAll(async () => {
  // A day of the demo's alerts: the dashboard's latest alerts of both tenants.
  shell = await startShell({ demoAlertDays: 1 });
}, 400_000);
afterAll(() => shell?.stop());

describe('issue 29 in the browser', { timeout: 120_000 }, () => {
  it('cuts no sidebar entry short in French ("Gestion des utilisateurs" whole)', async () => {
    const { page } = await shell.open({ width: 1440, height: 900 });
    await signIn(page, accounts.sysadmin);
    await chooseLanguage(page, 'English', 'Français');
    const entries = page.locator('[aria-label="Menu principal"] a[href]');
    await entries.filter({ hasText: 'Gestion des utilisateurs' }).waitFor();
    const cut = await entries.evaluateAll((links) =>
      links
        .filter((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const text = range.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          return link.scrollWidth > link.clientWidth + 1 || text.right > box.right + 1;
        })
        .map((link) => link.textContent),
    );
    expect(cut).toEqual([]);
    await page.context().close();
  });

  it('names the asset types in Arabic in the list and the form', async () => {
    const { page } = await shell.open({ width: 1440, height: 900 });
    await signIn(page, accounts.operator);
    await chooseLanguage(page, 'English', 'العربية');
    await page.goto('/assets');
    await screenDrawn(page, 'main tbody tr');
    const types = await page.locator('main tbody td.column-typeName').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((type) => /^(Car|Van|Truck|Bus|Motorcycle|Trailer)$/.test(type.trim()))).toEqual([]);
    expect(types.some((type) => ['سيارة', 'شاحنة صغيرة', 'شاحنة'].includes(type.trim()))).toBe(true);

    await page.goto('/assets/create');
    await page.getByRole('combobox', { name: 'النوع' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['سيارة', 'شاحنة', 'حافلة']));
    await page.context().close();
  });

  it('shows the schedule’s end of day as 23:59 in the rule form and stores 24:00 as before', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/alertRules/create');
    const until = page.locator('input[name="schedule.to"]');
    await until.waitFor();
    expect(await until.inputValue()).toBe('23:59');
    expect(await page.locator('input[name="schedule.from"]').inputValue()).toBe('00:00');
    await page.locator('input[name="name"]').fill('Speed all of Monday');
    await page.getByRole('radio', { name: 'Speed' }).check();
    await page.locator('input[name="speedLimitKmh"]').fill('90');
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    expect(await save(page)).toBe('Alert Created Successfully!');
    const api = await apiAs(shell.server, accounts.operator);
    const [rule] = (await api.call<Schema<'AlertTrigger'>[]>('GET', '/alert/AlertTrigger?query=Speed%20all%20of')).body;
    expect(rule.schedule).toMatchObject({ days: [1], from: '00:00', to: '24:00' });
    // The browser warned of "24:00" on every draw of the form.
    expect(errors.filter((error) => error.includes('24:00'))).toEqual([]);
    await page.context().close();
  });

  it('names the roles in the user form as the users list does', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/users/create');
    await page.getByRole('combobox', { name: /Role/ }).click();
    expect((await page.getByRole('option').allTextContents()).sort()).toEqual(['Admin', 'Operator', 'Viewer']);
    await page.context().close();
  });

  it('names the tenant beside each asset of a SysAdmin’s latest alerts', async () => {
    const { page } = await shell.open({ width: 1440, height: 900 });
    await signIn(page, accounts.sysadmin);
    const card = page.getByRole('region', { name: 'Latest unread alerts' });
    await card.getByRole('listitem').first().waitFor({ timeout: 30_000 });
    const lines = await card.getByRole('listitem').allTextContents();
    expect(lines.every((line) => /\((Acme Logistics|Globex Transport)\)/.test(line))).toBe(true);
    await page.context().close();
  });
});
