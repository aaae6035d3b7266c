import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt06Login, gt06Reply } from '../../scripts/simulator/trackerFrames';
import { connectTracker } from '../api/trackerDevice';
import type { Schema } from '../support/api';
import { accounts, apiAs, row, settled, signIn } from './resources-support';
import { startShell, toast, type Shell } from './shell-support';

let shell: Shell;
beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.stop();
});

/** A GT06 tracker logging in; answers what the server sent back before it replied or hung up. */
async function gt06Visit(imei: string): Promise<string> {
  const tracker = await connectTracker(shell.server.trackerPorts.gt06 as number);
  try {
    tracker.write(gt06Login(imei, 1));
    for (let waited = 0; !tracker.closed && !tracker.received() && waited < 10_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    return tracker.received();
  } finally {
    tracker.end();
  }
}

describe('trackers in the console', { timeout: 180_000 }, () => {
  it('an unknown device shows in Pending devices, one click registers it, and its asset page queues an engine stop after asking', async () => {
    const imei = '359710048812345';
    expect(await gt06Visit(imei)).toBe('');

    const { page, errors } = await shell.open();
    await signIn(page, accounts.admin);
    // Reachable from the menu.
    await page.locator('.MuiDrawer-root').getByRole('menuitem', { name: 'Pending devices' }).click();
    await page.waitForURL((url) => url.pathname === '/pendingDevices');
    // The list's first answer, on a machine shared with other suites.
    await page.locator('tbody tr.RaDataTable-row, [role="status"]').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => row(page, imei).count(), settled).toBe(1);
    await expect.poll(() => row(page, imei).textContent(), settled).toContain('gt06');

    await row(page, imei)
      .getByRole('button', { name: `Register ${imei}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Register device ${imei}` });
    await dialog.getByLabel('Name').fill('Tipper 44');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => toast(page).textContent(), settled).toBe(`Device ${imei} registered.`);
    await row(page, imei).waitFor({ state: 'detached' });

    const api = await apiAs(shell.server, accounts.admin);
    const [device] = (await api.call<Schema<'Sensor'>[]>('GET', `/sensors?query=${imei}`)).body;
    expect(device).toMatchObject({ uniqueId: imei, name: 'Tipper 44' });
    // Registered, the tracker is accepted on its next login.
    expect(await gt06Visit(imei)).toBe(gt06Reply(0x01, 1).toString('hex'));

    await page.goto(`/assets/details/${device.assetId}`);
    const commands = page.getByRole('region', { name: 'Commands' });
    await commands.getByRole('button', { name: 'Engine stop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toast(page).textContent(), settled).toBe('The device is offline: the command is queued until it connects.');
    await expect.poll(() => commands.getByRole('row').filter({ hasText: 'Engine stop' }).textContent(), settled).toContain('Queued');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
