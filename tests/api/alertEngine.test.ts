import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import type { Schema } from '../../server/contract';
import { accounts, apiClient } from '../support/api';
import { report, seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';

const yard = [
  { latitude: 52.5, longitude: 13.4 },
  { latitude: 52.5, longitude: 13.42 },
  { latitude: 52.51, longitude: 13.42 },
  { latitude: 52.51, longitude: 13.4 },
];
const outside = { latitude: 52.49, longitude: 13.41 };
const inside = { latitude: 52.505, longitude: 13.41 };

describe.each(engines)('geofence and speed alerts on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let trucks: TrackedAsset[];
  let geofenceId: string;
  let clock = Date.now() - 3_600_000;

  /** Drives a truck through points, one report every 10 s; answers the reports sent, to send again. */
  const drive = async (truck: TrackedAsset, points: { latitude: number; longitude: number; speedKmh?: number }[]) => {
    const sent = points.map((point) => ({ ...point, time: new Date((clock += 10_000)) }));
    for (const position of sent) expect(await report(server.ingestUrl, truck.deviceId, position)).toBe(200);
    return sent;
  };
  const resend = async (truck: TrackedAsset, sent: Awaited<ReturnType<typeof drive>>) => {
    for (const position of sent) expect(await report(server.ingestUrl, truck.deviceId, position)).toBe(200);
  };
  const alertsOf = async (truck: TrackedAsset) => {
    const response = await api.call('GET', `/alert?assetId=${truck.assetId}`, { token });
    expect(response.status).toBe(200);
    return (response.body as Schema<'Alert'>[]).sort((a, b) => a.time.localeCompare(b.time));
  };
  const mailsTo = (address: string) => {
    const outbox = path.join(server.dataDir, 'outbox');
    try {
      return readdirSync(outbox).filter((file) => file.endsWith(`-${address}.eml`));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenants = await seedDemoAccounts(server.context.db);
    trucks = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'alerts', 5);
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    const geofence = await api.call<Schema<'Geofence'>>('POST', '/geofences', {
      token,
      body: { name: 'North yard', shape: 'polygon', points: yard, geoFenceSource: 1 },
    });
    expect(geofence.status).toBe(200);
    geofenceId = geofence.body.id;
    const trigger = await api.call('POST', '/alert/AlertTrigger', {
      token,
      body: { name: 'Yard in and out', type: 'geofence', geofenceId, event: 'both', recipients: ['dispatch@acme.example'] },
    });
    expect(trigger.status).toBe(200);
  });
  afterAll(() => server?.stop());

  it('alerts once on entering and once on leaving a geofence, unread, and mails the recipients', async () => {
    const truck = trucks[0];
    const sent = await drive(truck, [outside, inside, inside, inside, outside, outside]);
    const alerts = await alertsOf(truck);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'geofenceEnter',
        assetName: truck.name,
        geofenceName: 'North yard',
        isRead: false,
        time: sent[1].time.toISOString(),
      }),
      expect.objectContaining({
        type: 'geofenceExit',
        assetName: truck.name,
        geofenceName: 'North yard',
        isRead: false,
        time: sent[4].time.toISOString(),
      }),
    ]);
    expect(alerts[0].message).toBe(`${truck.name} entered North yard`);
    // Mail goes out after the positions are acknowledged.
    await expect.poll(() => mailsTo('dispatch@acme.example').length).toBe(2);

    // The same positions again (a device resending its buffer): nothing new.
    await resend(truck, sent);
    expect(await alertsOf(truck)).toHaveLength(2);
    expect(mailsTo('dispatch@acme.example')).toHaveLength(2);
  });

  it('alerts once per speeding episode, only for the assets a rule watches', async () => {
    const [watched, other] = [trucks[1], trucks[2]];
    const speed = await api.call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
      token,
      body: { name: 'Over 80', type: 'speed', speedLimitKmh: 80, assetIds: [watched.assetId] },
    });
    expect(speed.status).toBe(200);
    const speeds = [50, 90, 100, 95, 70, 85, 60].map((speedKmh) => ({ ...outside, speedKmh }));
    const sent = await drive(watched, speeds);
    await drive(other, speeds);
    const alerts = await alertsOf(watched);
    expect(alerts.map((alert) => [alert.type, alert.time])).toEqual([
      ['speeding', sent[1].time.toISOString()],
      ['speeding', sent[5].time.toISOString()],
    ]);
    expect(alerts[0]).toMatchObject({ speedKmh: expect.closeTo(90, 6), triggerId: speed.body.id, geofenceId: null });
    expect(await alertsOf(other)).toEqual([]);

    // A disabled rule fires no more.
    const disabled = await api.call('PUT', `/alert/${speed.body.id}/AlertTrigger`, {
      token,
      body: { name: 'Over 80', type: 'speed', speedLimitKmh: 80, assetIds: [watched.assetId], enabled: false },
    });
    expect(disabled.status).toBe(200);
    await drive(watched, speeds);
    expect(await alertsOf(watched)).toHaveLength(2);
  });

  it('fires no geofence alert while the tenant has them switched off, and knows where assets are when back on', async () => {
    const truck = trucks[3];
    const rule = (enabled: boolean) =>
      api.call('PUT', '/rule/geofence', { token, body: { enabled, emailNotifications: true, recipients: ['boss@acme.example'] } });
    expect((await rule(false)).status).toBe(200);
    await drive(truck, [outside, inside]);
    expect(await alertsOf(truck)).toEqual([]);

    expect((await rule(true)).status).toBe(200);
    await drive(truck, [inside, outside]);
    expect((await alertsOf(truck)).map((alert) => alert.type)).toEqual(['geofenceExit']);
    // Geofence alerts also go to the tenant rule's recipients once it has e-mail notifications.
    await expect.poll(() => mailsTo('boss@acme.example').length).toBe(1);
  });

  it('evaluates against a geofence as soon as it is edited', async () => {
    const truck = trucks[4];
    await drive(truck, [outside]);
    const moved = yard.map((point) => ({ latitude: point.latitude - 0.015, longitude: point.longitude }));
    const edited = await api.call('PUT', `/geofences/${geofenceId}`, {
      token,
      body: { name: 'North yard', shape: 'polygon', points: moved },
    });
    expect(edited.status).toBe(200);
    // `outside` lies inside the moved yard.
    await drive(truck, [outside]);
    expect((await alertsOf(truck)).map((alert) => alert.type)).toEqual(['geofenceEnter']);
  });
});
