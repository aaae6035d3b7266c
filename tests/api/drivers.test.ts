import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../src/api/schema';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { answer, signedIn, typedApi, type TypedApi } from '../support/typedApi';

type DriverQuery = NonNullable<operations['listDrivers']['parameters']['query']>;

describe.each(behaviourEngines)('drivers on %s', (engine) => {
  let server: TestServer;
  let api: TypedApi;
  let admin: string;
  let viewer: string;
  let globex: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = typedApi(server.baseUrl);
    const sessions = apiClient(server.baseUrl);
    [admin, viewer, globex] = await Promise.all(
      [accounts.admin, accounts.viewer, accounts.globex].map(
        async (account) => (await sessions.login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  const list = async (token: string, query: DriverQuery = {}) => {
    const result = await api.GET('/drivers', { params: { query }, headers: signedIn(token) });
    return { drivers: answer(result), total: Number(result.response.headers.get('x-total-count')) };
  };
  const assetsOf = async (token: string, pageSize: number) =>
    answer(await api.GET('/assets', { params: { query: { pageNumber: 1, pageSize } }, headers: signedIn(token) }));
  const assetOf = async (id: string) => answer(await api.GET('/assets/{id}', { params: { path: { id } }, headers: signedIn(admin) }));
  const driverCalls = (token: string, id: string) => {
    const options = { params: { path: { id } }, headers: signedIn(token) };
    return {
      get: () => api.GET('/drivers/{id}', options),
      put: (name: string) => api.PUT('/drivers/{id}', { ...options, body: { name } }),
      delete: () => api.DELETE('/drivers/{id}', options),
    };
  };

  it('lists the tenant’s drivers with the asset each drives, sorted and paged', async () => {
    const all = await list(admin, { sort: 'name' });
    expect(all.total).toBeGreaterThan(25);
    expect(all.drivers.every((driver) => driver.licenceNumber)).toBe(true);
    // Every demo driver drives a vehicle, but the relief driver who shares one (server/seed/fleetFactory.ts).
    expect(all.drivers.filter((driver) => !driver.assetName)).toHaveLength(1);
    const page = await list(admin, { sort: 'name', pageNumber: 2, pageSize: 4 });
    expect(page.total).toBe(all.total);
    expect(page.drivers.map((driver) => driver.id)).toEqual(all.drivers.slice(4, 8).map((driver) => driver.id));
    const found = await list(admin, { query: all.drivers[0].licenceNumber as string });
    expect(found.drivers.map((driver) => driver.id)).toEqual([all.drivers[0].id]);
  });

  it('lets an Admin create a driver for an asset, move them to another and delete them; the asset stays', async () => {
    const [first, second] = await assetsOf(admin, 2);
    const created = answer(
      await api.POST('/drivers', {
        headers: signedIn(admin),
        body: {
          name: ' Greta Gruber ',
          licenceNumber: 'B123XYZ4A56',
          licenceExpiry: '2031-05-31',
          email: 'Greta@Acme.example',
          assetId: first.id,
        },
      }),
    );
    expect(created).toMatchObject({ name: 'Greta Gruber', email: 'greta@acme.example', assetId: first.id, licenceExpiry: '2031-05-31' });
    expect((await assetOf(first.id)).driverName).toBe('Greta Gruber');
    if (first.driverId) expect(answer(await driverCalls(admin, first.driverId).get()).assetId).toBeNull();

    const moved = answer(
      await api.PUT('/drivers/{id}', {
        params: { path: { id: created.id } },
        headers: signedIn(admin),
        body: { name: 'Greta Gruber', assetId: second.id },
      }),
    );
    expect(moved).toMatchObject({ assetId: second.id, licenceNumber: null });
    expect((await assetOf(first.id)).driverId).toBeNull();
    expect((await assetOf(second.id)).driverId).toBe(created.id);

    expect((await driverCalls(admin, created.id).delete()).response.status).toBe(200);
    expect(await assetOf(second.id)).toMatchObject({ id: second.id, driverId: null, driverName: null });
  });

  it('refuses another tenant’s asset, naming the field', async () => {
    const [foreign] = await assetsOf(globex, 1);
    const { response, error } = await api.POST('/drivers', { headers: signedIn(admin), body: { name: 'Mallory', assetId: foreign.id } });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ errors: { assetId: [expect.any(String)] } });
  });

  it('hides another tenant’s drivers and lets a Viewer read only', async () => {
    const [driver] = (await list(admin, { pageSize: 1 })).drivers;
    const asGlobex = driverCalls(globex, driver.id);
    expect((await asGlobex.get()).response.status).toBe(404);
    expect((await asGlobex.put('Taken')).response.status).toBe(404);
    expect((await asGlobex.delete()).response.status).toBe(404);
    expect((await list(globex, { query: driver.name })).drivers.map((d) => d.id)).not.toContain(driver.id);

    const asViewer = driverCalls(viewer, driver.id);
    expect(answer(await asViewer.get()).name).toBe(driver.name);
    expect((await api.POST('/drivers', { headers: signedIn(viewer), body: { name: 'Nope' } })).response.status).toBe(403);
    expect((await asViewer.put('Nope')).response.status).toBe(403);
    expect((await asViewer.delete()).response.status).toBe(403);
  });
});
