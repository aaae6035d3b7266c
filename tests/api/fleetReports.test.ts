import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { insertAlert, insertAsset } from '../support/records';
import { storeTrack } from '../support/tracks';
import { recordTrips } from '../../server/telemetry/trips/recordTrips';
import { summaryTrack, summaryTrackDays } from '../support/summaryTrack';
import type { AlertFields } from '../support/records';

type Alerts = Schema<'Alert'>[];

const iso = (text: string) => new Date(text).toISOString();
const from = iso('2026-03-02T00:00:00Z');
const to = iso('2026-03-04T00:00:00Z');
const period = `from=${from}&to=${to}`;

describe.each(behaviourEngines)('stops, daily summary, geofence visits and events reports on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let globexToken: string;
  let assetId: string;
  let otherAssetId: string;
  const fences: Record<'depot' | 'yard', string> = { depot: '', yard: '' };
  const get = <Answer = unknown>(path: string, as = token) => api.call<Answer>('GET', path, { token: as });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
    globexToken = (await api.login(accounts.globex.email, accounts.globex.password)).accessToken;
    const { db } = server.context;
    const [{ id: tenantId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    assetId = await insertAsset(db, tenantId, 'Report van');
    otherAssetId = await insertAsset(db, tenantId, 'Other van');
    const track = summaryTrack();
    await storeTrack(
      db,
      { assetId, tenantId },
      track.map((point) => ({ ...point })),
      (_point, index) => {
        const { ignition, odometerKm, fuelLiters } = track[index];
        return {
          ...(ignition === undefined ? {} : { ignition }),
          ...(odometerKm === undefined ? {} : { odometer: odometerKm }),
          ...(fuelLiters === undefined ? {} : { fuel: fuelLiters }),
        };
      },
    );
    // The days' distances are their trips' (as ingestion derives them).
    await recordTrips(db, { assetId, tenantId }, server.context.config, { earliest: new Date(track[0].time) });
    for (const name of ['depot', 'yard'] as const) {
      [{ id: fences[name] }] = await db.query<{
        id: string;
      }>(sql`insert into geofences (tenant_id, name, shape, center_latitude, center_longitude, radius_meters)
        values (${tenantId}, ${name === 'depot' ? 'Depot' : 'Yard'}, 'circle', 48, 2, 300) returning id`);
    }
    const alert = (fields: Partial<AlertFields> & { time: Date }) => insertAlert(db, { tenantId, assetId, ...fields });
    await alert({ type: 'geofenceExit', geofenceId: fences.depot, time: new Date('2026-03-02T01:00:00Z') });
    await alert({ type: 'geofenceEnter', geofenceId: fences.depot, time: new Date('2026-03-02T08:00:00Z') });
    await alert({ type: 'speeding', time: new Date('2026-03-02T08:05:00Z') });
    await alert({ type: 'geofenceExit', geofenceId: fences.depot, time: new Date('2026-03-02T08:06:00Z') });
    await alert({ type: 'geofenceEnter', geofenceId: fences.yard, time: new Date('2026-03-03T00:03:00Z') });
    await alert({ type: 'speeding', assetId: otherAssetId, time: new Date('2026-03-03T12:00:00Z') });
    await alert({ type: 'speeding', time: new Date('2026-03-05T12:00:00Z') });
  }, 300_000);
  afterAll(() => server?.stop());

  it('finds the stops of the fixture with their durations and addresses (worked out by hand)', async () => {
    const response = await get<Schema<'Stop'>[]>(`/assets/${assetId}/report/stops?${period}`);
    expect(response.status).toBe(200);
    // 08:00–08:06 at 48.00 (the 08:04 report still stands there); 08:08 to the next day's 00:03 at 48.02.
    expect(response.body).toEqual([
      {
        startTime: iso('2026-03-02T08:00:00Z'),
        endTime: iso('2026-03-02T08:06:00Z'),
        durationSeconds: 360,
        latitude: 48,
        longitude: 2,
        address: expect.any(String),
        placeName: null,
      },
      {
        startTime: iso('2026-03-02T08:08:00Z'),
        endTime: iso('2026-03-03T00:03:00Z'),
        durationSeconds: 57_300,
        latitude: 48.02,
        longitude: 2,
        address: expect.any(String),
        placeName: null,
      },
    ]);
    expect(response.body[0].address.length).toBeGreaterThan(0);
    const longOnly = await get<Schema<'Stop'>[]>(`/assets/${assetId}/report/stops?${period}&minDurationSeconds=400`);
    expect(longOnly.body.map((stop) => stop.durationSeconds)).toEqual([57_300]);
    // A 2.5 km radius holds the whole track: one stop from the first position to the last.
    const wide = await get(`/assets/${assetId}/report/stops?${period}&radiusMeters=5000`);
    expect(wide.body).toMatchObject([{ startTime: iso('2026-03-02T08:00:00Z'), endTime: iso('2026-03-03T00:05:00Z') }]);
  });

  it('sums each day as worked out by hand, in the asked time zone', async () => {
    const response = await get(`/assets/${assetId}/report/summary/daily?${period}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(summaryTrackDays);
    const paris = await get<Schema<'DailySummary'>[]>(`/assets/${assetId}/report/summary/daily?${period}&timeZone=Europe/Paris`);
    expect(paris.body.map((day) => day.idleSeconds)).toEqual([240, 240]);
    const unknownZone = await get<Schema<'ValidationErrors'>>(`/assets/${assetId}/report/summary/daily?${period}&timeZone=Mars/Olympus`);
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.body.errors.timeZone).toBeDefined();
  });

  it('pairs enter and exit alerts into visits, open ends counted within the period', async () => {
    const response = await get(`/assets/${assetId}/report/geofence-visits?${period}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { geofenceId: fences.depot, geofenceName: 'Depot', enterTime: null, exitTime: iso('2026-03-02T01:00:00Z'), durationSeconds: 3600 },
      {
        geofenceId: fences.depot,
        geofenceName: 'Depot',
        enterTime: iso('2026-03-02T08:00:00Z'),
        exitTime: iso('2026-03-02T08:06:00Z'),
        durationSeconds: 360,
      },
      // 00:03 on the 3rd to the end of the period, midnight on the 4th.
      { geofenceId: fences.yard, geofenceName: 'Yard', enterTime: iso('2026-03-03T00:03:00Z'), exitTime: null, durationSeconds: 86_220 },
    ]);
    const yard = await get(`/assets/${assetId}/report/geofence-visits?${period}&geofenceId=${fences.yard}`);
    expect(yard.body).toHaveLength(1);
  });

  it('lists the events of the period, filtered by type, asset and geofence, paged', async () => {
    const all = await get<Alerts>(`/reports/events?${period}`);
    expect(all.status).toBe(200);
    const ours = all.body.filter((alert) => [assetId, otherAssetId].includes(alert.assetId));
    expect(ours.map((alert) => alert.time)).toEqual([...ours.map((alert) => alert.time)].sort());
    expect(ours).toHaveLength(6);
    const speeding = await get<Alerts>(`/reports/events?${period}&type=speeding&assetId=${assetId}`);
    expect(speeding.body.map((alert) => alert.time)).toEqual([iso('2026-03-02T08:05:00Z')]);
    const depot = await get<Alerts>(`/reports/events?${period}&geofenceId=${fences.depot}`);
    expect(depot.body.map((alert) => alert.type)).toEqual(['geofenceExit', 'geofenceEnter', 'geofenceExit']);
    const page = await get<Alerts>(`/reports/events?${period}&assetId=${assetId}&pageNumber=2&pageSize=2&sort=time&order=desc`);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect(page.body.map((alert) => alert.time)).toEqual([iso('2026-03-02T08:05:00Z'), iso('2026-03-02T08:00:00Z')]);
    expect((await get(`/reports/events?${period}&type=noSuchType`)).status).toBe(400);
  });

  it("keeps to the caller's tenant and to REPORT_MAX_DAYS", async () => {
    for (const path of ['report/stops', 'report/summary/daily', 'report/geofence-visits']) {
      expect((await get(`/assets/${assetId}/${path}?${period}`, globexToken)).status, path).toBe(404);
      const long = await get<Schema<'ValidationErrors'>>(`/assets/${assetId}/${path}?from=${from}&to=${iso('2026-06-01T00:00:00Z')}`);
      expect(long.status, path).toBe(400);
      expect(long.body.errors.to[0], path).toMatch(/31 days/);
    }
    const globexEvents = await get(`/reports/events?${period}&assetId=${assetId}`, globexToken);
    expect(globexEvents.body).toEqual([]);
    expect((await get(`/reports/events?from=${from}&to=${iso('2026-06-01T00:00:00Z')}`)).status).toBe(400);
  });
});
