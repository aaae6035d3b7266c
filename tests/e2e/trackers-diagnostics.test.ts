import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '../api/ingestFixtures';
import { screenshot } from '../support/browser';
import { accounts, settled, signIn } from './resources-support';
import { startShell, type Shell } from './shell-support';

let shell: Shell;
// A server with demo data and a browser: slow on the shared machine.
beforeAll(async () => {
  shell = await startShell();
}, 300_000);
afterAll(async () => {
  await shell?.stop();
});

describe('device diagnostics in the console', { timeout: 180_000 }, () => {
  it('an Admin sees on the device page the reports the device sent, a refused one with why; an Operator sees no diagnostics', async () => {
    const [device] = await shell.server.context.db.query<{
      id: string;
      unique_id: string;
      name: string;
    }>(sql`select s.id, s.unique_id, s.name
      from sensors s join assets a on a.sensor_id = s.id join tenants t on t.id = s.tenant_id
      where t.name = 'Acme Logistics' order by s.name limit 1`);
    // A phone's report at latitude 95: acknowledged, never stored, kept in the device's diagnostics.
    expect(
      await report(shell.server.ingestUrl, device.unique_id, { latitude: 95, longitude: 13.4, time: new Date(Date.now() - 60_000) }),
    ).toBe(200);

    const { page, errors } = await shell.open();
    await signIn(page, accounts.admin, `/devices/${device.id}`);
    const panel = page.getByRole('region', { name: 'Diagnostics' });
    const frames = panel.getByRole('table', { name: 'Recent frames' });
    await frames.waitFor({ timeout: 60_000 });
    const refused = frames.getByRole('row').filter({ hasText: 'Refused' });
    await expect.poll(() => refused.count(), settled).toBe(1);
    expect(await refused.textContent()).toContain('lat: latitude 95 outside -90..90');
    expect(await refused.textContent()).toContain(`POST /?id=${device.unique_id}&lat=95`);
    expect(await panel.getByText('No connections from this device since the server started.').count()).toBe(1);
    await screenshot(page, 'device-diagnostics');
    expect(errors).toEqual([]);
    await page.context().close();

    const operator = await shell.open();
    await signIn(operator.page, accounts.operator, `/devices/${device.id}`);
    await operator.page.getByLabel('Name').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => operator.page.getByLabel('Name').first().inputValue(), settled).toBe(device.name);
    expect(await operator.page.getByRole('region', { name: 'Diagnostics' }).count()).toBe(0);
    await operator.page.context().close();
  });
});
