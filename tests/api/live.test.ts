import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { sweepOutOfNetwork } from '../../server/telemetry/sweeper';
import { report, seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { openLiveStream, type LiveStream, type SseEvent } from './liveClient';

const positionOf = (asset: TrackedAsset) => (event: SseEvent) => event.event === 'position' && event.data.assetId === asset.assetId;

describe.each(engines)('live stream on %s', (engine) => {
  let server: TestServer;
  let acme: TrackedAsset[];
  let globex: TrackedAsset[];
  const tokens: Record<'operator' | 'globex' | 'sysadmin' | 'admin', string> = { operator: '', globex: '', sysadmin: '', admin: '' };
  const streams: LiveStream[] = [];
  const open = async (token: string) => {
    const stream = await openLiveStream(server.baseUrl, token);
    streams.push(stream);
    return stream;
  };
  let clock = Date.now() - 3_600_000;
  const at = () => new Date((clock += 10_000));

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenants = await seedDemoAccounts(server.context.db);
    acme = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'live-acme', 2);
    globex = await trackedAssets(server.context.db, tenants.get('Globex Transport') as string, 'live-globex', 1);
    const api = apiClient(server.baseUrl);
    for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[role] = (await api.login(accounts[role].email, accounts[role].password)).accessToken;
    }
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await server?.stop();
  });

  it('refuses a stream without a valid access token', async () => {
    expect((await fetch(`${server.baseUrl}/api/live`)).status).toBe(401);
    expect((await openLiveStream(server.baseUrl, 'not-a-token')).status).toBe(401);
  });

  it('pushes each stored position of the tenant as a position event', async () => {
    const stream = await open(tokens.operator);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const time = at();
    expect(await report(server.ingestUrl, acme[0].deviceId, { latitude: 52.5163, longitude: 13.3777, time, speedKmh: 42 })).toBe(200);
    const event = await stream.next(positionOf(acme[0]));
    expect(event.data).toEqual({
      assetId: acme[0].assetId,
      tenantId: acme[0].tenantId,
      time: time.toISOString(),
      latitude: 52.5163,
      longitude: 13.3777,
      speedKmh: expect.closeTo(42, 6),
      heading: null,
      status: 'Moving',
      address: 'Berlin, Germany',
    });
    expect(stream.comments[0]).toBe(': connected');
  });

  it('shows a tenant only its own assets, and a SysAdmin every tenant', async () => {
    const [acmeOperator, globexOperator, sysadmin] = [await open(tokens.operator), await open(tokens.globex), await open(tokens.sysadmin)];
    expect(await report(server.ingestUrl, acme[1].deviceId, { latitude: 52.5, longitude: 13.4, time: at() })).toBe(200);
    expect(await report(server.ingestUrl, globex[0].deviceId, { latitude: 48.85, longitude: 2.35, time: at() })).toBe(200);

    await acmeOperator.next(positionOf(acme[1]));
    await sysadmin.next(positionOf(acme[1]));
    await sysadmin.next(positionOf(globex[0]));
    // Events arrive in commit order: once Globex's own position is there, Acme's would have been too.
    await globexOperator.next(positionOf(globex[0]));
    expect(globexOperator.received.filter((event) => event.data.tenantId !== globex[0].tenantId)).toEqual([]);
    expect(acmeOperator.received.filter((event) => event.data.tenantId !== acme[0].tenantId)).toEqual([]);
  });

  it('pushes an asset going out of network', async () => {
    const stream = await open(tokens.operator);
    await server.context.db.query(
      sql`update sensors set last_message_at = now() - interval '1 hour' where unique_id = ${acme[0].deviceId}`,
    );
    await server.context.db.query(
      sql`update asset_positions set last_position_at = now() - interval '1 hour' where asset_id = ${acme[0].assetId}`,
    );
    expect(await sweepOutOfNetwork(server.context)).toBeGreaterThanOrEqual(1);
    const event = await stream.next((received) => positionOf(acme[0])(received) && received.data.status === 'OutOfNetwork');
    expect(event.data).toMatchObject({ latitude: 52.5163, longitude: 13.3777, address: 'Berlin, Germany' });
  });

  it('pushes alerts as they fire, with the names of the asset and the geofence', async () => {
    const api = apiClient(server.baseUrl);
    const square = [
      { latitude: 52.6, longitude: 13.6 },
      { latitude: 52.6, longitude: 13.62 },
      { latitude: 52.61, longitude: 13.62 },
      { latitude: 52.61, longitude: 13.6 },
    ];
    const geofence = await api.call<Schema<'Geofence'>>('POST', '/geofences', {
      token: tokens.admin,
      body: { name: 'Live yard', shape: 'polygon', points: square, geoFenceSource: 1 },
    });
    expect(geofence.status).toBe(200);
    const trigger = await api.call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
      token: tokens.admin,
      body: { name: 'Yard watch', type: 'geofence', geofenceId: geofence.body.id, event: 'enter' },
    });
    expect(trigger.status).toBe(200);

    const [operator, globexOperator] = [await open(tokens.operator), await open(tokens.globex)];
    expect(await report(server.ingestUrl, acme[1].deviceId, { latitude: 52.605, longitude: 13.61, time: at() })).toBe(200);
    const alert = await operator.next((event) => event.event === 'alert');
    expect(alert.data).toMatchObject({
      tenantId: acme[1].tenantId,
      assetId: acme[1].assetId,
      assetName: acme[1].name,
      type: 'geofenceEnter',
      geofenceId: geofence.body.id,
      geofenceName: 'Live yard',
      triggerId: trigger.body.id,
      latitude: 52.605,
      longitude: 13.61,
      isRead: false,
    });
    expect(alert.data.id).toEqual(expect.any(String));
    expect(await report(server.ingestUrl, globex[0].deviceId, { latitude: 48.86, longitude: 2.35, time: at() })).toBe(200);
    await globexOperator.next(positionOf(globex[0]));
    expect(globexOperator.received.filter((event) => event.event === 'alert')).toEqual([]);
  });

  it('ends the stream when the server stops', async () => {
    const stream = await open(tokens.operator);
    await server.context.live.close();
    await expect.poll(() => stream.ended).toBe(true);
  });
});

describe.runIf(engines.includes('postgresql'))('live stream across two server instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let stream: LiveStream | undefined;

  beforeAll(async () => {
    first = await startTestServer({ engine: 'postgresql', demo: false });
    second = await startTestServer({ engine: 'postgresql', demo: false, sharing: first });
  });
  afterAll(async () => {
    stream?.close();
    await second?.stop();
    await first?.stop();
  });

  it('delivers a position ingested on one instance to a console connected to the other', async () => {
    const tenants = await seedDemoAccounts(first.context.db);
    const [truck] = await trackedAssets(first.context.db, tenants.get('Acme Logistics') as string, 'fanout', 1);
    const { accessToken } = await apiClient(second.baseUrl).login(accounts.operator.email, accounts.operator.password);
    stream = await openLiveStream(second.baseUrl, accessToken);
    const time = new Date(Date.now() - 60_000);
    expect(await report(first.ingestUrl, truck.deviceId, { latitude: 52.51, longitude: 13.39, time, speedKmh: 30 })).toBe(200);
    const event = await stream.next(positionOf(truck));
    expect(event.data).toMatchObject({ assetId: truck.assetId, time: time.toISOString(), status: 'Moving' });
  });
});
