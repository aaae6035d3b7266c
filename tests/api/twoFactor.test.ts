import sql from 'sql-template-tag';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

/** The server's clock, fixed by the test and moved on by it: TOTP codes depend on it. */
let now = Date.UTC(2026, 4, 4, 9, 0, 0);
const codeAt = (secret: string, timestamp = now) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
const loginBody = (account: { email: string; password: string }, twoFactorCode?: string) => ({
  email: account.email,
  password: account.password,
  clientId: 'web',
  appPackageName: 'x',
  ...(twoFactorCode ? { twoFactorCode } : {}),
});

// Each sign-in hashes a password (scrypt) and a test signs in several times: generous on a loaded machine.
describe.each(behaviourEngines)('two-factor sign-in on %s', { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  type Session = Schema<'AuthSession'>;
  type Conflict = Schema<'Conflict'>;
  const signIn = <Answer = unknown>(account: { email: string; password: string }, code?: string, ip = '10.1.0.1') =>
    api.call<Answer>('POST', '/authentication/email', { body: loginBody(account, code), headers: { 'x-forwarded-for': ip } });

  /** Enrols the account: answers its secret and recovery codes. */
  async function enrol(account: { email: string; password: string }) {
    const { accessToken } = await api.login(account.email, account.password);
    const started = await api.call<Schema<'TwoFactorEnrolment'>>('POST', '/users/me/two-factor/enrolment', { token: accessToken });
    expect(started.status).toBe(200);
    expect(started.body.otpauthUri).toContain(`secret=${started.body.secret}`);
    const confirmed = await api.call<Schema<'RecoveryCodes'>>('POST', '/users/me/two-factor/confirm', {
      token: accessToken,
      body: { code: codeAt(started.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes, accessToken };
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, clock: () => now, config: { trustProxy: ['127.0.0.1'] } });
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    now += 120_000;
    await server.context.db.query(sql`delete from sign_in_failures`);
  });

  it('signs in users without two-factor exactly as before, ignoring a code they send', async () => {
    const plain = await signIn<Session>(accounts.viewer);
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken', 'user']);
    expect((await signIn(accounts.viewer, '123456')).status).toBe(200);
    const status = await api.call('GET', '/users/me/two-factor', { token: plain.body.accessToken });
    expect(status.body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  });

  it('enrols with a first code, then asks for a code (3105) and signs in with it; a code is spent once', async () => {
    const { secret, accessToken } = await enrol(accounts.operator);
    expect((await api.call('GET', '/users/me/two-factor', { token: accessToken })).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect((await api.call('POST', '/users/me/two-factor/enrolment', { token: accessToken })).status).toBe(409);

    const asked = await signIn<Conflict>(accounts.operator);
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe(3105);
    expect(asked.body).not.toHaveProperty('accessToken');

    now += 60_000;
    const code = codeAt(secret);
    const signedIn = await signIn<Session>(accounts.operator, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(accounts.operator.email);
    const replay = await signIn(accounts.operator, code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: 'The code is not valid.' });
    // A code of an earlier step than the last accepted one is refused too.
    expect((await signIn(accounts.operator, codeAt(secret, now - 30_000))).status).toBe(401);
  });

  it('signs in once with each recovery code', async () => {
    const { recoveryCodes, secret } = await enrol(accounts.admin);
    const recovery = recoveryCodes[3].toLowerCase();
    expect((await signIn(accounts.admin, recovery)).status).toBe(200);
    expect((await signIn(accounts.admin, recovery)).status).toBe(401);
    const { accessToken } = (await signIn<Session>(accounts.admin, recoveryCodes[4])).body;
    expect((await api.call<Schema<'TwoFactorStatus'>>('GET', '/users/me/two-factor', { token: accessToken })).body.recoveryCodesLeft).toBe(
      8,
    );
    // Turning it off needs a current code or the password; a wrong one answers 400.
    expect(
      (await api.call('POST', '/users/me/two-factor/disable', { token: accessToken, body: { password: 'wrong-password' } })).status,
    ).toBe(400);
    now += 60_000;
    expect((await api.call('POST', '/users/me/two-factor/disable', { token: accessToken, body: { code: codeAt(secret) } })).status).toBe(
      200,
    );
    expect((await signIn(accounts.admin)).status).toBe(200);
  });

  it('counts wrong codes as failed sign-ins: throttled with 429 after five at one address', async () => {
    await enrol(accounts.globex);
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(accounts.globex, '000000', '10.2.0.1')).status).toBe(401);
    const blocked = await signIn(accounts.globex, '000000', '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up by this one's guessing.
    expect((await signIn<Conflict>(accounts.globex, undefined, '10.3.0.1')).body.code).toBe(3105);
  });

  it('makes users of a tenant that requires it enrol at sign-in (3106); an Admin sets it for its own tenant only', async () => {
    const adminSession = (await signIn<Session>(accounts.admin)).body;
    const viewerToken = (await signIn<Session>(accounts.viewer)).body.accessToken;
    const acme = adminSession.user.tenantId as string;
    const [globex] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Globex Transport'`);
    const put = (token: string, tenantId: string, required: boolean) =>
      api.call('PUT', `/tenants/${tenantId}/two-factor`, { token, body: { required } });
    expect((await put(viewerToken, acme, true)).status).toBe(403);
    expect((await put(adminSession.accessToken, globex.id, true)).status).toBe(404);
    expect((await api.call('GET', `/tenants/${globex.id}/two-factor`, { token: adminSession.accessToken })).status).toBe(404);
    expect((await put(adminSession.accessToken, acme, true)).body).toEqual({ required: true });

    const asked = await signIn<Conflict>(accounts.viewer);
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe(3106);
    // The contract gives a conflict its enrolment with code 3106 only.
    const { secret, otpauthUri } = asked.body.enrolment!;
    expect(otpauthUri).toContain(secret);
    // Asking again shows the same secret, so a reloaded page shows the QR code already scanned.
    expect((await signIn<Conflict>(accounts.viewer)).body.enrolment!.secret).toBe(secret);
    expect((await signIn(accounts.viewer, '000000')).status).toBe(401);

    const enrolled = await signIn<Session>(accounts.viewer, codeAt(secret));
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect((await api.call('GET', '/users/me/two-factor', { token: enrolled.body.accessToken })).body).toMatchObject({
      enabled: true,
      required: true,
    });
    now += 60_000;
    expect((await signIn<Conflict>(accounts.viewer)).body.code).toBe(3105);
    expect((await signIn(accounts.viewer, codeAt(secret))).status).toBe(200);
    expect((await put(adminSession.accessToken, acme, false)).body).toEqual({ required: false });
  });
});
