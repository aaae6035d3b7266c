import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import type { Schema } from '../../server/contract';
import { accounts, apiClient } from '../support/api';
import { report, seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';
import { storeTrack, TrackRecorder } from '../support/tracks';

/** A road due east along latitude 52.5, about 13.5 km. */
const line = [
  { latitude: 52.5, longitude: 13.3 },
  { latitude: 52.5, longitude: 13.5 },
];
const north = (metres: number, longitude = 13.4) => ({ latitude: 52.5 + metres / 111_320, longitude });

describe.each(behaviourEngines)('route corridors on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let trucks: TrackedAsset[];
  let corridor: Schema<'Geofence'>;
  let clock = Date.now() - 3_600_000;

  /** One report per request (one batch each), `stepMs` apart. */
  const drive = async (truck: TrackedAsset, places: { latitude: number; longitude: number }[], stepMs: number) => {
    const sent = places.map((place) => ({ ...place, speedKmh: 60, time: new Date((clock += stepMs)) }));
    for (const position of sent) expect(await report(server.ingestUrl, truck.deviceId, position)).toBe(200);
    return sent;
  };
  const alertsOf = async (truck: TrackedAsset) => {
    const response = await api.call<Schema<'Alert'>[]>('GET', `/alert?assetId=${truck.assetId}`, { token });
    expect(response.status).toBe(200);
    return response.body.sort((a, b) => a.time.localeCompare(b.time));
  };
  const create = (body: Record<string, unknown>) => api.call<Schema<'Geofence'>>('POST', '/geofences', { token, body });

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenants = await seedDemoAccounts(server.context.db);
    trucks = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'corridor', 3);
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    const created = await create({
      name: 'A10 east',
      shape: 'corridor',
      points: line,
      widthMeters: 100,
      center: { latitude: 1, longitude: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    corridor = created.body;
    const trigger = await api.call('POST', '/alert/AlertTrigger', {
      token,
      body: { name: 'Stay on the A10', type: 'geofence', geofenceId: corridor.id, event: 'both' },
    });
    expect(trigger.status).toBe(200);
  }, 300_000);
  afterAll(() => server?.stop());

  it('keeps a corridor as its line and width, and refuses one without them', async () => {
    expect(corridor).toMatchObject({ shape: 'corridor', points: line, widthMeters: 100, center: null, radiusMeters: null });
    const withoutWidth = await create({ name: 'No width', shape: 'corridor', points: line });
    expect(withoutWidth.status).toBe(400);
    expect(withoutWidth.body).toMatchObject({ errors: { widthMeters: [expect.any(String)] } });
    const onePoint = await create({ name: 'One point', shape: 'corridor', points: line.slice(0, 1), widthMeters: 50 });
    expect(onePoint.status).toBe(400);
    expect(onePoint.body).toMatchObject({ errors: { points: [expect.any(String)] } });
    const polygon = await create({ name: 'Square', shape: 'polygon', points: [north(0), north(500), north(500, 13.41)], widthMeters: 50 });
    expect(polygon.body).toMatchObject({ shape: 'polygon', widthMeters: null });
  });

  it('alerts once on leaving and once on coming back, between fixes 2 km apart, and not again for the same fixes resent', async () => {
    const truck = trucks[0];
    // On the road, then a single fix 2 km north a minute later, another, then back on the road.
    const sent = await drive(
      truck,
      [north(0, 13.38), north(0, 13.39), north(2000, 13.4), north(2100, 13.41), north(0, 13.42), north(10, 13.43)],
      60_000,
    );
    const alerts = await alertsOf(truck);
    expect(alerts.map((alert) => [alert.type, alert.message, alert.geofenceName, alert.details])).toEqual([
      ['corridorExit', `${truck.name} left the corridor A10 east`, 'A10 east', { geofenceName: 'A10 east' }],
      ['corridorReturn', `${truck.name} returned to the corridor A10 east`, 'A10 east', { geofenceName: 'A10 east' }],
    ]);
    // The exit is 30 s after the line between the fixes left the road, before the fix 2 km away.
    const exitAt = Date.parse(alerts[0].time);
    expect(exitAt).toBeGreaterThan(sent[1].time.getTime() + 30_000);
    expect(exitAt).toBeLessThan(sent[2].time.getTime());

    for (const position of sent) expect(await report(server.ingestUrl, truck.deviceId, position)).toBe(200);
    expect(await alertsOf(truck)).toHaveLength(2);
  });

  it('does not alert for a vehicle that strays less than 2 fixes and 30 s', async () => {
    const truck = trucks[1];
    await drive(
      truck,
      [north(0, 13.38), north(20, 13.381), north(150, 13.382), north(0, 13.383), north(150, 13.384), north(30, 13.385)],
      10_000,
    );
    expect(await alertsOf(truck)).toEqual([]);
  });

  it("reports each trip's time off the corridors it drove on, from the stored positions", async () => {
    const truck = trucks[2];
    const wide = await create({ name: 'B96 east', shape: 'corridor', points: line, widthMeters: 120 });
    // On the road from 13.38, then 1 km north and back at 36 km/h (a fix each 100 m), then on along the road.
    const start = Date.parse('2026-11-02T08:00:00Z');
    const track = new TrackRecorder(start, 52.5, 13.38)
      .park(5)
      .drive(90, 2, 36)
      .drive(0, 1, 36)
      .drive(180, 1, 36)
      .drive(90, 1, 36)
      .park(15);
    await storeTrack(server.context.db, truck, track.points);
    await recordTrips(server.context.db, truck, server.context.config, { earliest: new Date(start) });
    const period = new URLSearchParams({ from: '2026-11-02T00:00:00Z', to: '2026-11-03T00:00:00Z' });
    const path = `/assets/${truck.assetId}/report/corridor-time`;

    const one = await api.call<Schema<'CorridorTrip'>[]>('GET', `${path}?${period}&geofenceId=${wide.body.id}`, { token });
    expect(one.status).toBe(200);
    // Beyond 120 m from 150 m north, 15 s after the turn; back within 96 m at 50 m on the way south, 195 s after it.
    expect(one.body).toEqual([expect.objectContaining({ geofenceName: 'B96 east', exits: 1, secondsOutside: 180 })]);
    expect(one.body[0].distanceKm).toBeCloseTo(track.drivenKm, 1);

    const every = await api.call<Schema<'CorridorTrip'>[]>('GET', `${path}?${period}`, { token });
    expect(every.body.map((row) => [row.geofenceName, row.exits])).toEqual([
      ['A10 east', 1],
      ['B96 east', 1],
    ]);

    const [polygon] = (await api.call<Schema<'Geofence'>[]>('GET', '/geofences?query=Square', { token })).body;
    const notCorridor = await api.call('GET', `${path}?${period}&geofenceId=${polygon.id}`, { token });
    expect(notCorridor.status).toBe(400);
    expect(notCorridor.body).toMatchObject({ errors: { geofenceId: [expect.any(String)] } });
    const globex = (await api.login(accounts.globex.email, accounts.globex.password)).accessToken;
    expect((await api.call('GET', `${path}?${period}`, { token: globex })).status).toBe(404);
  });
});
