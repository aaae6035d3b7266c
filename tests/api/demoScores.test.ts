import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

/**
 * The demo's history is driven in the simulator's styles (calm, normal, aggressive by vehicle), so the driving
 * scores a new user opens spread as a fleet's would, instead of a board of hundreds.
 */
describe('the demo’s driving scores', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A week: the seeded days include working days whatever today is (weekends are mostly parked).
    server = await startTestServer({ config: { demoHistoryDays: 7 } });
  }, 300_000);
  afterAll(() => server?.stop());

  it('spread from calm drivers near 100 to aggressive ones far below, each with the harsh driving behind it', async () => {
    const api = apiClient(server.baseUrl);
    const { accessToken } = await api.login(accounts.admin.email, accounts.admin.password);
    const to = new Date();
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const response = await api.call<Schema<'DrivingScore'>[]>(
      'GET',
      `/reports/drivingScores?by=driver&from=${from.toISOString()}&to=${to.toISOString()}`,
      { token: accessToken },
    );
    expect(response.status).toBe(200);
    const scored = response.body.filter((row) => row.score !== null);
    expect(scored.length).toBeGreaterThanOrEqual(10);
    const scores = scored.map((row) => row.score as number);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(95);
    expect(Math.min(...scores)).toBeLessThanOrEqual(60);
    // Between the two, ordinary drivers: not only two bands.
    expect(scores.filter((score) => score > 60 && score < 95).length).toBeGreaterThan(0);
    const harsh = (row: Schema<'DrivingScore'>) => row.events.harshAcceleration + row.events.harshBraking + row.events.harshCornering;
    const worst = scored.reduce((low, row) => ((row.score as number) < (low.score as number) ? row : low));
    expect(harsh(worst)).toBeGreaterThan(5);
  });
});
