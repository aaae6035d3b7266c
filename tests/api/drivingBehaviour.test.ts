import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { seedDemoAccounts } from './ingestFixtures';

const period = 'from=2026-11-20T00:00:00Z&to=2026-11-27T00:00:00Z';

describe.each(engines)('driving behaviour and scores on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let viewer: string;
  const api = () => apiClient(server.baseUrl);

  const vehicle = async (uniqueId: string) => {
    const asset = await api().call<Schema<'Asset'>>('POST', '/assets', { token: admin, body: { name: `Van ${uniqueId}` } });
    expect(
      (await api().call('POST', '/sensors', { token: admin, body: { uniqueId, name: `Tracker ${uniqueId}`, assetId: asset.body.id } }))
        .status,
    ).toBe(200);
    return asset.body;
  };
  const driverOn = async (name: string, assetId: string) => {
    const driver = await api().call<Schema<'Driver'>>('POST', '/drivers', { token: admin, body: { name } });
    const session = { driverId: driver.body.id, startedAt: '2026-11-20T00:00:00Z', endedAt: '2026-11-26T00:00:00Z' };
    expect((await api().call('POST', `/assets/${assetId}/driver/sessions`, { token: admin, body: session })).status).toBe(200);
    return driver.body;
  };
  const scores = async (by: 'driver' | 'asset') => {
    const response = await api().call<Schema<'DrivingScore'>[]>('GET', `/reports/drivingScores?${period}&by=${by}`, { token: viewer });
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    await seedDemoAccounts(server.context.db);
    [admin, viewer] = await Promise.all(
      [accounts.admin, accounts.viewer].map(async (account) => (await api().login(account.email, account.password)).accessToken),
    );
  });
  afterAll(() => server?.stop());

  it('derives one harsh acceleration from positions as they arrive, with the driver of its moment', async () => {
    const van = await vehicle('behaviour-1');
    const driver = await driverOn('Gil Gas', van.id);
    // 0 to 50 km/h in 4 s, one fix a second (OsmAnd speeds in knots), then cruising.
    for (const [second, kmh] of [
      [0, 0],
      [1, 12.5],
      [2, 25],
      [3, 37.5],
      [4, 50],
      [5, 50],
    ]) {
      const query = new URLSearchParams({
        id: 'behaviour-1',
        lat: '52.5',
        lon: '13.4',
        bearing: '90',
        speed: String(kmh / 1.852),
        timestamp: String(Date.parse('2026-11-21T08:00:00Z') + second * 1000),
      });
      expect((await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
    }
    const events = await api().call<Schema<'DrivingEvent'>[]>('GET', `/reports/drivingEvents?${period}&assetId=${van.id}`, {
      token: viewer,
    });
    expect(events.body).toEqual([
      expect.objectContaining({
        kind: 'harshAcceleration',
        source: 'derived',
        driverId: driver.id,
        driverName: 'Gil Gas',
        time: '2026-11-21T08:00:01.000Z',
      }),
    ]);
    expect(events.body[0].value).toBeCloseTo(3.47, 2);
  });

  it('scores 100 km with known events as the documented formula says, by driver and by vehicle, best first', async () => {
    const [van, quiet] = [await vehicle('score-1'), await vehicle('score-2')];
    const [hana, ivo] = [await driverOn('Hana Score', van.id), await driverOn('Ivo Short', quiet.id)];
    const { db } = server.context;
    const trip = (assetId: string, start: string, km: number) =>
      db.query(sql`insert into trips (tenant_id, asset_id, start_time, end_time, distance_km,
        max_speed_kmh, start_latitude, start_longitude, end_latitude, end_longitude)
      select tenant_id, id, ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', ${km}, 90, 52.5, 13.4, 52.6, 13.5 from assets where id = ${assetId}`);
    const event = (kind: string, time: string) =>
      db.query(sql`insert into driving_events (tenant_id, asset_id, kind, time, latitude, longitude, speed_kmh, value, source)
      select tenant_id, id, ${kind}, ${time}::timestamptz, 52.5, 13.4, 50, 3, 'derived' from assets where id = ${van.id}`);
    await trip(van.id, '2026-11-22T08:00:00Z', 60);
    await trip(van.id, '2026-11-23T08:00:00Z', 40);
    await trip(quiet.id, '2026-11-22T08:00:00Z', 12);
    await event('harshAcceleration', '2026-11-22T08:10:00Z');
    await event('harshBraking', '2026-11-22T08:20:00Z');
    await event('harshBraking', '2026-11-23T08:20:00Z');
    await event('harshCornering', '2026-11-23T08:30:00Z');
    await db.query(sql`insert into alerts (tenant_id, asset_id, type, message, latitude, longitude, speed_kmh, time, dedupe_key)
      select tenant_id, id, 'speeding', 'fast', 52.5, 13.4, 120, '2026-11-23T08:40:00Z', 'score-test-speeding' from assets where id = ${van.id}`);

    // docs/DRIVING.md: penalty = 1 x 1 (acceleration) + 1.5 x 2 (braking) + 1 x 1 (cornering) + 2 x 1 (speeding) = 7 points
    // over 100 km: 100 - 7 / 100 x 100 = 93.
    const byDriver = (await scores('driver')).filter((row) => row.id === hana.id || row.id === ivo.id);
    expect(byDriver.map((row) => [row.name, row.distanceKm, row.penaltyPoints, row.score])).toEqual([
      ['Hana Score', 100, 7, 93],
      ['Ivo Short', 12, 0, null],
    ]);
    expect(byDriver[0]).toMatchObject({
      id: hana.id,
      events: { harshAcceleration: 1, harshBraking: 2, harshCornering: 1, speeding: 1, idle: 0 },
      previousScore: null,
    });
    expect((await scores('asset')).find((row) => row.id === van.id)).toMatchObject({ distanceKm: 100, score: 93 });
  });

  it('keeps another tenant’s scores and events to itself', async () => {
    const globex = (await api().login(accounts.globex.email, accounts.globex.password)).accessToken;
    expect((await api().call<Schema<'DrivingScore'>[]>('GET', `/reports/drivingScores?${period}`, { token: globex })).body).toEqual([]);
    expect((await api().call<Schema<'DrivingEvent'>[]>('GET', `/reports/drivingEvents?${period}`, { token: globex })).body).toEqual([]);
  });
});
