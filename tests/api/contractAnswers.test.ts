import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import { operation, operations } from '../support/contract';
import type { Schema } from '../support/api';

/** Answers the issue found undocumented or out of line: each is what the server does and what the contract says. */
describe.each(engines)('the contract says what the server does, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  }, 300_000);
  afterAll(() => suite?.server.stop());

  it("answers GET /positions for another tenant's asset 404, as the contract declares", async () => {
    const created = await suite.api.call<Schema<'Asset'>>('POST', '/assets', { token: suite.tokens.Globex, body: { name: 'Globex van' } });
    expect(created.status).toBe(200);
    const to = new Date();
    const from = new Date(to.getTime() - 3_600_000);
    const query = `from=${from.toISOString()}&to=${to.toISOString()}&assetId=${created.body.id}`;
    const answer = await suite.api.call('GET', `/positions?${query}`, { token: suite.tokens.Admin });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: expect.any(String) });
    expect((await suite.api.call('GET', `/positions?${query}`, { token: suite.tokens.Globex })).status).toBe(200);
    expect(operation('listPositions').statuses).toContain('404');
  });

  it('answers a body over 1 MB 413, which every operation with a body declares', async () => {
    const large = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    for (const [method, path] of [
      ['POST', '/assets'],
      ['POST', '/geofences'],
      ['PUT', '/password'],
    ]) {
      const answer = await fetch(`${suite.server.baseUrl}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${suite.tokens.Admin}` },
        body: large,
      });
      expect(answer.status, path).toBe(413);
      expect(await answer.json()).toEqual({ error: expect.any(String) });
    }
    const withBody = operations.filter((op) => op.bodySchemaName !== null);
    expect(withBody.length).toBeGreaterThan(30);
    expect(withBody.filter((op) => !op.statuses.includes('413')).map((op) => op.operationId)).toEqual([]);
  });

  it('answers an Admin changing their own role 403, as every forbidden action', async () => {
    const me = suite.users.Admin;
    const answer = await suite.api.call('PUT', `/users/${me.id}`, {
      token: suite.tokens.Admin,
      body: { email: me.email, fullName: me.fullName, role: 'Viewer' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'You cannot change your own role.' });
    expect(operation('updateUser').statuses).toContain('403');
  });

  it('declares 503 with Retry-After on every heavy read', () => {
    const heavy = operations.filter((op) =>
      ['getLocationSeries', 'getMovementReport', 'listPositions', 'getAssetReport'].includes(op.operationId),
    );
    expect(heavy.map((op) => [op.operationId, op.statuses.includes('503')])).toEqual(heavy.map((op) => [op.operationId, true]));
  });
});
