import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

type Sensor = Schema<'Sensor'>;
type Conflict = Schema<'Conflict'>;

describe.each(behaviourEngines)('devices on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let viewer: string;
  let globex: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [operator, viewer, globex] = await Promise.all(
      [accounts.operator, accounts.viewer, accounts.globex].map(
        async (account) => (await api.login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  const list = async (token: string, query = '') => {
    const response = await api.call<Sensor[]>('GET', `/sensors${query}`, { token });
    expect(response.status).toBe(200);
    return { sensors: response.body, total: Number(response.headers.get('x-total-count')) };
  };
  const create = async (body: object) => {
    const response = await api.call<Sensor>('POST', '/sensors', { token: operator, body });
    expect(response.status).toBe(200);
    return response.body;
  };
  const asset = async (id: string) => (await api.call<Schema<'Asset'>>('GET', `/assets/${id}`, { token: operator })).body;

  it('lists the tenant’s devices with their model and asset, searched, sorted and paged', async () => {
    const page = await list(operator, '?sort=uniqueId&order=desc&pageNumber=1&pageSize=3');
    expect(page.total).toBe(40);
    expect(page.sensors.map((sensor) => sensor.uniqueId)).toEqual(['acme-0040', 'acme-0039', 'acme-0038']);
    expect(page.sensors.every((sensor) => sensor.modelName && sensor.assetName)).toBe(true);
    const found = await list(operator, '?query=ACME-0012');
    expect(found.sensors.map((sensor) => sensor.uniqueId)).toEqual(['acme-0012']);
    expect((await list(globex, '?query=acme-')).total).toBe(0);
  });

  it('lets an Operator create, update and delete a device, and refuses a uniqueId already used (3101)', async () => {
    const [model] = (await api.call<Schema<'SensorModel'>[]>('GET', '/sensors/models?query=osmand', { token: operator })).body;
    const created = await create({ uniqueId: '356307042441013', name: 'Spare tracker', phone: '+49 151 0000000', modelId: model.id });
    expect(created).toMatchObject({ modelName: 'Traccar Client', assetId: null, lastMessageAt: null });

    const duplicate = await api.call<Conflict>('POST', '/sensors', { token: operator, body: { uniqueId: 'globex-0001', name: 'Copy' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe(3101);
    const renamed = await api.call<Conflict>('PUT', `/sensors/${created.id}`, {
      token: operator,
      body: { uniqueId: 'acme-0001', name: 'Copy' },
    });
    expect(renamed.body.code).toBe(3101);

    const updated = await api.call('PUT', `/sensors/${created.id}`, { token: operator, body: { uniqueId: 'spare-1', name: 'Spare' } });
    expect(updated.body).toMatchObject({ uniqueId: 'spare-1', name: 'Spare', modelId: null, phone: null });
    expect((await api.call('DELETE', `/sensors/${created.id}`, { token: operator })).status).toBe(200);
    expect((await api.call('GET', `/sensors/${created.id}`, { token: operator })).status).toBe(404);
  });

  it('fits a device to an asset, taking it off its former asset and replacing the asset’s device', async () => {
    const [first, second] = (await list(operator, '?sort=uniqueId&pageNumber=1&pageSize=2')).sensors;
    const moved = await api.call<Sensor>('PUT', `/sensors/${first.id}`, {
      token: operator,
      body: { uniqueId: first.uniqueId, name: first.name, assetId: second.assetId },
    });
    expect(moved.body).toMatchObject({ assetId: second.assetId, assetName: second.assetName });
    expect((await asset(first.assetId as string)).sensorId).toBeNull();
    expect((await asset(second.assetId as string)).sensorId).toBe(first.id);
    expect((await api.call<Sensor>('GET', `/sensors/${second.id}`, { token: operator })).body.assetId).toBeNull();

    const unfitted = await api.call<Sensor>('PUT', `/sensors/${first.id}`, {
      token: operator,
      body: { uniqueId: first.uniqueId, name: first.name },
    });
    expect(unfitted.body.assetId).toBeNull();
    expect((await asset(second.assetId as string)).sensorId).toBeNull();
  });

  it('leaves the asset in place, without a device, when its device is deleted', async () => {
    const [sensor] = (await list(operator, '?query=acme-0020')).sensors;
    expect((await api.call('DELETE', `/sensors/${sensor.id}`, { token: operator })).status).toBe(200);
    expect(await asset(sensor.assetId as string)).toMatchObject({ name: sensor.assetName, sensorId: null });
  });

  it('refuses to fit a device to another tenant’s asset, naming the field', async () => {
    const [foreign] = (await api.call<Schema<'Asset'>[]>('GET', '/assets?pageSize=1', { token: globex })).body;
    const response = await api.call<Schema<'ValidationErrors'>>('POST', '/sensors', {
      token: operator,
      body: { uniqueId: 'spare-2', name: 'x', assetId: foreign.id },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.assetId).toBeDefined();
  });

  it('hides another tenant’s devices and lets a Viewer read only', async () => {
    const [sensor] = (await list(operator, '?query=acme-0005')).sensors;
    expect((await api.call('GET', `/sensors/${sensor.id}`, { token: globex })).status).toBe(404);
    const body = { uniqueId: sensor.uniqueId, name: 'Taken' };
    expect((await api.call('PUT', `/sensors/${sensor.id}`, { token: globex, body })).status).toBe(404);
    expect((await api.call('DELETE', `/sensors/${sensor.id}`, { token: globex })).status).toBe(404);

    expect((await api.call<Sensor>('GET', `/sensors/${sensor.id}`, { token: viewer })).body.uniqueId).toBe('acme-0005');
    expect((await api.call('POST', '/sensors', { token: viewer, body: { uniqueId: 'viewer-1', name: 'x' } })).status).toBe(403);
    expect((await api.call('PUT', `/sensors/${sensor.id}`, { token: viewer, body })).status).toBe(403);
    expect((await api.call('DELETE', `/sensors/${sensor.id}`, { token: viewer })).status).toBe(403);
    expect((await api.call<Sensor>('GET', `/sensors/${sensor.id}`, { token: operator })).body.name).toBe(sensor.name);
  });
});
