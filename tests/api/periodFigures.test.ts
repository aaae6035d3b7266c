import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { insertAsset } from '../support/records';
import { storeTrack, TrackRecorder } from '../support/tracks';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';

const berlin = 'Europe/Berlin';
/** Kilometres in a degree of latitude, as haversine measures it. */
const kmPerDegree = (6371.0088 * Math.PI) / 180;

/**
 * The figures of a period agree with each other: one distance (the trips'), one rule for a jump no
 * trip covers, and days cut in the user's time zone, a daylight-saving change included.
 */
describe.each(behaviourEngines)('distances and days of a period on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let tenantId: string;
  let yesterdayVan: string;
  const get = async <T>(path: string) => {
    const response = await api.call<T>('GET', path, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const record = async (name: string, track: TrackRecorder) => {
    const assetId = await insertAsset(server.context.db, tenantId, name);
    await storeTrack(server.context.db, { assetId, tenantId }, track.points);
    await recordTrips(server.context.db, { assetId, tenantId }, server.context.config, {
      earliest: new Date(track.points[0].time - 60_000),
    });
    return assetId;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const { seedDemoAccounts } = await import('./ingestFixtures');
    await seedDemoAccounts(server.context.db);
    [{ id: tenantId }] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
  });
  afterAll(() => server?.stop());

  it("cuts the days in the user's zone across the autumn clock change: a 25-hour day, no extra empty day", async () => {
    // 00:20 CEST and 23:20 CET of Sunday 25 October 2026 in Berlin: both on the 25th there, on two UTC days.
    const track = new TrackRecorder(Date.parse('2026-10-24T22:20:00Z'), 52.5, 13.4).park(5).drive(0, 3, 36).park(10);
    track.time = Date.parse('2026-10-25T22:20:00Z');
    track.park(5).drive(90, 2, 40).park(10);
    const assetId = await record('DST van', track);
    // Saturday and Sunday in Berlin: from midnight CEST (22:00 UTC) to midnight CET (23:00 UTC), 49 hours.
    const period = `from=2026-10-23T22:00:00.000Z&to=2026-10-25T23:00:00.000Z&timeZone=${berlin}`;
    const movement = await get<Schema<'MovementReport'>>(`/assets/${assetId}/report/movement/all?${period}`);
    expect(movement.tripCount).toBe(2);
    expect(movement.daily.map((day) => day.date)).toEqual(['2026-10-24', '2026-10-25']);
    expect(movement.daily[0].distanceKm).toBe(0);
    expect(movement.daily[1].distanceKm).toBeCloseTo(movement.distanceTravelledInKm, 3);
    expect(movement.distanceTravelledInKm).toBeCloseTo(track.drivenKm, 1);

    const days = await get<Schema<'DailySummary'>[]>(`/assets/${assetId}/report/summary/daily?${period}`);
    expect(days.map((day) => [day.day, day.distanceKm])).toEqual([['2026-10-25', movement.daily[1].distanceKm]]);
  });

  it('asked for one Berlin day, answers that day alone', async () => {
    const track = new TrackRecorder(Date.parse('2026-11-26T07:00:00Z'), 52.5, 13.4).park(5).drive(0, 2, 36).park(10);
    const assetId = await record('Yesterday van', track);
    yesterdayVan = assetId;
    // Thursday 26 November in Berlin: 23:00 UTC the day before to 23:00 UTC.
    const movement = await get<Schema<'MovementReport'>>(
      `/assets/${assetId}/report/movement/all?from=2026-11-25T23:00:00.000Z&to=2026-11-26T23:00:00.000Z&timeZone=${berlin}`,
    );
    expect(movement.daily.map((day) => day.date)).toEqual(['2026-11-26']);
  });

  it('counts a jump that no trip covers in no report: the daily summary gives the movement report’s distance', async () => {
    // A drive, the device off for three hours, then it reports 8.4 km away and drives on (a restarted simulator did this).
    const track = new TrackRecorder(Date.parse('2026-11-26T08:00:00Z'), 52.5, 13.4).park(5).drive(0, 3, 36).park(10);
    track.pause(180);
    track.latitude += 8.4 / kmPerDegree;
    track.drive(90, 2, 40).park(10);
    const assetId = await record('Jump van', track);
    const period = `from=2026-11-25T23:00:00.000Z&to=2026-11-26T23:00:00.000Z&timeZone=${berlin}`;
    const movement = await get<Schema<'MovementReport'>>(`/assets/${assetId}/report/movement/all?${period}`);
    const trips = await get<Schema<'Trip'>[]>(`/assets/${assetId}/report/trip/all?${period}`);
    const [day] = await get<Schema<'DailySummary'>[]>(`/assets/${assetId}/report/summary/daily?${period}`);
    // Driven: 5 km; the first 10-second step after the silence has no report before it (0.11 km).
    expect(Math.abs(movement.distanceTravelledInKm - track.drivenKm)).toBeLessThan(0.2);
    expect(movement.distanceTravelledInKm).toBeCloseTo(
      trips.reduce((sum, trip) => sum + trip.distanceKm, 0),
      3,
    );
    expect(day.distanceKm).toBeCloseTo(movement.distanceTravelledInKm, 3);

    // The dashboard's "Busiest assets today" ranks by that same figure, the jump left out.
    const farthest = await get<Schema<'AssetDistance'>[]>(
      `/reports/distances?from=2026-11-25T23:00:00.000Z&to=2026-11-26T23:00:00.000Z&limit=5`,
    );
    expect(farthest.map((row) => row.assetId)).toEqual([assetId, yesterdayVan]);
    expect(farthest[0].distanceKm).toBe(movement.distanceTravelledInKm);
    const globex = (await api.login(accounts.globex.email, accounts.globex.password)).accessToken;
    const theirs = await api.call<Schema<'AssetDistance'>[]>(
      'GET',
      '/reports/distances?from=2026-11-25T23:00:00.000Z&to=2026-11-26T23:00:00.000Z',
      { token: globex },
    );
    expect(theirs.body).toEqual([]);
  });
});
