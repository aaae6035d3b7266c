import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { seedDemoAccounts } from './ingestFixtures';
import { connectTracker } from './trackerDevice';

/**
 * One Codec 8 record (written by hand, CRC-16/IBM at the end), 2026-11-27T08:00:00Z at 52.5 N 13.4 E,
 * 30 km/h, ignition on (IO 239 = 1) and IO 78 = 08 f7 e6 d5 c4 b3 a2 01: the iButton 01A2B3C4D5E6F708
 * as Traccar prints it (the little-endian value), stored without its leading zero.
 */
const iButtonPacket = '000000000000002c0801000001a21c04b4000007fcad801f4add400064005a0a001e4e0201ef010000014e08f7e6d5c4b3a2010100003f26';
const iButtonTime = '2026-11-27T08:00:00.000Z';
const imei = '356307042449001';
const handshake = Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei)]);

describe.each(behaviourEngines)('driver identification on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let viewer: string;
  let tenants: Map<string, string>;
  const api = () => apiClient(server.baseUrl);

  /** An asset fitted with a device, and a driver with keys, through the API as an Admin does. */
  const vehicle = async (uniqueId: string) => {
    const asset = await api().call<Schema<'Asset'>>('POST', '/assets', { token: admin, body: { name: `Van ${uniqueId}` } });
    expect(
      (await api().call('POST', '/sensors', { token: admin, body: { uniqueId, name: `Tracker ${uniqueId}`, assetId: asset.body.id } }))
        .status,
    ).toBe(200);
    return asset.body;
  };
  const driver = async (name: string, body: Partial<Schema<'DriverInput'>> = {}) => {
    const created = await api().call<Schema<'Driver'>>('POST', '/drivers', { token: admin, body: { name, ...body } });
    expect(created.status).toBe(200);
    return created.body;
  };
  const sessionsOf = async (assetId: string) => {
    const response = await api().call<Schema<'DriverSession'>[]>('GET', `/driverSessions?assetId=${assetId}`, { token: viewer });
    expect(response.status).toBe(200);
    return response.body;
  };
  const alertsOf = async (assetId: string) =>
    (await api().call<Schema<'Alert'>[]>('GET', `/alert?assetId=${assetId}&sort=time&order=asc`, { token: admin })).body;
  const osmand = async (deviceId: string, time: string, attributes: Record<string, string>) => {
    const query = new URLSearchParams({ id: deviceId, lat: '52.5', lon: '13.4', timestamp: String(Date.parse(time)), ...attributes });
    expect((await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    tenants = await seedDemoAccounts(server.context.db);
    [admin, operator, viewer] = await Promise.all(
      [accounts.admin, accounts.operator, accounts.viewer].map(
        async (account) => (await api().login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  it('keeps keys in one form, unique in the tenant, and refuses what is not a key', async () => {
    const anna = await driver('Anna Keys', { keys: ['00:00:00:00:ca:fe:f0:0d', 'cafef00d'] });
    expect(anna.keys).toEqual(['CAFEF00D']);
    const taken = await api().call<Schema<'Conflict'>>('POST', '/drivers', { token: admin, body: { name: 'Copy', keys: ['CAFEF00D'] } });
    expect(taken.status).toBe(409);
    const bad = await api().call<Schema<'ValidationErrors'>>('POST', '/drivers', {
      token: admin,
      body: { name: 'Bad', keys: ['0000000000'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['keys']);
  });

  it('assigns the driver of the iButton a Teltonika record carries (IO 78), and says so', async () => {
    const van = await vehicle(imei);
    const ben = await driver('Ben Button', { keys: ['01A2B3C4D5E6F708'] });
    const tracker = await connectTracker(server.trackerPorts.teltonika as number);
    try {
      tracker.write(handshake);
      await tracker.expectReceived('01');
      tracker.write(Buffer.from(iButtonPacket, 'hex'));
      await tracker.expectReceived('0100000001');
    } finally {
      tracker.end();
    }
    expect(await sessionsOf(van.id)).toEqual([
      expect.objectContaining({ driverId: ben.id, driverName: 'Ben Button', startedAt: iButtonTime, endedAt: null, source: 'key' }),
    ]);
    expect((await api().call<Schema<'Asset'>>('GET', `/assets/${van.id}`, { token: viewer })).body.driverName).toBe('Ben Button');
    expect((await alertsOf(van.id)).map((alert) => [alert.type, alert.message])).toEqual([
      ['driverChanged', `${van.name}: Ben Button is driving`],
    ]);
  });

  it('ends the session when the ignition stays off past the 30 s grace period, at its end; an unknown key ends nothing', async () => {
    const van = await vehicle('osmand-grace-1');
    const cleo = await driver('Cleo Grace', { keys: ['C1E0C1E0'] });
    await osmand('osmand-grace-1', '2026-11-27T09:00:00Z', { ignition: 'true', driverUniqueId: 'c1e0c1e0' });
    await osmand('osmand-grace-1', '2026-11-27T09:05:00Z', { ignition: 'true', driverUniqueId: 'DEADBEEF' });
    await osmand('osmand-grace-1', '2026-11-27T09:10:00Z', { ignition: 'false' });
    await osmand('osmand-grace-1', '2026-11-27T09:10:20Z', { ignition: 'false' });
    expect((await sessionsOf(van.id))[0]).toMatchObject({ driverId: cleo.id, endedAt: null });
    await osmand('osmand-grace-1', '2026-11-27T09:10:40Z', { ignition: 'false' });
    expect(await sessionsOf(van.id)).toEqual([
      expect.objectContaining({
        driverId: cleo.id,
        startedAt: '2026-11-27T09:00:00.000Z',
        endedAt: '2026-11-27T09:10:30.000Z',
        endReason: 'ignitionOff',
      }),
    ]);
    expect((await api().call<Schema<'Asset'>>('GET', `/assets/${van.id}`, { token: viewer })).body.driverId).toBeNull();
    expect((await alertsOf(van.id)).map((alert) => alert.type)).toEqual(['driverChanged', 'unknownDriverKey']);
  });

  it("waits the tenant's own grace period before the ignition ends a session", async () => {
    const url = `/tenants/${tenants.get('Acme Logistics')}/driving-settings`;
    const settings = (await api().call<Schema<'DrivingSettings'>>('GET', url, { token: admin })).body;
    expect((await api().call('PUT', url, { token: admin, body: { ...settings, sessionGraceSeconds: 60 } })).status).toBe(200);
    const van = await vehicle('osmand-grace-2');
    const dora = await driver('Dora Grace', { keys: ['D0D0D0D0'] });
    await osmand('osmand-grace-2', '2026-11-27T11:00:00Z', { ignition: 'true', driverUniqueId: 'D0D0D0D0' });
    await osmand('osmand-grace-2', '2026-11-27T11:10:00Z', { ignition: 'false' });
    await osmand('osmand-grace-2', '2026-11-27T11:10:40Z', { ignition: 'false' });
    expect((await sessionsOf(van.id))[0]).toMatchObject({ driverId: dora.id, endedAt: null });
    await osmand('osmand-grace-2', '2026-11-27T11:11:10Z', { ignition: 'false' });
    expect((await sessionsOf(van.id))[0]).toMatchObject({
      driverId: dora.id,
      endedAt: '2026-11-27T11:11:00.000Z',
      endReason: 'ignitionOff',
    });
    await api().call('PUT', url, { token: admin, body: settings });
  });

  it('alerts a driver on a vehicle they may not drive', async () => {
    const [allowed, other] = [await vehicle('osmand-allowed-1'), await vehicle('osmand-allowed-2')];
    await driver('Dora Allowed', { keys: ['D0A0D0A0'], allowedAssetIds: [allowed.id] });
    await osmand('osmand-allowed-2', '2026-11-27T10:00:00Z', { ignition: 'true', driverUniqueId: 'D0A0D0A0' });
    expect((await alertsOf(other.id)).map((alert) => alert.type).sort()).toEqual(['driverChanged', 'driverUnauthorized']);
  });

  it('lets an Operator assign a driver by hand from now or for a past period, and unassign; a Viewer may not', async () => {
    const van = await vehicle('manual-1');
    const eve = await driver('Eve Hand');
    const assign = (token: string, body: Schema<'DriverSessionInput'>) =>
      api().call<Schema<'DriverSession'>>('POST', `/assets/${van.id}/driver/sessions`, { token, body });
    expect((await assign(viewer, { driverId: eve.id })).status).toBe(403);

    const now = await assign(operator, { driverId: eve.id });
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ driverName: 'Eve Hand', source: 'manual', endedAt: null });
    expect((await api().call<Schema<'Asset'>>('GET', `/assets/${van.id}`, { token: viewer })).body.driverName).toBe('Eve Hand');

    const past = { driverId: eve.id, startedAt: '2026-11-01T08:00:00Z', endedAt: '2026-11-01T12:00:00Z' };
    expect((await assign(operator, past)).body).toMatchObject({
      startedAt: '2026-11-01T08:00:00.000Z',
      endedAt: '2026-11-01T12:00:00.000Z',
    });
    const overlap = await assign(operator, { ...past, startedAt: '2026-11-01T11:00:00Z', endedAt: '2026-11-01T13:00:00Z' });
    expect([overlap.status, (overlap.body as unknown as Schema<'Conflict'>).code]).toEqual([409, 3111]);
    expect((await assign(operator, { driverId: eve.id, startedAt: '2026-11-02T08:00:00Z' })).status).toBe(400);

    expect((await api().call('DELETE', `/assets/${van.id}/driver/current`, { token: operator })).status).toBe(200);
    expect((await api().call('DELETE', `/assets/${van.id}/driver/current`, { token: operator })).status).toBe(404);
    expect((await api().call<Schema<'Asset'>>('GET', `/assets/${van.id}`, { token: viewer })).body.driverName).toBeNull();
    expect((await sessionsOf(van.id)).map((session) => session.endReason)).toEqual(['manual', 'manual']);
  });

  it('keeps another tenant’s vehicles, drivers and sessions out of reach', async () => {
    const globex = (await api().login(accounts.globex.email, accounts.globex.password)).accessToken;
    const van = await vehicle('tenant-1');
    const fay = await driver('Fay Tenant');
    expect((await api().call('POST', `/assets/${van.id}/driver/sessions`, { token: globex, body: { driverId: fay.id } })).status).toBe(404);
    expect((await api().call<Schema<'DriverSession'>[]>('GET', `/driverSessions?assetId=${van.id}`, { token: globex })).body).toEqual([]);
  });
});
