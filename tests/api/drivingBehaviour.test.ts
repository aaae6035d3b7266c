import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { seedDemoAccounts } from './ingestFixtures';
import { connectTracker } from './trackerDevice';
import { crc16Arc } from '../../server/telemetry/trackers/crc';
import { teltonikaAck, teltonikaHandshake } from '../../scripts/simulator/trackerFrames';

const period = 'from=2026-11-20T00:00:00Z&to=2026-11-27T00:00:00Z';

/**
 * A Codec 8 packet of one record, 2026-11-21 10:00:00 at 52.5 N 13.4 E, 50 km/h east, event IO 253, with the
 * green driving of a harsh acceleration: IO 253 = 1, IO 254 = `value` (the byte as sent), IO 239 ignition on,
 * IO 243 = 500 ms.
 */
function greenDrivingPacket(value: number): Buffer {
  const data = Buffer.from(
    `0801000001a1fd8c690000 07fcad80 1f4add40 0023 005a 09 0032 fd04 03 fd01 fe${value.toString(16).padStart(2, '0')} ef01 01 f301f4 00 00 01`.replaceAll(
      ' ',
      '',
    ),
    'hex',
  );
  const packet = Buffer.alloc(data.length + 12);
  packet.writeUInt32BE(data.length, 4);
  data.copy(packet, 8);
  packet.writeUInt32BE(crc16Arc(data), data.length + 8);
  return packet;
}

