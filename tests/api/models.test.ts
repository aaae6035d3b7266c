import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

/** The two catalogues every tenant shares: models of assets and of devices. */
type Model = Schema<'AssetModel'> | Schema<'SensorModel'>;

describe.each(behaviourEngines)('asset and device models on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let sysadmin: string;
  let admin: string;

  let acmeId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    const [sysadminSession, adminSession] = await Promise.all(
      [accounts.sysadmin, accounts.admin].map((account) => api.login(account.email, account.password)),
    );
    [sysadmin, admin, acmeId] = [sysadminSession.accessToken, adminSession.accessToken, adminSession.user.tenantId as string];
  });
  afterAll(() => server?.stop());

  it('seeds the asset types, asset models and device models every tenant shares', async () => {
    const types = await api.call<Schema<'AssetType'>[]>('GET', '/assets/types', { token: admin });
    expect(types.body.map((type) => type.name)).toEqual(['Bus', 'Car', 'Motorcycle', 'Trailer', 'Truck', 'Van']);
    expect(types.headers.get('x-total-count')).toBe('6');
    const models = await api.call<Schema<'AssetModel'>[]>('GET', '/assets/models?sort=year&order=desc', { token: admin });
    expect(models.body).toHaveLength(8);
    expect(models.body[0]).toMatchObject({ year: 2023 });
    expect(models.body.find((model) => model.name === 'Tesla Model 3')).toMatchObject({ fuelType: 'Electric', manufacturer: 'Tesla' });
    const devices = await api.call<Schema<'SensorModel'>[]>('GET', '/sensors/models', { token: admin });
    expect(devices.body.map((model) => model.protocol).sort()).toEqual(['osmand', 'rutx', 'suntech', 'teltonika']);
  });

  it('shows a SysAdmin the assets of every tenant (60 in the demo) or of one, and asks which tenant a new one is for', async () => {
    const all = await api.call('GET', '/assets?pageNumber=1&pageSize=1', { token: sysadmin });
    expect(all.headers.get('x-total-count')).toBe('60');
    const acme = await api.call('GET', `/assets?tenantId=${acmeId}&pageSize=1`, { token: sysadmin });
    expect(acme.headers.get('x-total-count')).toBe('40');
    const create = await api.call<Schema<'ValidationErrors'>>('POST', '/assets', { token: sysadmin, body: { name: 'Orphan' } });
    expect(create.status).toBe(400);
    expect(create.body.errors.tenantId).toBeDefined();
  });

  it.each([
    [
      '/assets/models',
      { name: 'Iveco Daily', manufacturer: 'Iveco', year: 2022, fuelType: 'CNG' },
      { name: 'Iveco Daily 4x4', year: 2024 },
    ],
    [
      '/sensors/models',
      { name: 'Queclink GV300', manufacturer: 'Queclink', protocol: 'gl200' },
      { name: 'Queclink GV300W', protocol: 'gl200' },
    ],
  ])('lets a SysAdmin alone create, update and delete %s, and refuses a duplicate name (3101)', async (path, input, change) => {
    const created = await api.call<Model>('POST', path, { token: sysadmin, body: input });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject(input);
    const duplicate = await api.call<Schema<'Conflict'>>('POST', path, { token: sysadmin, body: input });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe(3101);

    const url = `${path}/${created.body.id}`;
    expect((await api.call('POST', path, { token: admin, body: { ...input, name: 'Other' } })).status).toBe(403);
    expect((await api.call('PUT', url, { token: admin, body: change })).status).toBe(403);
    expect((await api.call('DELETE', url, { token: admin })).status).toBe(403);
    expect((await api.call<Model>('GET', url, { token: admin })).body.name).toBe(input.name);

    const updated = await api.call('PUT', url, { token: sysadmin, body: change });
    expect(updated.body).toMatchObject({ ...change, manufacturer: null });
    expect((await api.call('DELETE', url, { token: sysadmin })).status).toBe(200);
    expect((await api.call('GET', url, { token: admin })).status).toBe(404);
  });

  it("lets a SysAdmin alone set a device model's green-driving unit (IO 254), g x 100 unless told", async () => {
    const input = { name: 'Teltonika FMC130', manufacturer: 'Teltonika', protocol: 'teltonika' };
    const created = await api.call<Schema<'SensorModel'>>('POST', '/sensors/models', { token: sysadmin, body: input });
    expect(created.body.greenDrivingUnit).toBe('g100');
    const url = `/sensors/models/${created.body.id}`;
    const metric = { ...input, greenDrivingUnit: 'ms2x10' };
    expect((await api.call('PUT', url, { token: admin, body: metric })).status).toBe(403);
    expect((await api.call<Schema<'SensorModel'>>('GET', url, { token: admin })).body.greenDrivingUnit).toBe('g100');
    expect((await api.call('PUT', url, { token: sysadmin, body: { ...input, greenDrivingUnit: 'mg' } })).status).toBe(400);

    expect((await api.call<Schema<'SensorModel'>>('PUT', url, { token: sysadmin, body: metric })).body.greenDrivingUnit).toBe('ms2x10');
    expect((await api.call<Schema<'SensorModel'>>('GET', url, { token: admin })).body.greenDrivingUnit).toBe('ms2x10');
    const listed = await api.call<Schema<'SensorModel'>[]>('GET', '/sensors/models?query=FMC130', { token: admin });
    expect(listed.body.map((model) => model.greenDrivingUnit)).toEqual(['ms2x10']);
    // A whole update without the unit puts the default back, as for every other left-out field.
    expect((await api.call<Schema<'SensorModel'>>('PUT', url, { token: sysadmin, body: input })).body.greenDrivingUnit).toBe('g100');
    expect((await api.call('DELETE', url, { token: sysadmin })).status).toBe(200);
  });

  it.each<[string, 'modelId', string]>([
    ['/assets/models', 'modelId', '/assets'],
    ['/sensors/models', 'modelId', '/sensors'],
  ])('refuses to delete one of %s still in use (3103)', async (path, field, users) => {
    const [record] = (await api.call<(Schema<'Asset'> | Schema<'Sensor'>)[]>('GET', `${users}?pageSize=1`, { token: admin })).body;
    const response = await api.call<Schema<'Conflict'>>('DELETE', `${path}/${record[field]}`, { token: sysadmin });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(3103);
    expect((await api.call('GET', `${path}/${record[field]}`, { token: admin })).status).toBe(200);
  });
});
