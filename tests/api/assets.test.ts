import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { seedAssets } from '../../scripts/bench/support/seedAssets';
import { contractValidator } from '../support/contractSchema';

type Asset = Schema<'Asset'>;
type ValidationErrors = Schema<'ValidationErrors'>;

describe.each(behaviourEngines)('assets on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let admin: string;
  let viewer: string;
  let globex: string;
  let sysadmin: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [operator, admin, viewer, globex, sysadmin] = await Promise.all(
      [accounts.operator, accounts.admin, accounts.viewer, accounts.globex, accounts.sysadmin].map(
        async (account) => (await api.login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  const list = async (token: string, query = '') => {
    const response = await api.call<Asset[]>('GET', `/assets${query}`, { token });
    expect(response.status).toBe(200);
    return { assets: response.body, total: Number(response.headers.get('x-total-count')) };
  };
  const create = async (token: string, body: object) => {
    const response = await api.call<Asset>('POST', '/assets', { token, body });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('seeds 40 assets for Acme around Berlin and 20 for Globex around Paris, each with a device', async () => {
    const acme = await list(operator);
    expect(acme.total).toBe(40);
    expect(acme.assets.every((asset) => asset.sensorId && asset.currentLocation)).toBe(true);
    expect(acme.assets.every((asset) => Math.abs((asset.currentLocation?.latitude ?? 0) - 52.52) < 0.2)).toBe(true);
    expect(acme.assets.filter((asset) => asset.driverId).length).toBeGreaterThan(25);
    expect(acme.assets.every((asset) => /^[A-HJ-NPR-Z0-9]{17}$/.test(asset.vin ?? ''))).toBe(true);
    const paris = await list(globex);
    expect(paris.total).toBe(20);
    expect(paris.assets.every((asset) => Math.abs((asset.currentLocation?.longitude ?? 0) - 2.3522) < 0.2)).toBe(true);
  });

  it('lets an Operator create and update an asset and an Admin delete it; a new asset is out of network, without position', async () => {
    const [model] = (await api.call<Schema<'AssetModel'>[]>('GET', '/assets/models?query=Sprinter', { token: operator })).body;
    const created = await create(operator, {
      name: 'Van 99',
      plateNumber: 'B-FL 99',
      tags: '  frozen   north\tfrozen ',
      modelId: model.id,
    });
    expect(created).toMatchObject({ name: 'Van 99', status: 'OutOfNetwork', currentLocation: null, tags: 'frozen north' });
    expect(created).toMatchObject({ model: { name: 'Mercedes-Benz Sprinter' }, lastPositionAt: null });

    const updated = await api.call<Asset>('PUT', `/assets/${created.id}`, {
      token: operator,
      body: { name: 'Van 99b', purchaseDate: '2024-03-01', importantDates: [{ date: '2027-01-31', title: 'Insurance renewal' }] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Van 99b', purchaseDate: '2024-03-01', modelId: null, plateNumber: null });
    expect(updated.body.importantDates).toEqual([{ date: '2027-01-31', title: 'Insurance renewal', note: null }]);
    expect((await api.call<Asset>('GET', `/assets/${created.id}`, { token: viewer })).body.name).toBe('Van 99b');

    expect((await api.call('DELETE', `/assets/${created.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', `/assets/${created.id}`, { token: operator })).status).toBe(404);
  });

  it('answers every asset exactly as the contract describes it, timestamps as UTC milliseconds', async () => {
    const problemsOf = contractValidator('Asset');
    const [model] = (await api.call<Schema<'AssetModel'>[]>('GET', '/assets/models?query=Sprinter', { token: operator })).body;
    const created = await create(operator, {
      name: 'Van 97',
      modelId: model.id,
      purchaseDate: '2024-02-29',
      importantDates: [{ date: '2026-01-31', title: 'Insurance' }],
    });
    const { assets } = await list(operator, '?pageNumber=1&pageSize=100');
    const detail = (await api.call<Asset>('GET', `/assets/${assets[0].id}`, { token: operator })).body;
    for (const asset of [created, detail, ...assets]) expect(problemsOf(asset), JSON.stringify(asset)).toEqual([]);
    const withEverything = assets.find((asset) => asset.currentLocation && asset.driverName) as Asset;
    for (const time of [withEverything.lastPositionAt, withEverything.createdAt, created.model?.createdAt] as string[]) {
      expect(new Date(time).toISOString()).toBe(time);
    }
    expect(created).toMatchObject({
      purchaseDate: '2024-02-29',
      importantDates: [{ date: '2026-01-31', title: 'Insurance', note: null }],
      currentLocation: null,
    });
    await api.call('DELETE', `/assets/${created.id}`, { token: operator });
  });

  it('refuses status and position in a write (they come from the device) and a model that does not exist', async () => {
    const response = await api.call<ValidationErrors>('POST', '/assets', { token: operator, body: { name: 'Van 98', status: 'Moving' } });
    expect(response.status).toBe(400);
    expect(response.body.errors.status).toBeDefined();
    const unknownModel = await api.call<ValidationErrors>('POST', '/assets', {
      token: operator,
      body: { name: 'Van 98', modelId: crypto.randomUUID() },
    });
    expect(unknownModel.status).toBe(400);
    expect(unknownModel.body.errors.modelId).toBeDefined();
    expect((await list(operator, '?query=Van%2098')).total).toBe(0);
  });

  it('lets a Viewer read but not write', async () => {
    const [asset] = (await list(viewer, '?pageSize=1')).assets;
    expect((await api.call('GET', `/assets/${asset.id}`, { token: viewer })).status).toBe(200);
    expect((await api.call('POST', '/assets', { token: viewer, body: { name: 'Nope' } })).status).toBe(403);
    expect((await api.call('PUT', `/assets/${asset.id}`, { token: viewer, body: { name: 'Nope' } })).status).toBe(403);
    expect((await api.call('DELETE', `/assets/${asset.id}`, { token: viewer })).status).toBe(403);
  });

  it('hides another tenant’s assets: 404 on read, update and delete, absent from lists', async () => {
    const secret = await create(operator, { name: 'Acme Secret Van' });
    expect((await api.call('GET', `/assets/${secret.id}`, { token: globex })).status).toBe(404);
    expect((await api.call('PUT', `/assets/${secret.id}`, { token: globex, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await api.call('DELETE', `/assets/${secret.id}`, { token: globex })).status).toBe(404);
    expect((await list(globex, '?query=Secret')).total).toBe(0);
    expect((await api.call<Asset>('GET', `/assets/${secret.id}`, { token: operator })).body.name).toBe('Acme Secret Van');
  });

  it('searches name, plate, VIN, tags, driver name and device id', async () => {
    const { assets } = await list(operator, '?query=acme-0007');
    expect(assets).toHaveLength(1);
    const target = (await api.call<Asset>('GET', `/assets/${assets[0].id}`, { token: operator })).body;
    const withDriver = (await list(operator)).assets.find((asset) => asset.driverName) as Asset;
    for (const text of [target.name, target.plateNumber, target.vin?.toLowerCase(), target.tags.split(' ')[0]]) {
      expect((await list(operator, `?query=${encodeURIComponent(text ?? '')}`)).assets.map((asset) => asset.id)).toContain(target.id);
    }
    expect((await list(operator, `?query=${encodeURIComponent(withDriver.driverName ?? '')}`)).assets.map((a) => a.id)).toContain(
      withDriver.id,
    );
    expect((await list(operator, '?query=100%25')).total).toBe(0);
  });

  it('filters by exact status', async () => {
    const fresh = await create(operator, { name: 'Van 95' });
    const counts = await Promise.all(
      ['Parked', 'Moving', 'OutOfNetwork'].map(async (status) => {
        const { assets, total } = await list(operator, `?status=${status}`);
        expect(assets.every((asset) => asset.status === status)).toBe(true);
        expect(assets.some((asset) => asset.id === fresh.id)).toBe(status === 'OutOfNetwork');
        return total;
      }),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe((await list(operator)).total);
    expect((await api.call('GET', '/assets?status=parked', { token: operator })).status).toBe(400);
  });

  it('sorts and pages on the server with the total in X-Total-Count', async () => {
    const all = (await list(operator, '?sort=plateNumber&order=desc')).assets.map((asset) => asset.plateNumber);
    const page = await list(operator, '?sort=plateNumber&order=desc&pageNumber=2&pageSize=5');
    expect(page.total).toBe(all.length);
    expect(page.assets.map((asset) => asset.plateNumber)).toEqual(all.slice(5, 10));
    const byName = (await list(operator, '?pageNumber=1&pageSize=40')).assets.map((asset) => asset.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(operator, '?pageNumber=99&pageSize=25')).assets).toHaveLength(0);
    expect((await api.call('GET', '/assets?sort=password', { token: operator })).status).toBe(400);
  });

  it('sorts by the names of type, model, device and driver, assets without one last', async () => {
    for (const sort of ['typeName', 'model.name', 'sensorName', 'status', 'lastPositionAt', 'createdAt', 'updatedAt', 'vin']) {
      expect((await api.call('GET', `/assets?sort=${sort}&order=desc`, { token: operator })).status).toBe(200);
    }
    const drivers = (await list(operator, '?sort=driverName&order=desc')).assets.map((asset) => asset.driverName);
    const named = drivers.filter((name) => name !== null);
    expect(named).toEqual([...named].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(drivers.slice(named.length).every((name) => name === null)).toBe(true);
  });

  it('refuses another tenant’s device or driver, naming the field', async () => {
    const [foreign] = (await list(globex, '?query=globex-0001')).assets;
    const response = await api.call<ValidationErrors>('POST', '/assets', {
      token: operator,
      body: { name: 'Van 97', sensorId: foreign.sensorId },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.sensorId).toBeDefined();
    const driver = (await list(globex)).assets.find((asset) => asset.driverId) as Asset;
    const withDriver = await api.call<ValidationErrors>('POST', '/assets', {
      token: operator,
      body: { name: 'Van 97', driverId: driver.driverId },
    });
    expect(withDriver.status).toBe(400);
    expect(withDriver.body.errors.driverId).toBeDefined();
  });

  it('moves a device and a driver to the asset they are given to, leaving one link', async () => {
    const donor = (await list(operator, '?query=acme-0003')).assets[0];
    const driverDonor = (await list(operator)).assets.find((asset) => asset.driverId && asset.id !== donor.id) as Asset;
    const receiver = await create(operator, { name: 'Van 96', sensorId: donor.sensorId, driverId: driverDonor.driverId });
    expect(receiver).toMatchObject({ sensorId: donor.sensorId, driverId: driverDonor.driverId });
    expect((await api.call<Asset>('GET', `/assets/${donor.id}`, { token: operator })).body.sensorId).toBeNull();
    expect((await api.call<Asset>('GET', `/assets/${driverDonor.id}`, { token: operator })).body.driverId).toBeNull();
    const device = await api.call<Schema<'Sensor'>>('GET', `/sensors/${donor.sensorId}`, { token: operator });
    expect(device.body).toMatchObject({ assetId: receiver.id, assetName: 'Van 96' });
  });

  it('counts a large fleet right after a write through the API', async () => {
    const tenant = (await api.call<Schema<'Tenant'>>('POST', '/tenants', { token: sysadmin, body: { name: 'Initech' } })).body;
    await seedAssets(server.context.db, tenant.id, 1200);
    const total = async (page = 1) =>
      Number(
        (await api.call('GET', `/assets?tenantId=${tenant.id}&pageNumber=${page}&pageSize=25`, { token: sysadmin })).headers.get(
          'x-total-count',
        ),
      );
    expect(await total()).toBe(1200);
    const created = await create(sysadmin, { name: 'Initech Van', tenantId: tenant.id });
    expect(await total()).toBe(1201);
    expect((await api.call('DELETE', `/assets/${created.id}`, { token: sysadmin })).status).toBe(200);
    expect(await total()).toBe(1200);
    expect(await total(60)).toBe(1200);
  });
});