describe.each(behaviourEngines)('driving behaviour and scores on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let viewer: string;
  let sysadmin: string;
  let tenants: Map<string, string>;
  const api = () => apiClient(server.baseUrl);

  const vehicle = async (uniqueId: string, modelId: string | null = null) => {
    const asset = await api().call<Schema<'Asset'>>('POST', '/assets', { token: admin, body: { name: `Van ${uniqueId}` } });
    const sensor = { uniqueId, name: `Tracker ${uniqueId}`, assetId: asset.body.id, modelId };
    expect((await api().call('POST', '/sensors', { token: admin, body: sensor })).status).toBe(200);
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

  /** Fixes a second apart from `start`, heading east, at these speeds (OsmAnd speeds in knots). */
  const drive = async (deviceId: string, start: string, speedsKmh: number[]) => {
    for (const [second, kmh] of speedsKmh.entries()) {
      const query = new URLSearchParams({
        id: deviceId,
        lat: '52.5',
        lon: '13.4',
        bearing: '90',
        speed: String(kmh / 1.852),
        timestamp: String(Date.parse(start) + second * 1000),
      });
      expect((await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
    }
  };
  const eventsOf = (assetId: string) =>
    api().call<Schema<'DrivingEvent'>[]>('GET', `/reports/drivingEvents?${period}&assetId=${assetId}`, { token: viewer });

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    tenants = await seedDemoAccounts(server.context.db);
    [admin, viewer, sysadmin] = await Promise.all(
      [accounts.admin, accounts.viewer, accounts.sysadmin].map(
        async (account) => (await api().login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  it('derives one harsh acceleration from positions as they arrive, with the driver of its moment', async () => {
    const van = await vehicle('behaviour-1');
    const driver = await driverOn('Gil Gas', van.id);
    // 0 to 50 km/h in 4 s, then cruising.
    await drive('behaviour-1', '2026-11-21T08:00:00Z', [0, 12.5, 25, 37.5, 50, 50]);
    const events = await eventsOf(van.id);
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

  it("reads a Teltonika harsh acceleration's IO 254 in the unit of the device's model, g x 100 by default", async () => {
    const model = await api().call<Schema<'SensorModel'>>('POST', '/sensors/models', {
      token: sysadmin,
      body: { name: 'FMB920 m/s² firmware', manufacturer: 'Teltonika', protocol: 'teltonika', greenDrivingUnit: 'ms2x10' },
    });
    expect(model.body.greenDrivingUnit).toBe('ms2x10');
    const plain = await api().call<Schema<'SensorModel'>>('POST', '/sensors/models', {
      token: sysadmin,
      body: { name: 'FMB920', manufacturer: 'Teltonika', protocol: 'teltonika' },
    });
    expect(plain.body.greenDrivingUnit).toBe('g100');
    const vans = [
      await vehicle('356307042441901', model.body.id),
      await vehicle('356307042441902', plain.body.id),
      await vehicle('356307042441903'),
    ];
    for (const [index, imei] of ['356307042441901', '356307042441902', '356307042441903'].entries()) {
      const tracker = await connectTracker(server.trackerPorts.teltonika as number);
      // IO 254 = 35: 3.5 m/s² in m/s² x 10; 0.35 g = 3.43 m/s² in g x 100 (the model's default, and without a model).
      tracker.write(Buffer.concat([teltonikaHandshake(imei), greenDrivingPacket(35)]));
      await tracker.expectReceived(`01${teltonikaAck(1).toString('hex')}`);
      tracker.end();
      const events = (await eventsOf(vans[index].id)).body;
      expect(events.map((event) => [event.kind, event.source, event.time, event.value, event.durationMs])).toEqual([
        ['harshAcceleration', 'device', '2026-11-21T10:00:00.000Z', index === 0 ? 3.5 : 3.43, 500],
      ]);
      const [stored] = await server.context.db.query<{ attributes: Record<string, unknown> }>(
        sql`select attributes from positions where asset_id = ${vans[index].id}`,
      );
      expect(stored.attributes).toMatchObject({ harshEvent: 'harshAcceleration', harshValue: index === 0 ? 3.5 : 3.43, io254: 35 });
    }
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

  it("answers a driver's own trips and their score week by week, to their tenant only", async () => {
    const hana = (await scores('driver')).find((row) => row.name === 'Hana Score');
    const trips = await api().call<Schema<'Trip'>[]>('GET', `/drivers/${hana?.id}/trips?${period}`, { token: viewer });
    expect(trips.status).toBe(200);
    expect(trips.body.map((trip) => [trip.startTime, trip.distanceKm, trip.driverName])).toEqual([
      ['2026-11-23T08:00:00.000Z', 40, 'Hana Score'],
      ['2026-11-22T08:00:00.000Z', 60, 'Hana Score'],
    ]);
    expect(trips.headers.get('x-total-count')).toBe('2');

    const weeks = await api().call<Schema<'DriverWeekScore'>[]>('GET', `/drivers/${hana?.id}/scores?weeks=3&to=2026-11-27T00:00:00Z`, {
      token: viewer,
    });
    expect(weeks.body.map((week) => [week.from, week.distanceKm, week.penaltyPoints, week.score])).toEqual([
      ['2026-11-06T00:00:00.000Z', 0, 0, null],
      ['2026-11-13T00:00:00.000Z', 0, 0, null],
      ['2026-11-20T00:00:00.000Z', 100, 7, 93],
    ]);
    expect(weeks.body[2].events).toEqual({ harshAcceleration: 1, harshBraking: 2, harshCornering: 1, speeding: 1, idle: 0 });
    expect((await api().call('GET', `/drivers/${hana?.id}/scores?weeks=27`, { token: viewer })).status).toBe(400);

    const globex = (await api().login(accounts.globex.email, accounts.globex.password)).accessToken;
    expect((await api().call('GET', `/drivers/${hana?.id}/trips?${period}`, { token: globex })).status).toBe(404);
    expect((await api().call('GET', `/drivers/${hana?.id}/scores`, { token: globex })).status).toBe(404);
  });

  describe("with the tenant's own settings", () => {
    let settingsUrl: string;
    let defaults: Schema<'DrivingSettings'>;
    const save = (body: unknown, token = admin) => api().call<Schema<'DrivingSettings'>>('PUT', settingsUrl, { token, body });

    beforeAll(async () => {
      settingsUrl = `/tenants/${tenants.get('Acme Logistics')}/driving-settings`;
      defaults = (await api().call<Schema<'DrivingSettings'>>('GET', settingsUrl, { token: viewer })).body;
    });
    afterAll(() => save(defaults));

    it('has the documented defaults, which an Admin changes within bounds and a Viewer may not', async () => {
      expect(defaults).toEqual({
        thresholds: {
          car: { harshAcceleration: 2.5, harshBraking: 2.7, harshCornering: 3.4 },
          van: { harshAcceleration: 2.2, harshBraking: 2.5, harshCornering: 3 },
          truck: { harshAcceleration: 1.8, harshBraking: 2.2, harshCornering: 2.5 },
          bus: { harshAcceleration: 1.6, harshBraking: 2, harshCornering: 2.2 },
        },
        weights: { harshAcceleration: 1, harshBraking: 1.5, harshCornering: 1, speeding: 2, idle: 0.5 },
        sessionGraceSeconds: 30,
      });
      const { thresholds, weights } = defaults;
      for (const bad of [
        { ...defaults, thresholds: { ...thresholds, car: { ...thresholds.car, harshBraking: 0 } } },
        { ...defaults, thresholds: { ...thresholds, bus: { ...thresholds.bus, harshCornering: 25 } } },
        { ...defaults, weights: { ...weights, idle: -1 } },
        { ...defaults, sessionGraceSeconds: 90000 },
        { weights, sessionGraceSeconds: 30 },
      ])
        expect((await save(bad)).status).toBe(400);
      expect((await save(defaults, viewer)).status).toBe(403);

      const changed = { ...defaults, thresholds: { ...thresholds, van: { ...thresholds.van, harshBraking: 2 } }, sessionGraceSeconds: 90 };
      expect((await save(changed)).body).toEqual(changed);
      expect((await api().call('GET', settingsUrl, { token: viewer })).body).toEqual(changed);

      const globex = (await api().login(accounts.globex.email, accounts.globex.password)).accessToken;
      expect((await api().call('GET', `/tenants/${tenants.get('Globex Transport')}/driving-settings`, { token: globex })).body).toEqual(
        defaults,
      );
      expect((await api().call('GET', settingsUrl, { token: globex })).status).toBe(404);
      expect((await save(defaults)).status).toBe(200);
    });

    it('finds a harsh acceleration under a lowered threshold that the default lets pass', async () => {
      // 20 to 27.2 km/h in a second: 2 m/s², under the 2.5 of cars.
      const calm = await vehicle('threshold-1');
      await drive('threshold-1', '2026-11-21T09:00:00Z', [20, 27.2, 27.2]);
      expect((await eventsOf(calm.id)).body).toEqual([]);

      await save({ ...defaults, thresholds: { ...defaults.thresholds, car: { ...defaults.thresholds.car, harshAcceleration: 1.8 } } });
      const same = await vehicle('threshold-2');
      await drive('threshold-2', '2026-11-21T09:00:00Z', [20, 27.2, 27.2]);
      const events = (await eventsOf(same.id)).body;
      expect(events.map((event) => [event.kind, event.time])).toEqual([['harshAcceleration', '2026-11-21T09:00:01.000Z']]);
      expect(events[0].value).toBeCloseTo(2, 2);
      await save(defaults);
    });

    it("scores with the tenant's weights", async () => {
      await save({ ...defaults, weights: { harshAcceleration: 2, harshBraking: 3, harshCornering: 0, speeding: 5, idle: 1 } });
      // Hana's 100 km of the test above: 2 x 1 + 3 x 2 + 0 x 1 + 5 x 1 = 13 points, 100 - 13 = 87.
      expect((await scores('driver')).find((row) => row.name === 'Hana Score')).toMatchObject({ penaltyPoints: 13, score: 87 });
      await save(defaults);
      expect((await scores('driver')).find((row) => row.name === 'Hana Score')).toMatchObject({ penaltyPoints: 7, score: 93 });
    });
  });

  it('keeps another tenant’s scores and events to itself', async () => {
    const globex = (await api().login(accounts.globex.email, accounts.globex.password)).accessToken;
    expect((await api().call<Schema<'DrivingScore'>[]>('GET', `/reports/drivingScores?${period}`, { token: globex })).body).toEqual([]);
    expect((await api().call<Schema<'DrivingEvent'>[]>('GET', `/reports/drivingEvents?${period}`, { token: globex })).body).toEqual([]);
  });
});
