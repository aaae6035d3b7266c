import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { readResetCode } from '../support/outbox';

describe.each(behaviourEngines)('authentication on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.stop());

  it('signs in with the right password and clientId web, and refuses other clients', async () => {
    const session = await api.login(accounts.admin.email, accounts.admin.password);
    expect(session.user).toMatchObject({ email: accounts.admin.email, role: 'Admin', fullName: { firstName: 'Ada' } });
    const me = await api.call<Schema<'User'>>('GET', '/users/me', { token: session.accessToken });
    expect(me.body.email).toBe(accounts.admin.email);

    const otherClient = await api.call<Schema<'ValidationErrors'>>('POST', '/authentication/email', {
      body: { ...accounts.admin, clientId: 'ios', appPackageName: 'x' },
    });
    expect(otherClient.status).toBe(400);
    expect(otherClient.body.errors.clientId).toBeDefined();
  });

  it('answers 401 with an error text for a wrong password, and the same for an unknown account', async () => {
    for (const email of [accounts.viewer.email, 'nobody@acme.example']) {
      const response = await api.call('POST', '/authentication/email', {
        body: { email, password: 'wrong-password', clientId: 'web', appPackageName: 'x' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid email or password.' });
    }
  });

  it('rotates the refresh token and revokes the whole family when a spent one is reused', async () => {
    const first = await api.login(accounts.operator.email, accounts.operator.password);
    const refresh = (refreshToken: string) =>
      api.call<Schema<'AuthSession'>>('POST', '/authentication/refreshtoken', {
        body: { refreshToken, clientId: 'web', appPackageName: 'x' },
      });

    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    // The thief's replay also ends the legitimate holder's newest token.
    expect((await refresh(third.body.refreshToken)).status).toBe(401);
  });

  it('makes a new account change its password (3102) before it can sign in', async () => {
    const body = { email: accounts.newcomer.email, password: accounts.newcomer.password, clientId: 'web', appPackageName: 'x' };
    const blocked = await api.call<Schema<'Conflict'>>('POST', '/authentication/email', { body });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe(3102);
    expect(blocked.body.message).toEqual(expect.any(String));

    const weak = await api.call<Schema<'ValidationErrors'>>('PUT', '/password', {
      body: { login: accounts.newcomer.email, oldPassword: accounts.newcomer.password, newPassword: 'password1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword[0]).toMatch(/common/);

    const changed = await api.call('PUT', '/password', {
      body: { login: accounts.newcomer.email, oldPassword: accounts.newcomer.password, newPassword: 'Quiet-harbour-lamp-42' },
    });
    expect(changed.status).toBe(200);
    const session = await api.login(accounts.newcomer.email, 'Quiet-harbour-lamp-42');
    expect(session.user.email).toBe(accounts.newcomer.email);
  });

  it('resets a password with the one-time code from the outbox, once only', async () => {
    const sent = await api.call('POST', `/password/SendPasswordResetLink?loginEmail=${encodeURIComponent(accounts.viewer.email)}`);
    expect(sent.status).toBe(200);
    const code = await readResetCode(server.dataDir, accounts.viewer.email);

    const wrong = await api.call<Schema<'ValidationErrors'>>('POST', '/password/reset', {
      body: { login: accounts.viewer.email, resetToken: code === '000000' ? '111111' : '000000', newPassword: 'Another-good-pass-7' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.resetToken).toBeDefined();

    const reset = { login: accounts.viewer.email, resetToken: code, newPassword: 'Another-good-pass-7' };
    expect((await api.call('POST', '/password/reset', { body: reset })).status).toBe(200);
    expect((await api.login(accounts.viewer.email, 'Another-good-pass-7')).user.email).toBe(accounts.viewer.email);
    expect((await api.call('POST', '/password/reset', { body: reset })).status).toBe(400);
  });

  it('does not reveal whether an address has an account when asked for a reset code', async () => {
    const response = await api.call('POST', '/password/SendPasswordResetLink?loginEmail=nobody%40acme.example');
    expect(response.status).toBe(200);
  });

  it('refuses calls without a valid access token and roles the contract does not allow', async () => {
    expect((await api.call('GET', '/users')).status).toBe(401);
    expect((await api.call('GET', '/users', { token: 'not-a-token' })).status).toBe(401);
    const operator = await api.login(accounts.operator.email, accounts.operator.password);
    const forbidden = await api.call<Schema<'Error'>>('GET', '/tenants/All', { token: operator.accessToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toEqual(expect.any(String));
  });
});
