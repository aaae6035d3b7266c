import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { insertAsset } from '../support/records';
import { storeTrack } from '../support/tracks';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';
import { summaryTrack } from '../support/summaryTrack';

const period = `from=${new Date('2026-03-02T00:00:00Z').toISOString()}&to=${new Date('2026-03-04T00:00:00Z').toISOString()}`;

describe.each(behaviourEngines)('points of interest on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let viewer: string;
  let globex: string;
  let assetId: string;
  const create = (body: Record<string, unknown>, token = operator) => api.call<Schema<'Place'>>('POST', '/places', { token, body });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [operator, viewer, globex] = await Promise.all(
      [accounts.operator, accounts.viewer, accounts.globex].map(
        async ({ email, password }) => (await api.login(email, password)).accessToken,
      ),
    );
    const { db } = server.context;
    const [{ id: tenantId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    assetId = await insertAsset(db, tenantId, 'Place van');
    // Stands at 48.00 from 08:00 to 08:06, drives, stands at 48.02 from 08:08 overnight (the stops report's fixture).
    const track = summaryTrack();
    await storeTrack(
      db,
      { assetId, tenantId },
      track.map((point) => ({ ...point })),
      () => ({}),
    );
    await recordTrips(db, { assetId, tenantId }, server.context.config, { earliest: new Date(track[0].time) });
  }, 300_000);
  afterAll(() => server?.stop());

  it('keeps a place with a 50 m radius and the plain icon unless told, and refuses bad ones', async () => {
    const depot = await create({ name: ' Depot North ', category: 'Depot', location: { latitude: 48, longitude: 2 } });
    expect(depot.status, JSON.stringify(depot.body)).toBe(200);
    expect(depot.body).toMatchObject({
      name: 'Depot North',
      category: 'Depot',
      icon: 'place',
      radiusMeters: 50,
      location: { latitude: 48, longitude: 2 },
    });
    const edited = await api.call<Schema<'Place'>>('PUT', `/places/${depot.body.id}`, {
      token: operator,
      body: { name: 'Depot North', icon: 'depot', category: 'Depot', location: { latitude: 48, longitude: 2 } },
    });
    expect(edited.body).toMatchObject({ icon: 'depot', radiusMeters: 50 });

    expect((await create({ name: 'Nowhere', location: { latitude: 91, longitude: 2 } })).status).toBe(400);
    expect((await create({ name: 'Huge', location: { latitude: 48, longitude: 2 }, radiusMeters: 50_000 })).status).toBe(400);
    expect((await create({ name: 'Viewer', location: { latitude: 48, longitude: 2 } }, viewer)).status).toBe(403);
    const list = await api.call<Schema<'Place'>[]>('GET', '/places?sort=name', { token: viewer });
    expect(list.body.map((place) => place.name)).toEqual(['Depot North']);
    expect((await api.call('GET', `/places/${depot.body.id}`, { token: globex })).status).toBe(404);
  });

  it("labels the stops and trips at a place with its name, the nearest of two, and never with another tenant's place", async () => {
    // A wide place around both stops: the stop at the depot takes the nearer depot, the other this one.
    expect((await create({ name: 'Industrial estate', location: { latitude: 48.019, longitude: 2 }, radiusMeters: 3000 })).status).toBe(
      200,
    );
    expect((await create({ name: 'Globex yard', location: { latitude: 48.02, longitude: 2 }, radiusMeters: 20 }, globex)).status).toBe(200);

    const stops = await api.call<Schema<'Stop'>[]>('GET', `/assets/${assetId}/report/stops?${period}`, { token: viewer });
    expect(stops.body.map((stop) => [stop.latitude, stop.placeName])).toEqual([
      [48, 'Depot North'],
      [48.02, 'Industrial estate'],
    ]);
    const trips = await api.call<Schema<'Trip'>[]>('GET', `/assets/${assetId}/report/trip/all?${period}`, { token: viewer });
    // Newest first: the drive from the depot, then a short one within the estate the next morning.
    expect(trips.body.map((trip) => [trip.startPlaceName, trip.endPlaceName])).toEqual([
      ['Industrial estate', 'Industrial estate'],
      ['Depot North', 'Industrial estate'],
    ]);

    const [depot] = (await api.call<Schema<'Place'>[]>('GET', '/places?query=North', { token: viewer })).body;
    expect((await api.call('DELETE', `/places/${depot.id}`, { token: operator })).status).toBe(200);
    const after = await api.call<Schema<'Stop'>[]>('GET', `/assets/${assetId}/report/stops?${period}`, { token: viewer });
    expect(after.body.map((stop) => stop.placeName)).toEqual(['Industrial estate', 'Industrial estate']);
  });
});
