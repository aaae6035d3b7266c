import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, type TestServer } from '../support/server';
import { accounts, type apiClient } from '../support/api';
import { startWithRecordedAsset, type RecordedAsset } from '../support/recordedAsset';
import { haversineKm } from '../../src/domain/geometry';
import type { Schema } from '../../server/contract';

type Trip = Schema<'Trip'>;

describe.each(behaviourEngines)('trip and movement reports on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let globexToken: string;
  let recorded: RecordedAsset;
  const get = <Answer = unknown>(path: string, as = token) => api.call<Answer>('GET', path, { token: as });

  beforeAll(async () => {
    ({ server, api, token, globexToken, recorded } = await startWithRecordedAsset(engine, accounts.operator));
  });
  afterAll(() => server?.stop());

  const period = () => `from=${recorded.from}&to=${recorded.to}`;

  it('lists the trips of a period newest first, each with its distance, times, addresses and waypoints', async () => {
    const response = await get<Trip[]>(`/assets/${recorded.asset.id}/report/trip/all?${period()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('3');
    const trips = response.body;
    expect(trips.map((trip) => trip.startTime)).toEqual([...trips.map((trip) => trip.startTime)].sort().reverse());
    [...trips].reverse().forEach((trip, index) => {
      expect(Math.abs(trip.distanceKm - recorded.legs[index]) / recorded.legs[index]).toBeLessThan(0.01);
      expect(trip.durationSeconds).toBe((Date.parse(trip.endTime) - Date.parse(trip.startTime)) / 1000);
      expect(trip.averageSpeedKmh).toBeCloseTo(trip.distanceKm / (trip.durationSeconds / 3600), 0);
      expect(trip.startAddress).toMatch(/Berlin|km/);
      expect(trip.waypoints.length).toBeLessThanOrEqual(50);
      expect(trip.waypoints[0]).toEqual(trip.origin);
      expect(trip.waypoints.at(-1)).toEqual(trip.destination);
    });
    expect(trips[0].maxSpeedKmh).toBe(60);
  });

  it('pages the trips with X-Total-Count, and takes from/to only together', async () => {
    const page = await get<Trip[]>(`/assets/${recorded.asset.id}/report/trip/all?${period()}&pageNumber=2&pageSize=2`);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body[0].startTime).toBe('2024-03-04T08:00:00.000Z');

    const fromOnly = await get(`/assets/${recorded.asset.id}/report/trip/all?from=${recorded.from}`);
    expect(Number(fromOnly.headers.get('x-total-count'))).toBeGreaterThan(3);
    const backwards = await get<Schema<'ValidationErrors'>>(
      `/assets/${recorded.asset.id}/report/trip/all?from=${recorded.to}&to=${recorded.from}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to).toBeDefined();
  });

  it('sums the movement of a period from its trips, with the stopped time the rest of the period', async () => {
    const [report, list] = await Promise.all([
      get<Schema<'MovementReport'>>(`/assets/${recorded.asset.id}/report/movement/all?${period()}`),
      get<Trip[]>(`/assets/${recorded.asset.id}/report/trip/all?${period()}`),
    ]);
    const trips = list.body;
    const movingSeconds = trips.reduce((sum, trip) => sum + trip.durationSeconds, 0);
    const distanceKm = trips.reduce((sum, trip) => sum + trip.distanceKm, 0);
    expect(report.body).toMatchObject({ assetId: recorded.asset.id, tripCount: 3, movingSeconds, maxSpeed: 60 });
    expect(report.body.distanceTravelledInKm).toBeCloseTo(distanceKm, 2);
    expect(report.body.stoppedSeconds).toBe(2 * 86_400 - movingSeconds);
    expect(report.body.averageSpeed).toBeCloseTo(distanceKm / (movingSeconds / 3600), 0);
    expect(report.body.daily.map((day) => day.date)).toEqual(['2024-03-04', '2024-03-05']);
    expect(report.body.daily[1].distanceKm).toBeCloseTo(trips[0].distanceKm, 3);
    expect(report.body.daily[0].movingSeconds).toBe(trips[1].durationSeconds + trips[2].durationSeconds);
  });

  it('covers the last 7 days without a period', async () => {
    const report = await get<Schema<'MovementReport'>>(`/assets/${recorded.asset.id}/report/movement/all`);
    expect(Date.parse(report.body.to) - Date.parse(report.body.from)).toBe(7 * 86_400_000);
    expect(report.body.daily).toHaveLength(8);
  });

  it('summarises an asset on one page: the asset, movement, trips without waypoints and alerts', async () => {
    const alert = (minute: number) => sql`insert into alerts (tenant_id, asset_id, type, message, latitude, longitude, time, dedupe_key)
      values (${recorded.asset.tenant_id}, ${recorded.asset.id}, 'speeding', 'Speed above 50 km/h', 52.5, 13.4,
        ${`2024-03-05T09:${minute}:00Z`}, ${`report-test-${minute}`})`;
    await server.context.db.query(alert(10));
    await server.context.db.query(alert(20));
    const body = { id: recorded.asset.id, from: recorded.from, to: recorded.to };
    const response = await api.call<Schema<'AssetReport'>>('POST', '/assets/AssetReport', { token, body });
    expect(response.status).toBe(200);
    const movement = await get(`/assets/${recorded.asset.id}/report/movement/all?${period()}`);
    expect(response.body.asset).toMatchObject({ id: recorded.asset.id, name: recorded.asset.name });
    expect(response.body.movement).toEqual(movement.body);
    expect(response.body.trips).toHaveLength(3);
    expect(response.body.trips.every((trip) => trip.waypoints.length === 0)).toBe(true);
    expect(response.body.alertCount).toBe(2);
    expect(response.body.alerts.map((alert) => alert.time)).toEqual(['2024-03-05T09:20:00.000Z', '2024-03-05T09:10:00.000Z']);
  });

  it("answers 404 for another tenant's asset and trip", async () => {
    const [trip] = (await get<Trip[]>(`/assets/${recorded.asset.id}/report/trip/all?${period()}`)).body;
    for (const path of [
      'report/trip/all',
      'report/movement/all',
      'report/timeseries/location',
      'report/timeseries/weather',
      'Report/Suntech/obd',
      'Report/Suntech/Status',
      'Report/Rutx',
      'Report/SensorsState',
      'Report/SensorsLogs',
    ]) {
      expect((await get(`/assets/${recorded.asset.id}/${path}`, globexToken)).status, path).toBe(404);
    }
    expect((await get(`/trips/${trip.id}`, globexToken)).status).toBe(404);
    const report = await api.call('POST', '/assets/AssetReport', { token: globexToken, body: { id: recorded.asset.id } });
    expect(report.status).toBe(404);
  });

  it('shows a trip with its full recorded track', async () => {
    const [trip] = (await get<Trip[]>(`/assets/${recorded.asset.id}/report/trip/all?${period()}`)).body;
    const response = await get<Trip>(`/trips/${trip.id}`);
    const inTrip = recorded.points.filter((p) => p.time >= Date.parse(trip.startTime) && p.time <= Date.parse(trip.endTime));
    expect(response.body.waypoints).toEqual(inTrip.map(({ latitude, longitude }) => ({ latitude, longitude })));
    expect(response.body).toMatchObject({ id: trip.id, distanceKm: trip.distanceKm, startAddress: trip.startAddress });
  });

  it('plans a trip without a routing service: straight legs, haversine distance, 40 km/h', async () => {
    const waypoints = [
      { latitude: 52.52, longitude: 13.405 },
      { latitude: 52.5, longitude: 13.45 },
      { latitude: 52.48, longitude: 13.39 },
    ];
    const response = await api.call<Schema<'RouteSummary'>>('POST', '/trips/plan', { token, body: { waypoints } });
    expect(response.status).toBe(200);
    const legKm = [haversineKm(waypoints[0], waypoints[1]), haversineKm(waypoints[1], waypoints[2])];
    expect(response.body).toMatchObject({
      origin: waypoints[0],
      destination: waypoints[2],
      provider: 'offline',
      geometry: waypoints.map((point) => [point.longitude, point.latitude]),
      legs: legKm.map((km) => ({ distance: Math.round(km * 1000), duration: Math.round((km / 40) * 3600) })),
      startAddress: expect.stringMatching(/Berlin/),
    });
    expect(response.body.distance).toBeCloseTo((legKm[0] + legKm[1]) * 1000, -1);
    const tooFew = await api.call('POST', '/trips/plan', { token, body: { waypoints: waypoints.slice(0, 1) } });
    expect(tooFew.status).toBe(400);
  });
});
