import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import { mailsTo, readResetCode } from '../support/outbox';
import { apiClient, type Schema } from '../support/api';
import { timedClient, type TimedAnswer } from '../support/timedClient';

const samples = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Alternates calls about an existing and an unknown account and compares the medians of their
 * durations: equal work stays within a factor of two plus 5 ms whatever the machine's load; the
 * work these calls used to skip for unknown accounts (scrypt, a transaction and a mail) is far more.
 */
async function timeBoth(
  call: (kind: 'existing' | 'unknown', index: number) => Promise<TimedAnswer>,
  // Waits for work the call leaves behind, so that it does not slow the next one.
  settle: (kind: 'existing' | 'unknown', index: number) => Promise<unknown> = async () => {},
) {
  const answers = { existing: [] as TimedAnswer[], unknown: [] as TimedAnswer[] };
  for (let index = 0; index < samples; index++) {
    for (const kind of ['existing', 'unknown'] as const) {
      answers[kind].push(await call(kind, index));
      await settle(kind, index);
    }
  }
  const [existing, unknown] = [median(answers.existing.map(({ ms }) => ms)), median(answers.unknown.map(({ ms }) => ms))];
  return { answers, existing, unknown, alike: Math.max(existing, unknown) <= 2 * Math.min(existing, unknown) + 5 };
}

