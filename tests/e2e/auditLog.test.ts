import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import type { Schema } from '../support/api';
import { accounts, apiAs, row, rows, settled, signIn, tenantId } from './resources-support';
import { seriousAccessibilityViolations, startShell, type Shell } from './shell-support';

let shell: Shell;
let fence: Schema<'Geofence'>;
const renamed = 'Depot (night gate)';

beforeAll(async () => {
  shell = await startShell();
  const acme = await tenantId(shell.server, 'Acme Logistics');
  const db = shell.server.context.db;
  const operator = await apiAs(shell.server, accounts.operator);
  const fences = await operator.call<Schema<'Geofence'>[]>('GET', '/geofences?sort=name');
  fence = fences.body[0];
  const { shape, points, center, radiusMeters, color, description } = fence;
  const change = { name: renamed, shape, points, center, radiusMeters, color, description };
  expect((await operator.call('PUT', `/geofences/${fence.id}`, change)).status).toBe(200);
  // The change was made yesterday: the product never changes an entry, the test moves it back a day.
  await db.query(sql`alter table audit_log disable trigger audit_log_no_update`);
  await db.query(sql`update audit_log set at = at - interval '1 day' where action = 'updateGeofence' and object_id = ${fence.id}
    and tenant_id = ${acme}`);
  await db.query(sql`alter table audit_log enable trigger audit_log_no_update`);
}, 300_000);
afterAll(() => shell?.stop());

describe('audit log', { timeout: 180_000 }, () => {
  it("an Admin finds yesterday's change of a geofence, by whom and what it changed", async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.admin);
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/auditLog');
    // Today's sign-ins are listed first, newest first.
    await row(page, 'loginWithEmail').first().waitFor(settled);

    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const yesterday = new Date(today.getTime() - 86_400_000);
    const filter = JSON.stringify({ from: yesterday.toISOString(), to: today.toISOString() });
    await page.goto(`/auditLog?filter=${encodeURIComponent(filter)}`);
    const change = row(page, 'updateGeofence');
    await change.waitFor(settled);
    // Only yesterday: none of today's sign-ins.
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await change.textContent()).toContain(accounts.operator.email);
    expect(await change.textContent()).toContain(renamed);

    await change.click();
    const changes = page.getByRole('table', { name: 'What changed' });
    await changes.waitFor();
    const nameRow = changes.getByRole('row').filter({ hasText: /^name/ });
    expect(await nameRow.getByRole('cell').allTextContents()).toEqual(['name', fence.name, renamed]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log-geofence-change');
    expect(errors).toEqual([]);
  });
});
