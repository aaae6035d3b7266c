import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Schema } from '../support/api';
import { screenshot } from '../support/browser';
import {
  accounts,
  apiAs,
  choose,
  deleteRow,
  editRow,
  listShown,
  openList,
  row,
  rows,
  save,
  search,
  settled,
  signIn,
} from './resources-support';
import { startShell, type Shell } from './shell-support';

let shell: Shell;
beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.stop();
});

// Real browser against a real server on a shared machine: generous, but each step still fails on its own timeout.
describe('resource screens', { timeout: 120_000 }, () => {
  it('devices: an Operator creates, finds, edits and deletes a device with its model; a duplicate shows the server message', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/devices');
    await listShown(page);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Tracker 900');
    await page.locator('input[name="uniqueId"]').fill('e2e-900');
    await choose(page, 'Model', 'Traccar Client');
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.pathname === '/devices');

    await search(page, 'Tracker 900');
    await expect.poll(() => row(page, 'Traccar Client').count(), settled).toBe(1);
    await editRow(page, 'Tracker 900');
    await page.locator('input[name="name"]').fill('Tracker 901');
    expect(await save(page)).toBe('Element updated');
    await page.waitForURL((url) => url.pathname === '/devices');
    await search(page, 'Tracker 901');
    await deleteRow(page, 'Tracker 901');

    const api = await apiAs(shell.server, accounts.operator);
    const [existing] = (await api.call<Schema<'Sensor'>[]>('GET', '/sensors?pageNumber=1&pageSize=1')).body;
    const refused = await api.call<Schema<'Conflict'>>('POST', '/sensors', { name: 'Twin', uniqueId: existing.uniqueId });
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Twin');
    await page.locator('input[name="uniqueId"]').fill(existing.uniqueId);
    expect(await save(page)).toBe(refused.body.message);
    expect(new URL(page.url()).pathname).toBe('/devices/create');
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isEnabled(), settled).toBe(true);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    await page.context().close();
  });

  it('drivers: an Operator creates a driver with licence and expiry, finds, edits and deletes them', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.operator, '/drivers');
    await listShown(page);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Dana Driver');
    await page.locator('input[name="licenceNumber"]').fill('B072RRE2I55');
    await page.locator('input[name="licenceExpiry"]').fill('2030-06-30');
    await page.locator('input[name="phone"]').fill('+49 30 1234567');
    expect(await save(page)).toBe('Element created');
    await search(page, 'Dana');
    await expect.poll(() => row(page, 'B072RRE2I55').count(), settled).toBe(1);
    await editRow(page, 'Dana Driver');
    await page.locator('input[name="phone"]').fill('+49 30 7654321');
    expect(await save(page)).toBe('Element updated');
    await search(page, 'Dana');
    await row(page, '+49 30 7654321').waitFor();
    await deleteRow(page, 'Dana Driver');
    await page.context().close();
  });

  it('/employee leads to the drivers', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.viewer, '/employee');
    await page.waitForURL((url) => url.pathname === '/drivers');
    await page.context().close();
  });

  it('geofences: created from typed corners with geoFenceSource 1, edited into a circle, deleted', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.operator, '/geofences');
    await listShown(page);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Depot E2E');
    await page.getByRole('button', { name: 'Edit coordinates' }).click();
    const corners = [
      [52.5, 13.4],
      [52.51, 13.41],
      [52.5, 13.42],
    ];
    for (const [index, [latitude, longitude]] of corners.entries()) {
      await page.getByRole('button', { name: 'Add' }).click();
      await page.locator(`input[name="points.${index}.latitude"]`).fill(String(latitude));
      await page.locator(`input[name="points.${index}.longitude"]`).fill(String(longitude));
    }
    await screenshot(page, 'resources-geofence-create');
    expect(await save(page)).toBe('Element created');
    // Leaving the form unmounts the map input: nothing may break on the way back to the list.
    await page.waitForURL((url) => url.pathname === '/geofences');
    expect(errors).toEqual([]);
    const api = await apiAs(shell.server, accounts.operator);
    const [polygon] = (await api.call<Schema<'Geofence'>[]>('GET', '/geofences?query=Depot%20E2E')).body;
    expect(polygon).toMatchObject({
      shape: 'polygon',
      geoFenceSource: 1,
      points: corners.map(([latitude, longitude]) => ({ latitude, longitude })),
    });

    await search(page, 'Depot E2E');
    await editRow(page, 'Depot E2E');
    await page.getByRole('radio', { name: 'Circle' }).check();
    await page.getByRole('button', { name: 'Edit coordinates' }).click();
    await page.locator('input[name="center.latitude"]').fill('52.52');
    await page.locator('input[name="center.longitude"]').fill('13.405');
    await page.locator('input[name="radiusMeters"]').fill('300');
    expect(await save(page)).toBe('Element updated');
    const [circle] = (await api.call<Schema<'Geofence'>[]>('GET', '/geofences?query=Depot%20E2E')).body;
    expect(circle).toMatchObject({ shape: 'circle', points: [], center: { latitude: 52.52, longitude: 13.405 }, radiusMeters: 300 });
    await search(page, 'Depot E2E');
    await deleteRow(page, 'Depot E2E');
    await page.context().close();
  });

  it('users: an Admin creates a user and is shown the temporary password once, edits and deletes the user; only its tenant shows', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/users');
    await listShown(page);
    expect(new Set(await rows(page).locator('td:nth-child(5)').allTextContents())).toEqual(new Set(['Acme Logistics']));
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="fullName.firstName"]').fill('Tess');
    await page.locator('input[name="fullName.lastName"]').fill('Temp');
    await page.locator('input[name="email"]').fill('tess@acme.example');
    await choose(page, 'Role', 'Operator');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'User created' });
    const password = await dialog.getByTestId('temporary-password').inputValue();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'resources-user-temporary-password');
    const firstSignIn = await apiClient(shell.server.baseUrl).call('POST', '/authentication/email', {
      body: { email: 'tess@acme.example', password, clientId: 'web', appPackageName: 'com.fleetconsole.web' },
    });
    expect(firstSignIn).toMatchObject({ status: 409, body: { code: 3102 } });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/users');

    await search(page, 'tess@');
    await editRow(page, 'Tess Temp');
    await page.locator('input[name="fullName.lastName"]').fill('Tested');
    expect(await save(page)).toBe('Element updated');
    await search(page, 'tess@');
    await deleteRow(page, 'Tess Tested');
    await page.context().close();
  });

  it('tenants and models: a SysAdmin manages tenants, asset models and device models', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.sysadmin, '/tenants');
    await listShown(page);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Initech');
    expect(await save(page)).toBe('Element created');
    await search(page, 'Initech');
    await editRow(page, 'Initech');
    await page.locator('input[name="contactName"]').fill('Bill L.');
    expect(await save(page)).toBe('Element updated');
    await search(page, 'Initech');
    await row(page, 'Bill L.').waitFor();
    await deleteRow(page, 'Initech');

    await openList(page, '/models');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Cargo Bike X');
    await page.locator('input[name="year"]').fill('2025');
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.pathname === '/models' && url.search === '?tab=assets');
    await search(page, 'Cargo Bike');
    await editRow(page, 'Cargo Bike X');
    await page.locator('input[name="manufacturer"]').fill('Urban Arrow');
    expect(await save(page)).toBe('Element updated');
    await search(page, 'Cargo Bike');
    await row(page, 'Urban Arrow').waitFor();
    await deleteRow(page, 'Cargo Bike X');

    await page.getByRole('tab', { name: 'Device models' }).click();
    await page.waitForURL((url) => url.search === '?tab=sensors');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill('Tracker Mk II');
    await page.locator('input[name="protocol"]').fill('osmand');
    expect(await save(page)).toBe('Element created');
    await page.waitForURL((url) => url.search === '?tab=sensors');
    await search(page, 'Tracker Mk');
    await deleteRow(page, 'Tracker Mk II');
    await page.context().close();
  });
});