describe.each(behaviourEngines)('no account oracle on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  const client = timedClient();
  /** Accounts of their own for each sample, so that no per-account limit is reached. */
  const existing = Array.from({ length: samples }, (_, index) => `oracle-${index}@acme.example`);
  const unknown = Array.from({ length: samples }, (_, index) => `nobody-${index}@acme.example`);
  const withoutCode = 'no-code@acme.example';

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false, productionHashCost: true });
    const [{ id: tenantId }] = await server.context.db.query<{ id: string }>(
      sql`insert into tenants (name) values ('Oracle Ltd') returning id`,
    );
    const hash = await hashPassword('Oracle-pass-2026');
    for (const email of [...existing, withoutCode]) {
      await server.context.db.query(sql`insert into users (tenant_id, email, first_name, last_name, role, password_hash)
        values (${tenantId}, ${email}, 'Olga', 'Oracle', 'Viewer', ${hash})`);
    }
    api = apiClient(server.baseUrl);
  }, 300_000);
  afterAll(async () => {
    await client.close();
    await server?.stop();
  });
  const send = (method: string, path: string, body?: object) =>
    client.request(`${server.baseUrl}/api${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });

  it('answers a password change with a wrong old password alike, in body and time, for existing and unknown accounts', async () => {
    const timing = await timeBoth((kind, index) =>
      send('PUT', '/password', {
        login: (kind === 'existing' ? existing : unknown)[index],
        oldPassword: 'Not-the-password-1',
        newPassword: 'Whatever-new-pass-9',
      }),
    );
    for (const answer of [...timing.answers.existing, ...timing.answers.unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'The old password is not correct.' });
    }
    expect(timing, `medians ${timing.existing.toFixed(1)} ms (existing) and ${timing.unknown.toFixed(1)} ms (unknown)`).toMatchObject({
      alike: true,
    });
  }, 180_000);

  it('answers a reset-code request alike, in body and time, and still mails the code to an existing account', async () => {
    const timing = await timeBoth(
      (kind, index) =>
        send('POST', `/password/SendPasswordResetLink?loginEmail=${encodeURIComponent((kind === 'existing' ? existing : unknown)[index])}`),
      async (kind, index) => kind === 'existing' && (await readResetCode(server.dataDir, existing[index])),
    );
    for (const answer of [...timing.answers.existing, ...timing.answers.unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'A one time reset code has been sent on your email' });
    }
    expect(timing, `medians ${timing.existing.toFixed(1)} ms (existing) and ${timing.unknown.toFixed(1)} ms (unknown)`).toMatchObject({
      alike: true,
    });
    expect(mailsTo(server.dataDir, unknown[0])).toEqual([]);
  }, 120_000);

  it('refuses a reset code alike for an unknown account, an account without a code and a wrong code', async () => {
    const reset = (login: string) =>
      api.call('POST', '/password/reset', { body: { login, resetToken: '000000', newPassword: 'Whatever-new-pass-9' } });
    const code = await readResetCode(server.dataDir, existing[1]);
    const wrongCode = await api.call('POST', '/password/reset', {
      body: { login: existing[1], resetToken: code === '111111' ? '222222' : '111111', newPassword: 'Whatever-new-pass-9' },
    });
    const answers = [await reset('nobody-else@acme.example'), await reset(withoutCode), wrongCode];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: { resetToken: ['The code is invalid or has expired.'] } });
    }
  });
});

describe.each(behaviourEngines)('no device oracle on %s', (engine) => {
  let suite: Suite;
  const register = (token: string, body: object) => suite.api.call('POST', '/sensors', { token, body });

  beforeAll(async () => {
    suite = await startSuite(engine);
    expect((await register(suite.tokens.Globex, { uniqueId: '860000000000001', name: 'Globex tracker' })).status).toBe(200);
    expect((await register(suite.tokens.Operator, { uniqueId: '860000000000002', name: 'Acme tracker' })).status).toBe(200);
  }, 300_000);
  afterAll(() => suite?.server.stop());

  it('answers "not available" for another tenant’s identifier, on create and update, naming neither tenant nor device', async () => {
    const created = await register(suite.tokens.Operator, { uniqueId: '860000000000001', name: 'Mine' });
    expect(created.status).toBe(409);
    expect(created.body).toEqual({ code: 3101, message: 'This identifier is not available.' });

    const mine = (await suite.api.call<Schema<'Sensor'>[]>('GET', '/sensors?query=860000000000002', { token: suite.tokens.Operator }))
      .body[0];
    const renamed = await suite.api.call('PUT', `/sensors/${mine.id}`, {
      token: suite.tokens.Operator,
      body: { uniqueId: '860000000000001', name: 'Acme tracker' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ code: 3101, message: 'This identifier is not available.' });
  });

  it('names the caller’s own device holding the identifier', async () => {
    const response = await register(suite.tokens.Operator, { uniqueId: '860000000000002', name: 'Again' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ code: 3101, message: 'This identifier is already used by your device "Acme tracker".' });
  });

  it('shows a SysAdmin which tenant’s device holds it', async () => {
    const acme = suite.users.Operator.tenantId as string;
    const response = await register(suite.tokens.SysAdmin, { uniqueId: '860000000000001', name: 'Moved', tenantId: acme });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 3101,
      message: 'This identifier is already used by the device "Globex tracker" of Globex Transport.',
    });
  });
});

describe.each(behaviourEngines)('no e-mail oracle on %s', (engine) => {
  let suite: Suite;
  const client = timedClient();
  const createUser = (token: string, email: string, extra: object = {}) =>
    client.request(`${suite.server.baseUrl}/api/users/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, fullName: { firstName: 'Eve', lastName: 'Elsewhere' }, role: 'Viewer', ...extra }),
    });

  beforeAll(async () => {
    suite = await startSuite(engine);
  }, 300_000);
  afterAll(async () => {
    await client.close();
    await suite?.server.stop();
  });

  it('answers "not available" for another tenant’s address, on create and update, in the status and time of a clash in the own tenant', async () => {
    const globexAddress = suite.users.Globex.email;
    const acmeAddress = suite.users.Viewer.email;
    const timing = await timeBoth((kind) =>
      createUser(suite.tokens.Admin, kind === 'existing' ? acmeAddress : globexAddress.toUpperCase()),
    );
    for (const answer of timing.answers.unknown) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 3101, message: 'This e-mail address is not available.' });
    }
    for (const answer of timing.answers.existing) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 3101, message: 'This e-mail address is already used by your user "Vera Viewer".' });
    }
    expect(
      timing,
      `medians ${timing.existing.toFixed(1)} ms (own tenant) and ${timing.unknown.toFixed(1)} ms (another tenant)`,
    ).toMatchObject({ alike: true });

    const viewer = suite.users.Viewer;
    const moved = await suite.api.call('PUT', `/users/${viewer.id}`, {
      token: suite.tokens.Admin,
      body: { email: globexAddress, fullName: viewer.fullName, role: viewer.role },
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ code: 3101, message: 'This e-mail address is not available.' });
  }, 180_000);

  it('shows a SysAdmin whose address it is, and in which tenant', async () => {
    const answer = await createUser(suite.tokens.SysAdmin, suite.users.Globex.email, { tenantId: suite.users.Viewer.tenantId });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 3101,
      message: 'This e-mail address is already used by the user "Gus Globex" of Globex Transport.',
    });
  });
});
