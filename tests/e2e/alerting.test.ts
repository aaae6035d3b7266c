import type { Page } from 'playwright-core';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { plain } from './reports-support';
import type { Schema } from '../support/api';
import { accounts, apiAs, listShown, openList, rows, save, settled, signIn, tenantId, toast } from './resources-support';
import { recordToasts, startShell, type Shell } from './shell-support';
import { chooseLanguage } from './tour-support';
import { waitForMarkers } from './maps-support';

let shell: Shell;
let van: { id: string; unique_id: string; name: string };

beforeAll(async () => {
  shell = await startShell();
  const acme = await tenantId(shell.server, 'Acme Logistics');
  [van] = await shell.server.context.db.query<{ id: string; unique_id: string; name: string }>(sql`select a.id, s.unique_id, a.name
    from assets a join sensors s on s.id = a.sensor_id where a.tenant_id = ${acme} order by a.name limit 1`);
  // Starting the demo server took over two minutes on the shared, loaded machine.
}, 300_000);
afterAll(async () => {
  await shell?.stop();
});

/** Sends the van's tracker a position with the attributes given, now. */
const report = async (attributes: Record<string, boolean | number>) => {
  const query = new URLSearchParams({ id: van.unique_id, lat: '52.52', lon: '13.405', timestamp: String(Date.now()) });
  for (const [name, value] of Object.entries(attributes)) query.set(name, String(value));
  expect((await fetch(`${shell.server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
};
const ignition = (on: boolean) => report({ ignition: on });

/**
 * Watches the page's live stream and alert toasts. The toasts start once the browser is idle after the first
 * screen, asking for the user's preferences as they subscribe; the stream the dashboard opened may by then have
 * closed (it lingers 2 s) and be opening again for them. `listening()` resolves once the toasts have started and
 * every request for the stream has been answered: the server subscribes a stream before answering, so from then
 * on every alert reaches the toasts (one raised earlier is not replayed, by design).
 */
function watchLiveAlerts(page: Page) {
  let asked = 0;
  let answered = 0;
  const isStream = (url: string) => new URL(url).pathname === '/api/live';
  page.context().on('request', (request) => void (isStream(request.url()) && asked++));
  page.context().on('response', (response) => void (isStream(response.url()) && answered++));
  const toastsStarted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/preferences');
  return {
    async listening() {
      await toastsStarted;
      await expect.poll(() => asked > 0 && answered === asked, { timeout: 30_000 }).toBe(true);
    },
  };
}

describe('alert types and notifications', { timeout: 120_000 }, () => {
  it('creates an idle rule with a schedule, refusing it without its duration', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/alertRules/create');
    await page.locator('input[name="name"]').fill('Idling at the depot');
    await page.getByRole('radio', { name: 'Idling' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/alertRules/create');

    await page.locator('input[name="durationMinutes"]').fill('15');
    for (const day of ['Monday', 'Friday']) await page.getByRole('checkbox', { name: day }).check();
    await page.locator('input[name="schedule.from"]').fill('08:00');
    await page.locator('input[name="schedule.to"]').fill('17:30');
    await page.locator('input[name="schedule.timeZone"]').fill('Europe/Berlin');
    await screenshot(page, 'alerting-idle-rule');
    expect(await save(page)).toBe('Alert Created Successfully!');
    await page.waitForURL((url) => url.pathname === '/alertRules');

    const api = await apiAs(shell.server, accounts.operator);
    const [rule] = (await api.call<Schema<'AlertTrigger'>[]>('GET', '/alert/AlertTrigger?query=Idling%20at')).body;
    expect(rule).toMatchObject({
      type: 'idle',
      durationMinutes: 15,
      speedLimitKmh: null,
      geofenceId: null,
      schedule: { days: [1, 5], from: '08:00', to: '17:30', timeZone: 'Europe/Berlin' },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a toast when a live alert arrives, unless the user keeps that type out of the console', async () => {
    const api = await apiAs(shell.server, accounts.operator);
    const created = await api.call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
      name: 'Engine started',
      type: 'ignition',
      ignitionEvent: 'on',
      assetIds: [van.id],
    });
    expect(created.status).toBe(200);
    const { page, errors } = await shell.open();
    const live = watchLiveAlerts(page);
    await signIn(page, accounts.operator);
    // Through the menu, as a user goes: a reload would open a second stream.
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Alerts' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts');
    await live.listening();
    const seenToasts = await recordToasts(page);
    await ignition(false);
    await ignition(true);
    // The van's place is inside a demo geofence: its first report also raises an entry, whose toast may come first.
    await expect.poll(seenToasts, settled).toContain(`Alert: ${van.name}: ignition on`);
    await screenshot(page, 'alerting-live-toast');
    await toast(page).waitFor({ state: 'detached', timeout: 30_000 });
    const toastedStarts = (await seenToasts()).filter((text) => text.includes('ignition on')).length;
    const raisedStarts = async () =>
      Number((await api.call('GET', `/alert?assetId=${van.id}&type=ignitionOn&pageNumber=1&pageSize=1`)).headers.get('X-Total-Count'));
    const startsBefore = await raisedStarts();

    // Untick "Ignition on: In the console" in the user's notification settings.
    await page.getByRole('button', { name: 'Otto Operator' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'My notifications' });
    await dialog.getByRole('checkbox', { name: 'Ignition on: In the console' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved.').waitFor();
    await toast(page).waitFor({ state: 'detached' });
    expect((await api.call<Schema<'NotificationPreferences'>>('GET', '/notifications/preferences')).body.channels).toContainEqual({
      alertType: 'ignitionOn',
      email: false,
      push: false,
      toast: false,
    });
    await ignition(false);
    await ignition(true);
    await expect.poll(raisedStarts, settled).toBe(startsBefore + 1);
    await page.waitForTimeout(1000);
    expect((await seenToasts()).filter((text) => text.includes('ignition on'))).toHaveLength(toastedStarts);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("words the alerts in the user's language, from the alert's type and details", async () => {
    const api = await apiAs(shell.server, accounts.operator);
    const created = await api.call('POST', '/alert/AlertTrigger', {
      name: 'Battery low',
      type: 'lowBattery',
      batteryPercent: 20,
      assetIds: [van.id],
    });
    expect(created.status).toBe(200);
    await report({ batt: 50 });
    await report({ batt: 12 });
    await expect
      .poll(async () => (await api.call<Schema<'Alert'>[]>('GET', `/alert?assetId=${van.id}&type=lowBattery`)).body.length, settled)
      .toBe(1);

    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/alerts');
    await listShown(page);
    const batteryRow = rows(page).filter({ hasText: 'battery' });
    expect(plain(await batteryRow.textContent())).toContain(`${van.name}: battery at 12%, below 20%`);

    await chooseLanguage(page, 'English', 'Français');
    const frenchRow = rows(page).filter({ hasText: 'batterie' });
    await frenchRow.waitFor();
    const text = plain(await frenchRow.textContent());
    expect(text).toContain('Batterie faible');
    expect(text).toContain(`${van.name} : batterie à 12 %, sous le seuil de 20 %`);
    expect(text).not.toContain('battery');
    // The details row words it alike.
    await frenchRow.getByRole('button', { name: 'Afficher les détails' }).click();
    await page.getByText(`${van.name} : batterie à 12`).nth(1).waitFor();
    await screenshot(page, 'alerting-french-alerts');
    // And so do the dashboard's latest (unread) alerts.
    await page.getByRole('menu', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Tableau de bord' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: `${van.name} : batterie à 12` })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws a route corridor on the map and shows the alert when the van leaves it', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/geofences/create');
    await page.locator('input[name="name"]').fill('E2E ring road');
    await page.getByRole('radio', { name: 'Route corridor' }).check();
    await page.locator('input[name="widthMeters"]').fill('200');
    await waitForMarkers(page, 'geofence', 'assets');
    await page.getByRole('button', { name: 'Draw route' }).click();
    // Three points across the map, the last clicked again to finish the line.
    const box = (await page.locator('[data-map="geofence"]').boundingBox())!;
    const along = [0.3, 0.5, 0.7, 0.7].map((fx) => ({ x: box.x + box.width * fx, y: box.y + box.height * 0.5 }));
    for (const point of along) {
      await page.mouse.click(point.x, point.y);
      await page.waitForTimeout(250);
    }
    await screenshot(page, 'alerting-corridor');
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.pathname === '/geofences');

    const api = await apiAs(shell.server, accounts.operator);
    const [corridor] = (await api.call<Schema<'Geofence'>[]>('GET', '/geofences?query=E2E%20ring%20road')).body;
    expect(corridor).toMatchObject({ shape: 'corridor', widthMeters: 200 });
    expect(corridor.points.length).toBeGreaterThanOrEqual(2);
    const rule = { name: 'Off the ring road', type: 'geofence', geofenceId: corridor.id, event: 'exit', assetIds: [van.id] };
    expect((await api.call('POST', '/alert/AlertTrigger', rule)).status).toBe(200);

    // On the line, then twice 2 km north of it: two fixes outside are an exit.
    const [first, second] = corridor.points;
    const on = { latitude: (first.latitude + second.latitude) / 2, longitude: (first.longitude + second.longitude) / 2 };
    const start = Date.now();
    for (const [index, latitude] of [on.latitude, on.latitude + 0.018, on.latitude + 0.018].entries()) {
      const query = new URLSearchParams({ id: van.unique_id, lat: String(latitude), lon: String(on.longitude), speed: '20' });
      query.set('timestamp', String(start + index * 10_000));
      expect((await fetch(`${shell.server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
    }
    await openList(page, '/alerts');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).first().click();
        return rows(page)
          .filter({ hasText: `${van.name} left the corridor E2E ring road` })
          .count();
      }, settled)
      .toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
