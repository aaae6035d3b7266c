import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';

interface Driver {
  id: string;
  name: string;
  licenceNumber: string | null;
  assetId: string | null;
  assetName: string | null;
}

describe.each(engines)('drivers on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let viewer: string;
  let globex: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [admin, viewer, globex] = await Promise.all(
      [accounts.admin, accounts.viewer, accounts.globex].map(async (account) => (await api.login(account.email, account.password)).accessToken),
    );
  });
  afterAll(() => server?.stop());

  const list = async (token: string, query = '') => {
    const response = await api.call('GET', `/drivers${query}`, { token });
    expect(response.status).toBe(200);
    return { drivers: response.body as Driver[], total: Number(response.headers.get('x-total-count')) };
  };
  const assetOf = async (id: string) => (await api.call('GET', `/assets/${id}`, { token: admin })).body;

  it('lists the tenant’s drivers with the asset each drives, sorted and paged', async () => {
    const all = await list(admin, '?sort=name');
    expect(all.total).toBeGreaterThan(25);
    expect(all.drivers.every((driver) => driver.licenceNumber && driver.assetName)).toBe(true);
    const page = await list(admin, '?sort=name&pageNumber=2&pageSize=4');
    expect(page.total).toBe(all.total);
    expect(page.drivers.map((driver) => driver.id)).toEqual(all.drivers.slice(4, 8).map((driver) => driver.id));
    const found = await list(admin, `?query=${encodeURIComponent(all.drivers[0].licenceNumber as string)}`);
    expect(found.drivers.map((driver) => driver.id)).toEqual([all.drivers[0].id]);
  });

  it('lets an Admin create a driver for an asset, move them to another and delete them; the asset stays', async () => {
    const [first, second] = (await api.call('GET', '/assets?pageNumber=1&pageSize=2', { token: admin })).body;
    const created = await api.call('POST', '/drivers', {
      token: admin,
      body: { name: ' Greta Gruber ', licenceNumber: 'B123XYZ4A56', licenceExpiry: '2031-05-31', email: 'Greta@Acme.example', assetId: first.id },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Greta Gruber', email: 'greta@acme.example', assetId: first.id, licenceExpiry: '2031-05-31' });
    expect((await assetOf(first.id)).driverName).toBe('Greta Gruber');
    if (first.driverId) expect((await api.call('GET', `/drivers/${first.driverId}`, { token: admin })).body.assetId).toBeNull();

    const moved = await api.call('PUT', `/drivers/${created.body.id}`, { token: admin, body: { name: 'Greta Gruber', assetId: second.id } });
    expect(moved.body).toMatchObject({ assetId: second.id, licenceNumber: null });
    expect((await assetOf(first.id)).driverId).toBeNull();
    expect((await assetOf(second.id)).driverId).toBe(created.body.id);

    expect((await api.call('DELETE', `/drivers/${created.body.id}`, { token: admin })).status).toBe(200);
    expect(await assetOf(second.id)).toMatchObject({ id: second.id, driverId: null, driverName: null });
  });

  it('refuses another tenant’s asset, naming the field', async () => {
    const [foreign] = (await api.call('GET', '/assets?pageSize=1', { token: globex })).body;
    const response = await api.call('POST', '/drivers', { token: admin, body: { name: 'Mallory', assetId: foreign.id } });
    expect(response.status).toBe(400);
    expect(response.body.errors.assetId).toBeDefined();
  });

  it('hides another tenant’s drivers and lets a Viewer read only', async () => {
    const [driver] = (await list(admin, '?pageSize=1')).drivers;
    expect((await api.call('GET', `/drivers/${driver.id}`, { token: globex })).status).toBe(404);
    expect((await api.call('PUT', `/drivers/${driver.id}`, { token: globex, body: { name: 'Taken' } })).status).toBe(404);
    expect((await api.call('DELETE', `/drivers/${driver.id}`, { token: globex })).status).toBe(404);
    expect((await list(globex, `?query=${encodeURIComponent(driver.name)}`)).drivers.map((d) => d.id)).not.toContain(driver.id);

    expect((await api.call('GET', `/drivers/${driver.id}`, { token: viewer })).body.name).toBe(driver.name);
    expect((await api.call('POST', '/drivers', { token: viewer, body: { name: 'Nope' } })).status).toBe(403);
    expect((await api.call('PUT', `/drivers/${driver.id}`, { token: viewer, body: { name: 'Nope' } })).status).toBe(403);
    expect((await api.call('DELETE', `/drivers/${driver.id}`, { token: viewer })).status).toBe(403);
  });
});
