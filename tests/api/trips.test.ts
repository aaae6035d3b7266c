import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';
import type { Schema } from '../../server/contract';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { storeTrack, TrackRecorder } from '../support/tracks';

/** A stand-in for an OSRM server: answers what the test sets, and remembers what it was asked. */
function fakeOsrm() {
  const state = { status: 200, body: {} as unknown, asked: [] as string[] };
  const server: Server = createServer((request, response) => {
    state.asked.push(request.url ?? '');
    response.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify(state.body));
  });
  return {
    state,
    server,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/osrm`)),
      ),
  };
}

const osrmRoute = {
  code: 'Ok',
  routes: [
    {
      distance: 5234.5,
      duration: 612.3,
      geometry: {
        type: 'LineString',
        coordinates: [
          [13.4, 52.5],
          [13.405, 52.51],
          [13.42, 52.52],
        ],
      },
      legs: [
        { distance: 3000, duration: 350, summary: '' },
        { distance: 2234.5, duration: 262.3, summary: '' },
      ],
    },
  ],
  waypoints: [{ name: 'Unter den Linden' }, { name: 'Friedrichstraße' }, { name: 'Unter den Linden' }],
};

const waypoints = [
  { latitude: 52.5, longitude: 13.4 },
  { latitude: 52.51, longitude: 13.405 },
  { latitude: 52.52, longitude: 13.42 },
];

describe.each(behaviourEngines)('trip planning and trip recording on %s', (engine) => {
  const osrm = fakeOsrm();
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, config: { routingUrl: await osrm.listen() } });
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
  });
  afterAll(async () => {
    await server?.stop();
    osrm.server.close();
  });

  it('plans through the routing service with origin, waypoints and destination in order', async () => {
    Object.assign(osrm.state, { status: 200, body: osrmRoute });
    const response = await api.call<Schema<'RouteSummary'>>('POST', '/trips/plan', { token, body: { waypoints } });
    expect(response.status).toBe(200);
    expect(osrm.state.asked.at(-1)).toBe(
      '/osrm/route/v1/driving/13.4,52.5;13.405,52.51;13.42,52.52?overview=full&geometries=geojson&steps=false',
    );
    expect(response.body).toMatchObject({
      origin: waypoints[0],
      destination: waypoints[2],
      distance: 5234.5,
      duration: 612.3,
      geometry: osrmRoute.routes[0].geometry.coordinates,
      legs: [
        { distance: 3000, duration: 350 },
        { distance: 2234.5, duration: 262.3 },
      ],
      summary: 'Unter den Linden, Friedrichstraße',
      provider: 'osrm',
    });
    expect(response.body.startAddress).toMatch(/Berlin/);
  });

  it('answers "No routes found!" when the service has no route or fails', async () => {
    for (const [status, body] of [
      [400, { code: 'NoRoute', message: 'Impossible route between points' }],
      [200, { code: 'Ok', routes: [] }],
      [500, 'oops'],
    ] as const) {
      Object.assign(osrm.state, { status, body });
      const response = await api.call('POST', '/trips/plan', { token, body: { waypoints } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'No routes found!' });
    }
  });

  it('records a trip while it is under way, keeps its id as it grows, and closes it after the stop time', async () => {
    const [{ id: tenantId }] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    const [{ id: assetId }] = await server.context.db.query<{ id: string }>(sql`insert into assets (tenant_id, name)
      values (${tenantId}, 'Recording test van') returning id`);
    const owner = { assetId, tenantId };
    const track = new TrackRecorder(Date.parse('2023-06-01T10:00:00Z'), 48.85, 2.35).park(2);
    let stored = 0;
    const record = async (now: number) => {
      await storeTrack(server.context.db, owner, track.points.slice(stored));
      stored = track.points.length;
      await recordTrips(server.context.db, owner, server.context.config, { now: new Date(now) });
      return (await api.call<Schema<'Trip'>[]>('GET', `/assets/${assetId}/report/trip/all`, { token })).body;
    };

    track.drive(0, 2, 40);
    const [underway] = await record(track.time + 60_000);
    expect(underway).toMatchObject({ endTime: new Date(track.time).toISOString(), endAddress: null });
    expect(underway.distanceKm).toBeCloseTo(2, 1);

    track.drive(90, 1, 40).park(2);
    const [grown] = await record(track.time);
    expect(grown).toMatchObject({ id: underway.id, endAddress: null });
    expect(grown.distanceKm).toBeCloseTo(3, 1);

    const rows = () => server.context.db.query(sql`select * from trips where asset_id = ${assetId}`);
    const before = await rows();
    expect(await record(track.time)).toEqual([grown]);
    expect(await rows()).toEqual(before);

    track.park(4);
    const [ended] = await record(track.time);
    expect(ended).toMatchObject({ id: underway.id, endAddress: expect.stringMatching(/Paris/) });
    // It had already arrived: the end is the first report at rest, now with its address.
    expect(ended.endTime).toBe(grown.endTime);

    track.drive(180, 2, 40).park(6);
    const [next, first] = await record(track.time);
    expect(first).toEqual(ended);
    expect(next.distanceKm).toBeCloseTo(2, 1);
  });
});
