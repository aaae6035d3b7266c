import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/api';
import { screenshot } from '../support/browser';
import { insertAlert } from '../support/records';
import {
  accounts,
  apiAs,
  choose,
  deleteRow,
  listShown,
  row,
  rows,
  save,
  search,
  settled,
  signIn,
  tenantId,
  toast,
  writeControls,
} from './resources-support';
import { startShell, type Shell } from './shell-support';

let shell: Shell;
let acme: string;

/** Alerts of `tenant`, newest first, as the alerts API lists them. */
const alertsOf = (tenant: string) =>
  shell.server.context.db.query<{ message: string; is_read: boolean }>(
    sql`select message, is_read from alerts where tenant_id = ${tenant} order by time desc`,
  );

beforeAll(async () => {
  shell = await startShell();
  acme = await tenantId(shell.server, 'Acme Logistics');
  const globex = await tenantId(shell.server, 'Globex Transport');
  const db = shell.server.context.db;
  await db.query(sql`delete from alerts`);
  const [van] = await db.query<{ id: string }>(sql`select id from assets where tenant_id = ${acme} and name = 'Van 01'`);
  const [globexAsset] = await db.query<{ id: string }>(sql`select id from assets where tenant_id = ${globex} limit 1`);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  for (const [index, isRead] of [false, false, false, true, true].entries()) {
    await insertAlert(db, { tenantId: acme, assetId: van.id, message: `Speeding ${index + 1}`, time: minutesAgo(index + 1), isRead });
  }
  await insertAlert(db, { tenantId: globex, assetId: globexAsset.id, message: 'Globex speeding', time: minutesAgo(1) });
});
afterAll(async () => {
  await shell?.stop();
});

// Real browser against a real server on a shared machine: generous, but each step still fails on its own timeout.
describe('alerts', { timeout: 120_000 }, () => {
  it("lists the tenant's triggered alerts; the unread filter keeps only unread ones; one and then all are marked read", async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/alerts');
    await listShown(page);
    await expect.poll(() => rows(page).count(), settled).toBe(5);
    expect(await page.getByText('Globex speeding').count()).toBe(0);

    await page.getByRole('switch', { name: 'Unread only' }).check();
    await expect.poll(() => rows(page).count(), settled).toBe(3);
    expect(await rows(page).allTextContents()).toEqual([
      expect.stringContaining('Speeding 1'),
      expect.stringContaining('Speeding 2'),
      expect.stringContaining('Speeding 3'),
    ]);
    await screenshot(page, 'resources-alerts-unread');

    await row(page, 'Speeding 2').getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => rows(page).count(), settled).toBe(2);
    expect((await alertsOf(acme)).find((alert) => alert.message === 'Speeding 2')?.is_read).toBe(true);

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Mark as read' }).click();
    await page.getByText(/No .+ found/).waitFor();
    expect((await alertsOf(acme)).every((alert) => alert.is_read)).toBe(true);

    await page.getByRole('switch', { name: 'Unread only' }).uncheck();
    await expect.poll(() => rows(page).count(), settled).toBe(5);
    await row(page, 'Speeding 4').getByRole('button', { name: 'Mark as unread' }).click();
    const speeding4 = async () => (await alertsOf(acme)).find((alert) => alert.message === 'Speeding 4')?.is_read;
    await expect.poll(speeding4, settled).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows where and when an alert happened when opened', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.viewer, '/alerts');
    await listShown(page);
    await row(page, 'Speeding 1').getByRole('button', { name: 'Show details' }).click();
    for (const text of ['52.52', '13.405', '104']) await page.getByText(text, { exact: true }).first().waitFor();
    expect(await writeControls(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Mark as/ }).count()).toBe(0);
    await page.context().close();
  });

  it('creates and edits alert rules with the spec messages, and deletes them', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.operator, '/alerts');
    await listShown(page);
    await page.getByRole('tab', { name: 'Alert rules' }).click();
    await page.waitForURL((url) => url.pathname === '/alertRules');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Too fast on the ring');
    await page.getByRole('radio', { name: 'Speed' }).check();
    await page.locator('input[name="speedLimitKmh"]').fill('80');
    const recipients = page.getByRole('combobox', { name: 'E-mail recipients' });
    await recipients.fill('dispatch@acme.example');
    await recipients.press('Enter');
    expect(await save(page)).toBe('Alert Created Successfully!');
    await page.waitForURL((url) => url.pathname === '/alertRules');

    await search(page, 'Too fast');
    await page.getByRole('link', { name: 'Edit Too fast on the ring' }).click();
    await page.getByRole('radio', { name: 'Geofence' }).check();
    const api = await apiAs(shell.server, accounts.operator);
    const [geofence] = (await api.call<Schema<'Geofence'>[]>('GET', '/geofences?pageNumber=1&pageSize=1&sort=name')).body;
    await choose(page, 'Geofence', geofence.name);
    await choose(page, 'Event', 'Enter');
    expect(await save(page)).toBe('Alert Updated Successfully!');
    await page.waitForURL((url) => url.pathname === '/alertRules');
    const [rule] = (await api.call<Schema<'AlertTrigger'>[]>('GET', '/alert/AlertTrigger?query=Too%20fast')).body;
    expect(rule).toMatchObject({ type: 'geofence', event: 'enter', speedLimitKmh: null, recipients: ['dispatch@acme.example'] });

    await search(page, 'Too fast');
    await deleteRow(page, 'Too fast on the ring');
    await page.context().close();
  });

  it('saves the geofence alert settings from the alerts screen', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.operator, '/alerts');
    await listShown(page);
    await page.getByRole('button', { name: 'Geofence alert settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Geofence alert settings' });
    await dialog.getByRole('switch', { name: 'Send e-mails' }).check();
    const recipients = dialog.getByRole('combobox', { name: 'E-mail recipients' });
    await recipients.fill('night-shift@acme.example');
    await recipients.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const api = await apiAs(shell.server, accounts.operator);
    expect((await api.call('GET', '/rule/geofence')).body).toMatchObject({
      emailNotifications: true,
      recipients: expect.arrayContaining(['night-shift@acme.example']),
    });
    await page.context().close();
  });

  it('tells an empty list so and offers to create', async () => {
    const api = await apiAs(shell.server, accounts.globex);
    for (const rule of (await api.call<Schema<'AlertTrigger'>[]>('GET', '/alert/AlertTrigger')).body) {
      await api.call('DELETE', `/alert/${rule.id}/AlertTrigger`);
    }
    const { page } = await shell.open();
    await signIn(page, accounts.globex, '/alertRules');
    await page.getByText('No Alert rules yet.').waitFor();
    await page.getByText('Do you want to add one?').waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBeGreaterThan(0);
    expect(await toast(page).count()).toBe(0);
    await page.context().close();
  });
});
