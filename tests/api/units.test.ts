import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { seedDemoAccounts } from './ingestFixtures';
import { bytesOf, connectTracker, vector } from './trackerDevice';

const handshake = (imei: string) => Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei)]);

/**
 * One odometer convention for every protocol: devices send metres (Traccar's unit: the OsmAnd
 * query and Traccar Client's JSON, Teltonika IO 16), every report and rule reads kilometres.
 */
describe.each(behaviourEngines)('odometer units on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const assets = new Map<string, string>();

  const get = async <T>(path: string) => {
    const response = await api.call<T>('GET', path, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const register = async (uniqueId: string) => {
    const asset = await api.call<Schema<'Asset'>>('POST', '/assets', { token, body: { name: `Odometer ${uniqueId}` } });
    expect(asset.status).toBe(200);
    expect(
      (await api.call('POST', '/sensors', { token, body: { uniqueId, name: `Tracker ${uniqueId}`, assetId: asset.body.id } })).status,
    ).toBe(200);
    assets.set(uniqueId, asset.body.id);
    return asset.body.id;
  };
  /** The odometer as the sensor state, the sensor log and the daily summary of `day` give it. */
  const odometerReadBack = async (assetId: string, day: string) => {
    const state = await get<Schema<'SensorState'>[]>(`/assets/${assetId}/Report/SensorsState`);
    const period = `from=${day}T00:00:00.000Z&to=${day}T23:59:59.000Z`;
    const logs = await get<Schema<'SensorRecord'>[]>(`/assets/${assetId}/Report/SensorsLogs?${period}`);
    const [summary] = await get<Schema<'DailySummary'>[]>(`/assets/${assetId}/report/summary/daily?${period}`);
    return {
      state: state.find((reading) => reading.name === 'odometer')?.value,
      logs: logs.map((record) => record.attributes.odometer),
      summary: [summary?.startOdometerKm, summary?.endOdometerKm],
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    await seedDemoAccounts(server.context.db);
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
  });
  afterAll(() => server?.stop());

  it('stores an OsmAnd query odometer sent in metres as kilometres, and every report reads that figure', async () => {
    const assetId = await register('odometer-query');
    const start = Date.parse('2026-11-20T09:00:00Z');
    for (const [index, metres] of [123_456_789, 123_457_789].entries()) {
      const query = `id=odometer-query&lat=52.5&lon=${13.4 + index * 0.0147}&timestamp=${start + index * 60_000}&speed=16.2&odometer=${metres}`;
      expect((await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
    }
    expect(await odometerReadBack(assetId, '2026-11-20')).toEqual({
      state: 123_457.789,
      logs: [123_457.789, 123_456.789],
      summary: [123_456.789, 123_457.789],
    });
  });

  it("stores Traccar Client's JSON odometer, sent in metres, as kilometres", async () => {
    const assetId = await register('odometer-json');
    const body = {
      device_id: 'odometer-json',
      location: { timestamp: '2026-11-21T10:00:00Z', coords: { latitude: 48.85, longitude: 2.35, speed: 0 }, odometer: 4_500 },
    };
    const response = await fetch(server.ingestUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(await odometerReadBack(assetId, '2026-11-21')).toEqual({ state: 4.5, logs: [4.5], summary: [4.5, 4.5] });
  });

  it('stores the Teltonika odometer (IO 16, metres) in kilometres too', async () => {
    const imei = '356307042441077';
    const assetId = await register(imei);
    const tracker = await connectTracker(server.trackerPorts.teltonika as number);
    try {
      tracker.write(handshake(imei));
      await tracker.expectReceived('01');
      tracker.write(bytesOf('teltonika-codec8-1'));
      await tracker.expectReceived(`01${vector('teltonika-codec8-1').expect.reply_hex}`);
    } finally {
      tracker.end();
    }
    // Traccar's decoder test record carries IO 16 = 2,656,224 m.
    expect(await odometerReadBack(assetId, '2019-01-04')).toEqual({ state: 2_656.224, logs: [2_656.224], summary: [2_656.224, 2_656.224] });
  });
});
