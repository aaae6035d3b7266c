import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/engine';
import { mapDbError } from '../../server/http/dbErrors';
import { maxStreamsPerUser } from '../../server/routes/live';
import { openLiveStream, type LiveStream } from './liveClient';

const maxDays = 10;
/** Below the viewer's 40 demo assets and the positions of its busiest asset in a day. */
const maxRows = 30;
const dayMs = 86_400_000;

describe('limits of one request, by default', () => {
  it('are 31 days of positions, 100,000 rows and 30 s of a statement, each configurable', () => {
    expect(loadConfig({})).toMatchObject({ reportMaxDays: 31, responseMaxRows: 100_000, statementTimeoutMs: 30_000 });
    expect(loadConfig({ REPORT_MAX_DAYS: '7', RESPONSE_MAX_ROWS: '500', STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      reportMaxDays: 7,
      responseMaxRows: 500,
      statementTimeoutMs: 0,
    });
  });
});

describe.each(engines)('bounded work per request on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  /** The viewer's demo asset with the most positions in the seeded day. */
  let busiest: string;
  const streams: LiveStream[] = [];
  const get = <Answer = unknown>(path: string) => api.call<Answer>('GET', path, { token });
  const days = (count: number) => {
    const to = new Date();
    return `from=${new Date(to.getTime() - count * dayMs).toISOString()}&to=${to.toISOString()}`;
  };
  const allOfTime = 'from=0001-01-01T00:00:00.000Z&to=9999-12-31T00:00:00.000Z';

  beforeAll(async () => {
    server = await startTestServer({ engine, config: { reportMaxDays: maxDays, responseMaxRows: maxRows } });
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
    const [row] = await server.context.db.query<{ asset_id: string; count: number }>(
      sql`select p.asset_id, count(*) :: int as count from positions p join tenants t on t.id = p.tenant_id
          where t.name = 'Acme Logistics' group by p.asset_id order by count desc limit 1`,
    );
    expect(row.count).toBeGreaterThan(maxRows);
    busiest = row.asset_id;
  }, 400_000);
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await server?.stop();
  });

  it('refuses a position-level report over more than REPORT_MAX_DAYS, naming the limit', async () => {
    for (const report of [
      'report/timeseries/location',
      'report/timeseries/weather',
      'Report/Suntech/obd',
      'Report/Rutx',
      'Report/SensorsLogs',
    ]) {
      const response = await get<Schema<'ValidationErrors'>>(`/assets/${busiest}/${report}?${days(maxDays + 1)}`);
      expect(response.status, report).toBe(400);
      expect(response.body.errors.to[0], report).toBe(`The period may be at most ${maxDays} days. Please choose a shorter period.`);
    }
    const allowed = await get(`/assets/${busiest}/report/timeseries/location?${days(maxDays)}&maxPoints=${maxRows}`);
    expect(allowed.status).toBe(200);
  });

  it('refuses movement and the asset report from year 1 to 9999 (a year at most) instead of answering millions of days', async () => {
    const movement = await get<Schema<'ValidationErrors'>>(`/assets/${busiest}/report/movement/all?${allOfTime}`);
    expect(movement.status).toBe(400);
    expect(movement.body.errors.to[0]).toMatch(/at most 366 days/);
    const report = await api.call<Schema<'ValidationErrors'>>('POST', '/assets/AssetReport', {
      token,
      body: { id: busiest, from: '0001-01-01T00:00:00.000Z', to: '9999-12-31T00:00:00.000Z' },
    });
    expect(report.status).toBe(400);
    expect(report.body.errors.to[0]).toMatch(/at most 366 days/);
    expect((await get(`/assets/${busiest}/report/movement/all?${days(366)}`)).status).toBe(200);
  });

  it('refuses an answer of more than RESPONSE_MAX_ROWS rows, naming the limit, and answers it thinned or paged', async () => {
    const series = await get<Schema<'ValidationErrors'>>(`/assets/${busiest}/report/timeseries/location?${days(1)}`);
    expect(series.status).toBe(400);
    expect(series.body.errors.to[0]).toBe(
      `More than ${maxRows} records: one answer carries at most ${maxRows}. Please choose a shorter period.`,
    );
    const thinned = await get<Schema<'LocationRecord'>[]>(`/assets/${busiest}/report/timeseries/location?${days(1)}&maxPoints=${maxRows}`);
    expect(thinned.status).toBe(200);
    expect(thinned.body.length).toBeLessThanOrEqual(maxRows);

    // Lists asked without pages: the demo has 60 assets and the busiest asset more positions than the cap.
    for (const path of ['/assets', `/assets/${busiest}/Report/SensorsLogs`]) {
      const whole = await get<Schema<'ValidationErrors'>>(path);
      expect(whole.status, path).toBe(400);
      expect(whole.body.errors.pageSize[0], path).toMatch(`at most ${maxRows}. Please ask for pages`);
      const page = await get(`${path}?pageNumber=2&pageSize=${maxRows}`);
      expect(page.status, path).toBe(200);
      expect(Number(page.headers.get('x-total-count')), path).toBeGreaterThan(maxRows);
    }
    expect((await get('/geofences')).status).toBe(200);
  });

  /**
   * On a shared 2-core machine a lone /api/health takes 40-250 ms while other work runs (test client
   * and server share one process), so the test measures what the heavy requests add to the slowest of
   * five lone ones. Before the limits, these requests held the database for seconds each.
   */
  it('keeps /api/health answering within 200 ms (beyond its time alone) while ten of the heaviest requests arrive at once', async () => {
    const alone: number[] = [];
    for (let sample = 0; sample < 5; sample++) {
      const started = performance.now();
      await api.call('GET', '/health');
      alone.push(performance.now() - started);
    }
    const baseline = Math.max(...alone);
    const heavy = Array.from({ length: 10 }, (_, index) =>
      index % 2
        ? get(`/assets/${busiest}/report/movement/all?${allOfTime}`)
        : get(`/assets/${busiest}/report/timeseries/location?${allOfTime}`),
    );
    const started = performance.now();
    const health = await api.call('GET', '/health');
    const elapsed = performance.now() - started;
    expect(health.status).toBe(200);
    expect(elapsed - baseline).toBeLessThan(200);
    expect((await Promise.all(heavy)).map((response) => response.status)).toEqual(Array(10).fill(400));
  });

  it('runs forty heavy reads at once a few at a time, answers those beyond the queue 503 with Retry-After, and /api/health stays quick', async () => {
    const alone: number[] = [];
    for (let sample = 0; sample < 5; sample++) {
      const started = performance.now();
      await api.call('GET', '/health');
      alone.push(performance.now() - started);
    }
    const baseline = Math.max(...alone);
    // Reports the limits allow: each reads the busiest asset's positions of the whole period.
    const heavy = Array.from({ length: 40 }, () => get<{ error?: string }>(`/assets/${busiest}/report/movement/all?${days(maxDays)}`));
    // Once the forty are in (this process sends them and turns the refused ones away: its own work, not the
    // database's), health is asked three times while the admitted ones run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during: number[] = [];
    for (let sample = 0; sample < 3; sample++) {
      const started = performance.now();
      expect((await api.call('GET', '/health')).status).toBe(200);
      during.push(performance.now() - started);
    }
    const answers = await Promise.all(heavy);
    expect(
      Math.max(...during) - baseline,
      `health ${during.map((ms) => ms.toFixed(0)).join(', ')} ms, alone ${baseline.toFixed(0)} ms`,
    ).toBeLessThan(200);
    const busy = answers.filter((answer) => answer.status === 503);
    // Two run and eight wait (REPORT_CONCURRENCY, REPORT_QUEUE); the rest are turned away at once. On PGlite
    // the queries run on the server's own thread, which reads the next requests only between them: they
    // arrive as earlier ones finish, and may all find room.
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(10);
    if (engine === 'postgresql') expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + answers.filter((answer) => answer.status === 200).length).toBe(40);
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ error: 'The server is busy with other reports. Please try again in a few seconds.' });
    }
  });

  it(`opens at most ${maxStreamsPerUser} live streams per user, then answers 429`, async () => {
    for (let index = 0; index < maxStreamsPerUser; index++) {
      const stream = await openLiveStream(server.baseUrl, token);
      streams.push(stream);
      expect(stream.status).toBe(200);
    }
    const refused = await api.call<Schema<'Error'>>('GET', '/live', { token });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(`At most ${maxStreamsPerUser} live streams`);
    // Another user is not affected, and closing a stream frees its place.
    const other = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    const others = await openLiveStream(server.baseUrl, other);
    streams.push(others);
    expect(others.status).toBe(200);
    streams[0].close();
    await expect.poll(async () => (await api.call('GET', '/live', { token })).status).toBe(200);
  }, 120_000);
});

describe.runIf(engines.includes('postgresql'))('statement timeout on PostgreSQL', () => {
  it('stops a statement running longer than STATEMENT_TIMEOUT_MS, answered as 503', async () => {
    const db = await openDb({
      databaseUrl: process.env.TEST_DATABASE_URL as string,
      dataDir: '',
      statementTimeoutMs: 100,
    });
    try {
      const error = await db.query(sql`select pg_sleep(2)`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toMatchObject({ code: '57014' });
      expect(mapDbError(error, 'GET')).toMatchObject({ statusCode: 503, body: { error: expect.stringMatching(/took longer/) } });
      expect(await db.query(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
