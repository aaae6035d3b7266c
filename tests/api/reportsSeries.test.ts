import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, type TestServer } from '../support/server';
import { accounts, type apiClient } from '../support/api';
import { readingsOf, startWithRecordedAsset, type RecordedAsset } from '../support/recordedAsset';
import type { Schema } from '../../server/contract';

const withinLastDay = (record: { time: string }) => Date.now() - Date.parse(record.time) <= 86_400_000 + 60_000;

describe.each(behaviourEngines)('time series and device reports on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let globexToken: string;
  let recorded: RecordedAsset;
  const get = <Answer = unknown>(path: string, as = token) => api.call<Answer>('GET', path, { token: as });
  const period = () => `from=${recorded.from}&to=${recorded.to}`;
  const report = <Answer = unknown>(path: string, query = period()) => get<Answer>(`/assets/${recorded.asset.id}/${path}?${query}`);
  /** The recorded points with their index, newest first, that carry one of `keys`. */
  const sentWith = (keys: string[]) =>
    recorded.points
      .map((point, index) => ({ point, readings: readingsOf(point, index) }))
      .filter(({ readings }) => keys.some((key) => key in readings))
      .reverse();

  beforeAll(async () => {
    ({ server, api, token, globexToken, recorded } = await startWithRecordedAsset(engine, accounts.viewer));
  });
  afterAll(() => server?.stop());

  it('answers the recorded positions oldest first, thinned evenly to maxPoints', async () => {
    type Locations = Schema<'LocationRecord'>[];
    const all = await report<Locations>('report/timeseries/location');
    expect(all.body).toHaveLength(recorded.points.length);
    expect(all.body[0]).toMatchObject({ time: new Date(recorded.points[0].time).toISOString(), latitude: recorded.points[0].latitude });
    const thinned = await report<Locations>('report/timeseries/location', `${period()}&maxPoints=10`);
    expect(thinned.body).toHaveLength(10);
    expect(thinned.body[0]).toEqual(all.body[0]);
    expect(thinned.body[9]).toEqual(all.body.at(-1));
    const lastDay = await report<Locations>('report/timeseries/location', '');
    expect(lastDay.body.every(withinLastDay)).toBe(true);
  });

  it('reads temperature and humidity under their usual names, as numbers or as text', async () => {
    const weather = await report<Schema<'WeatherRecord'>[]>('report/timeseries/weather');
    const expected = sentWith(['temperature', 'temp']).reverse();
    expect(weather.body).toHaveLength(expected.length);
    weather.body.forEach((record, index) => {
      const { readings } = expected[index];
      expect(record.temperature).toBe(Number(readings.temperature ?? readings.temp));
      expect(record.humidity).toBe(Number(readings.humidity ?? readings.hum));
    });
  });

  it("picks each device family's messages and fields, newest first", async () => {
    const families: [string, string[]][] = [
      ['Report/Suntech/obd', ['rpm', 'coolantTemp', 'fuelLevel', 'dtcs']],
      ['Report/Suntech/Status', ['ignition', 'power']],
      ['Report/Rutx', ['rsrp', 'operator']],
    ];
    for (const [path, keys] of families) {
      const response = await report(path);
      const expected = sentWith(keys);
      expect(response.headers.get('x-total-count'), path).toBe(String(expected.length));
      expect(response.body, path).toEqual(
        expected.map(({ point, readings }) => ({
          time: new Date(point.time).toISOString(),
          attributes: Object.fromEntries(keys.filter((key) => key in readings).map((key) => [key, readings[key]])),
        })),
      );
    }
    const lastDay = await report<Schema<'SensorRecord'>[]>('Report/Suntech/obd', '');
    expect(lastDay.body.every(withinLastDay)).toBe(true);
  });

  it('pages the sensor logs newest first with every attribute', async () => {
    const page = await report('Report/SensorsLogs', `${period()}&pageNumber=2&pageSize=5`);
    expect(page.headers.get('x-total-count')).toBe(String(recorded.points.length));
    const newestFirst = recorded.points
      .map((point, index) => ({ point, index }))
      .reverse()
      .slice(5, 10);
    expect(page.body).toEqual(
      newestFirst.map(({ point, index }) => ({ time: new Date(point.time).toISOString(), attributes: readingsOf(point, index) })),
    );
  });

  it('states the latest value of every attribute', async () => {
    const state = await report<Schema<'SensorState'>[]>('Report/SensorsState', '');
    const names = state.body.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const [lastTemp] = sentWith(['temp']);
    expect(state.body).toContainEqual({ name: 'temp', value: '18.5', updatedAt: new Date(lastTemp.point.time).toISOString() });
  });

  it("replays the tenant's positions over at most 6 hours", async () => {
    const from = '2024-03-04T07:00:00.000Z';
    const to = '2024-03-04T13:00:00.000Z';
    const replay = await get<Schema<'PositionRecord'>[]>(`/positions?from=${from}&to=${to}`);
    expect(replay.status).toBe(200);
    expect(replay.body).toHaveLength(recorded.points.filter((p) => p.time < Date.parse(to)).length);
    expect(replay.body[0]).toMatchObject({ assetId: recorded.asset.id, time: new Date(recorded.points[0].time).toISOString() });
    const thinned = await get(`/positions?from=${from}&to=${to}&assetId=${recorded.asset.id}&maxPoints=20`);
    expect(thinned.body).toHaveLength(20);
    const tooLong = await get<Schema<'ValidationErrors'>>(`/positions?from=${from}&to=2024-03-04T13:00:01.000Z`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.to).toBeDefined();
    expect((await get(`/positions?from=${from}&to=${to}`, globexToken)).body).toEqual([]);
    expect((await get(`/positions?from=${from}&to=${to}&assetId=${recorded.asset.id}`, globexToken)).status).toBe(404);
  });

  it('starts a replay with each asset where it was last seen before the start, one row per asset, in the tenant', async () => {
    const [first, second] = recorded.points;
    const between = new Date((first.time + second.time) / 2).toISOString();
    type Positions = Schema<'PositionRecord'>[];
    const ofAsset = (body: Positions) => body.filter((row) => row.assetId === recorded.asset.id);
    const latest = await get<Positions>(`/positions/latest?at=${between}`);
    expect(latest.status).toBe(200);
    expect(ofAsset(latest.body)).toEqual([
      expect.objectContaining({ time: new Date(first.time).toISOString(), latitude: first.latitude, longitude: first.longitude }),
    ]);
    expect(new Set(latest.body.map((row) => row.assetId)).size).toBe(latest.body.length);
    const last = recorded.points.at(-1)!;
    const dayAfter = new Date(last.time + 86_400_000).toISOString();
    expect(ofAsset((await get<Positions>(`/positions/latest?at=${dayAfter}&assetId=${recorded.asset.id}`)).body)).toEqual([
      expect.objectContaining({ time: new Date(last.time).toISOString() }),
    ]);
    expect(ofAsset((await get<Positions>(`/positions/latest?at=${new Date(first.time - 1000).toISOString()}`)).body)).toEqual([]);
    // Searched REPORT_MAX_DAYS back, no further.
    expect(ofAsset((await get<Positions>(`/positions/latest?at=${new Date(last.time + 400 * 86_400_000).toISOString()}`)).body)).toEqual(
      [],
    );
    expect(ofAsset((await get<Positions>(`/positions/latest?at=${dayAfter}`, globexToken)).body)).toEqual([]);
    expect((await get(`/positions/latest?at=${dayAfter}&assetId=${recorded.asset.id}`, globexToken)).status).toBe(404);
    expect((await get('/positions/latest?at=yesterday')).status).toBe(400);
    expect((await get('/positions/latest')).status).toBe(400);
  });
});
