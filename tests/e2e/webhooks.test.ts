import { createHmac } from 'node:crypto';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { startReceiver } from '../support/httpReceiver';
import type { Schema } from '../support/api';
import { accounts, apiAs, deleteRow, editRow, openList, row, save, settled, signIn, tenantId } from './resources-support';
import { seriousAccessibilityViolations, startShell, type Shell } from './shell-support';

let shell: Shell;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let van: { id: string; unique_id: string };

beforeAll(async () => {
  [shell, receiver] = await Promise.all([startShell({ webhookInternalHosts: ['127.0.0.1'] }), startReceiver([204])]);
  const acme = await tenantId(shell.server, 'Acme Logistics');
  [van] = await shell.server.context.db.query<{ id: string; unique_id: string }>(sql`select a.id, s.unique_id
    from assets a join sensors s on s.id = a.sensor_id where a.tenant_id = ${acme} order by a.name limit 1`);
  // Starting the demo server took over two minutes on the shared, loaded machine.
}, 300_000);
afterAll(async () => {
  await Promise.all([shell?.stop(), receiver?.close()]);
});

/** Turns the van's ignition off and on: one ignitionOn alert for a rule watching it. */
async function startEngine() {
  let time = Date.now() - 10_000;
  for (const ignition of [false, true]) {
    const query = new URLSearchParams({
      id: van.unique_id,
      lat: '52.52',
      lon: '13.405',
      timestamp: String((time += 5_000)),
      ignition: String(ignition),
    });
    expect((await fetch(`${shell.server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
  }
}

describe('webhooks', { timeout: 180_000 }, () => {
  it("an Admin adds a webhook, an alert reaches the receiver signed with its secret, and the delivery shows in the webhook's log", async () => {
    const admin = await apiAs(shell.server, accounts.admin);
    const rule = await admin.call('POST', '/alert/AlertTrigger', {
      name: 'Van started',
      type: 'ignition',
      ignitionEvent: 'on',
      assetIds: [van.id],
    });
    expect(rule.status).toBe(200);

    const { page, errors } = await shell.open();
    await signIn(page, accounts.admin);
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.waitForURL((url) => url.pathname === '/webhooks');
    // None yet: the empty state offers to create one.
    await page.getByRole('status').getByText('No Webhooks yet.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Dispatch system');
    await page.locator('input[name="url"]').fill('http://hooks.example.com/fleet');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use an https URL (plain http only to this machine).').waitFor();
    await page.locator('input[name="url"]').fill(`${receiver.url}/fleet`);
    await page.getByRole('checkbox', { name: 'Ignition on' }).check();
    // By keyboard: from the secret, Tab reaches the button that makes a new one.
    const secretInput = page.locator('input[name="secret"]');
    const offered = await secretInput.inputValue();
    await secretInput.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => secretInput.inputValue()).not.toBe(offered);
    const secret = await secretInput.inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-create');
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.pathname === '/webhooks');
    await row(page, 'Dispatch system').filter({ hasText: 'Ignition on' }).waitFor();

    await startEngine();
    await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 200 }).toBe(1);
    const [call] = receiver.received;
    expect(call.path).toBe('/fleet');
    expect(call.headers['x-fleet-signature']).toBe(`sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`);
    expect(JSON.parse(call.body.toString())).toMatchObject({ event: 'alert', alert: { type: 'ignitionOn', assetId: van.id } });

    await editRow(page, 'Dispatch system');
    const log = page.getByRole('table', { name: 'Delivery log' });
    // The log asks again while the delivery is still being tried.
    await log.getByText('Delivered').waitFor(settled);
    expect(await log.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/Ignition on\s+204\s+1\s+Delivered/)]);
    await screenshot(page, 'webhooks-delivery-log');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // On a phone the webhook is a card with its URL under the name.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/webhooks');
    await page
      .locator('[data-testid="phone-cards"] li')
      .filter({ hasText: 'Dispatch system' })
      .filter({ hasText: `${receiver.url}/fleet` })
      .waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });

    await openList(page, '/webhooks');
    await deleteRow(page, 'Dispatch system');
    expect((await admin.call<Schema<'Webhook'>[]>('GET', '/webhooks')).body).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
