import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { startTestProvider, type ProviderUser, type TestProvider } from '../support/oidcProvider';
import { followCallback, providerCallback, providerSignOut, startSignIn } from '../support/ssoBrowserless';

const person = (login: string, groups: string[], email = `${login}@acme.example`): ProviderUser => ({
  login,
  email,
  givenName: login[0].toUpperCase() + login.slice(1),
  familyName: 'Provider',
  groups,
});

describe.each(behaviourEngines)('single sign-on through a tenant OpenID provider on %s', { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let provider: TestProvider;
  let admin: string;
  let sysadmin: string;
  let acmeId: string;
  let globexId: string;
  const users = [
    person('ada', ['fleet-admins', 'fleet-dispatch']),
    person('otto', ['fleet-dispatch', 'fleet-admins']),
    person('vic', ['everyone']),
    person('nobody', []),
    person('vera', ['fleet-dispatch'], accounts.viewer.email),
    person('gus', ['fleet-dispatch'], accounts.globex.email),
  ];
  const callbackUrl = () => `${server.baseUrl}/api/authentication/sso/callback`;

  const settings = (overrides: Partial<Schema<'TenantSsoInput'>> = {}): Schema<'TenantSsoInput'> => ({
    displayName: 'Acme ID',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: 'openid email profile groups',
    groupsClaim: 'groups',
    // First match wins: ada (admins first) is an Admin, otto (dispatch first in his groups, admins too) as well.
    roleRules: [
      { group: 'fleet-admins', role: 'Admin' },
      { group: 'fleet-dispatch', role: 'Operator' },
    ],
    defaultRole: null,
    createAccounts: true,
    emailDomains: ['Acme.example'],
    requireSso: false,
    ...overrides,
  });
  const configure = (body: Schema<'TenantSsoInput'>, tenantId = acmeId, token = admin) =>
    api.call<Schema<'TenantSso'>>('PUT', `/tenants/${tenantId}/sso`, { token, body });

  /** The whole browser round: start, the provider's form, our callback; answers the code or the refusal. */
  async function signInAs(login: string, tenantId = acmeId) {
    return followCallback(await providerCallback(await startSignIn(api, tenantId), login, callbackUrl()));
  }
  async function sessionOf(login: string) {
    const { code, error } = await signInAs(login);
    expect(error).toBeUndefined();
    const taken = await api.call<Schema<'AuthSession'>>('POST', '/authentication/sso/session', { body: { code } });
    expect(taken.status).toBe(200);
    return taken.body;
  }
  /** The newest audit entry of an action. */
  const lastAudit = async (action: string) =>
    (
      await server.context.db.query<{
        tenant_id: string | null;
        actor_email: string | null;
        sign_in_method: string | null;
        after: Record<string, unknown>;
      }>(sql`select tenant_id, actor_email, sign_in_method, after from audit_log where action = ${action} order by id desc limit 1`)
    )[0];
  const userCount = async (email: string) => (await server.context.db.query(sql`select 1 from users where email = ${email}`)).length;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    provider = await startTestProvider(users, [`${server.baseUrl}/api/authentication/sso/callback`], {
      postLogoutRedirectUris: [`${server.baseUrl}/auth/login`],
    });
    admin = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    sysadmin = (await api.login(accounts.sysadmin.email, accounts.sysadmin.password)).accessToken;
    const tenantOf = async (name: string) =>
      (await server.context.db.query<{ id: string }>(sql`select id from tenants where name = ${name}`))[0].id;
    acmeId = await tenantOf('Acme Logistics');
    globexId = await tenantOf('Globex Transport');
  });
  afterAll(async () => {
    await provider?.stop();
    await server?.stop();
  });
  beforeEach(async () => {
    expect((await configure(settings())).status).toBe(200);
  });

  it('keeps the settings with the client secret sealed: never answered, not stored in clear, kept when not sent again', async () => {
    const read = await api.call<Schema<'TenantSso'>>('GET', `/tenants/${acmeId}/sso`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...settings({ emailDomains: ['acme.example'] }), clientSecret: undefined, tenantId: acmeId });
    expect(JSON.stringify(read.body)).not.toContain(provider.clientSecret);
    const [stored] = await server.context.db.query<{ sealed: string }>(
      sql`select client_secret_sealed as sealed from tenant_sso where tenant_id = ${acmeId}`,
    );
    expect(stored.sealed).not.toContain(provider.clientSecret);

    expect((await configure(settings({ displayName: 'Acme people', clientSecret: undefined }))).body.displayName).toBe('Acme people');
    expect((await signInAs('ada')).code).toBeDefined();
  });

  it("lets only SysAdmins and the tenant's Admin set it, and refuses settings that cannot work", async () => {
    const operator = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    expect((await configure(settings(), acmeId, operator)).status).toBe(403);
    expect((await api.call('GET', `/tenants/${globexId}/sso`, { token: admin })).status).toBe(404);
    expect((await configure(settings(), globexId, admin)).status).toBe(404);

    const noSecret = await configure(settings({ emailDomains: [], clientSecret: undefined }), globexId, sysadmin);
    expect(noSecret.status).toBe(400);
    expect(noSecret.body).toEqual({ errors: { clientSecret: ['This field is required.'] } });
    expect((await configure(settings({ scopes: 'email profile' }))).status).toBe(400);
    expect((await configure(settings({ issuer: 'http://idp.example.com' }))).status).toBe(400);
    const unreachable = await configure(settings({ issuer: 'http://127.0.0.1:9/nothing' }));
    expect(unreachable.status).toBe(400);
    expect(Object.keys((unreachable.body as unknown as Schema<'ValidationErrors'>).errors)).toEqual(['issuer']);
    const taken = await configure(settings({ emailDomains: ['acme.example'] }), globexId, sysadmin);
    expect(taken.status).toBe(409);
  });

  it('offers the provider to addresses of its domains only', async () => {
    const found = await api.call<Schema<'SsoDiscovery'>>('POST', '/authentication/sso/discover', {
      body: { email: 'Someone@ACME.example' },
    });
    expect(found.body).toEqual({ provider: { tenantId: acmeId, displayName: 'Acme ID', requireSso: false } });
    const none = await api.call<Schema<'SsoDiscovery'>>('POST', '/authentication/sso/discover', { body: { email: accounts.globex.email } });
    expect(none.body).toEqual({ provider: null });
    const byTenant = await api.call<Schema<'SsoDiscovery'>>('POST', '/authentication/sso/discover', { body: { tenantId: acmeId } });
    expect(byTenant.body).toEqual(found.body);
    expect((await api.call('GET', `/authentication/sso/start?tenantId=${globexId}`)).status).toBe(404);
  });

  it('gives the role of the first rule matching the groups, makes the account at first sign-in, and follows the groups at every sign-in', async () => {
    const ada = await sessionOf('ada');
    expect(ada.user).toMatchObject({
      email: 'ada@acme.example',
      role: 'Admin',
      tenantId: acmeId,
      fullName: { firstName: 'Ada', lastName: 'Provider' },
    });
    // The session is ours: the API takes its access token with the role of the groups.
    const adminOnly = `/tenants/${acmeId}/sso`;
    expect((await api.call('GET', adminOnly, { token: ada.accessToken })).status).toBe(200);
    // The audit log says who signed in, and how; their writes say so too.
    expect(await lastAudit('takeSsoSession')).toMatchObject({
      tenant_id: acmeId,
      actor_email: 'ada@acme.example',
      sign_in_method: 'sso',
      after: { outcome: 'succeeded' },
    });
    expect((await api.call('PUT', `/tenants/${acmeId}/two-factor`, { token: ada.accessToken, body: { required: false } })).status).toBe(
      200,
    );
    expect(await lastAudit('setTenantTwoFactorPolicy')).toMatchObject({ actor_email: 'ada@acme.example', sign_in_method: 'sso' });

    // Rules are read in their order, not the user's groups': otto is in fleet-admins too.
    const first = await sessionOf('otto');
    expect(first.user.role).toBe('Admin');
    expect(
      (
        await configure(
          settings({
            roleRules: [
              { group: 'fleet-dispatch', role: 'Operator' },
              { group: 'fleet-admins', role: 'Admin' },
            ],
          }),
        )
      ).status,
    ).toBe(200);
    const demoted = await sessionOf('otto');
    expect(demoted.user.role).toBe('Operator');
    expect((await api.call('GET', adminOnly, { token: demoted.accessToken })).status).toBe(403);
    // The session holding the old role ended with the change.
    expect((await api.call('GET', adminOnly, { token: first.accessToken })).status).toBe(401);
    expect(await userCount('otto@acme.example')).toBe(1);
  });

  it('reads the groups from userinfo when the ID token has none', async () => {
    const userinfoProvider = await startTestProvider(users, [callbackUrl()], { claimsIn: 'userinfo' });
    try {
      expect((await configure(settings({ issuer: userinfoProvider.issuer }))).status).toBe(200);
      expect((await sessionOf('ada')).user).toMatchObject({ email: 'ada@acme.example', role: 'Admin' });
    } finally {
      await userinfoProvider.stop();
    }
  });

  it('refuses a user whose groups match no rule, unless a default role is set', async () => {
    const refused = await signInAs('vic');
    expect(refused).toEqual({ error: 'Your groups give you no access here. Please ask your administrator.' });
    expect(await userCount('vic@acme.example')).toBe(0);
    expect(await lastAudit('finishSso')).toMatchObject({
      tenant_id: acmeId,
      actor_email: 'vic@acme.example',
      sign_in_method: 'sso',
      after: { outcome: 'failed', reason: refused.error },
    });

    expect((await configure(settings({ defaultRole: 'Viewer' }))).status).toBe(200);
    expect((await sessionOf('vic')).user.role).toBe('Viewer');
  });

  it("links an existing user of the tenant by address, refuses another tenant's, and makes no account when told not to", async () => {
    expect((await sessionOf('vera')).user).toMatchObject({ email: accounts.viewer.email, role: 'Operator' });
    expect(await signInAs('gus')).toEqual({ error: 'This address belongs to another organisation. Please ask your administrator.' });
    expect((await configure(settings({ createAccounts: false, defaultRole: 'Viewer' }))).status).toBe(200);
    expect(await signInAs('nobody')).toEqual({ error: 'You have no account here yet. Please ask your administrator.' });
    expect(await userCount('nobody@acme.example')).toBe(0);
  });

  it('refuses a wrong state, a callback replayed, a code replayed under a new state, and a one-time code taken twice', async () => {
    const callback = await providerCallback(await startSignIn(api, acmeId), 'ada', callbackUrl());
    const forged = new URL(callback);
    forged.searchParams.set('state', 'a-state-we-never-issued');
    expect((await followCallback(forged.href)).error).toBe('This sign-in has expired or was already used. Please try again.');

    const { code } = await followCallback(callback);
    expect(code).toBeDefined();
    expect((await followCallback(callback)).error).toBe('This sign-in has expired or was already used. Please try again.');

    // The provider's code of that sign-in, brought back under the state of a new one: the provider refuses it.
    const fresh = new URL(await providerCallback(await startSignIn(api, acmeId), 'ada', callbackUrl()));
    fresh.searchParams.set('code', new URL(callback).searchParams.get('code') as string);
    expect((await followCallback(fresh.href)).error).toBe("Your sign-in provider's answer was refused. Please try again.");

    expect((await api.call('POST', '/authentication/sso/session', { body: { code } })).status).toBe(200);
    expect((await api.call('POST', '/authentication/sso/session', { body: { code } })).status).toBe(401);
  });

  it("refuses tokens of another issuer than the tenant's", async () => {
    // A discovery document naming itself the issuer but pointing at the test provider's endpoints: every
    // answer of that provider carries its own issuer, which is not the tenant's.
    const impostor = createServer(async (request, response) => {
      const real = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          ...real,
          issuer: `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`,
          authorization_response_iss_parameter_supported: false,
        }),
      );
      void request;
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    try {
      const issuer = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
      expect((await configure(settings({ issuer }))).status).toBe(200);
      const callback = await providerCallback(await startSignIn(api, acmeId), 'ada', callbackUrl());
      expect(new URL(callback).searchParams.get('iss')).toBe(provider.issuer);
      expect((await followCallback(callback)).error).toBe("Your sign-in provider's answer was refused. Please try again.");

      // Without the `iss` parameter the code is exchanged, and the ID token's issuer is refused.
      const again = new URL(await providerCallback(await startSignIn(api, acmeId), 'ada', callbackUrl()));
      again.searchParams.delete('iss');
      expect((await followCallback(again.href)).error).toBe("Your sign-in provider's answer was refused. Please try again.");
      expect(await userCount('ada@acme.example')).toBeLessThanOrEqual(1);
    } finally {
      await new Promise((resolve) => impostor.close(resolve));
    }
  });

  it('refreshes like a password session while the provider does, and ends it at the next refresh once the user is disabled there', async () => {
    const session = await sessionOf('vera');
    const refresh = (refreshToken: string) =>
      api.call<Schema<'AuthSession'>>('POST', '/authentication/refreshtoken', {
        body: { refreshToken, clientId: 'web', appPackageName: 'x' },
      });
    const renewed = await refresh(session.refreshToken);
    expect(renewed.status).toBe(200);
    // The renewed access token still says it came through single sign-on.
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sm?: string };
    expect(claims(renewed.body.accessToken).sm).toBe('sso');
    expect(claims((await api.login(accounts.admin.email, accounts.admin.password)).accessToken).sm).toBeUndefined();

    provider.disable('vera');
    const ended = await refresh(renewed.body.refreshToken);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ error: 'Your sign-in provider ended this session. Please sign in again.' });
    // The access token of the session ends with it.
    expect((await api.call('GET', '/users/me', { token: renewed.body.accessToken })).status).toBe(401);
  });

  it("signs out at the provider too: our session ends, and the provider's end-session endpoint brings the browser back to our sign-in page", async () => {
    const session = await sessionOf('ada');
    const keptIdTokens = async () =>
      (await server.context.db.query(sql`select 1 from sso_sessions where provider_id_token_sealed is not null`)).length;
    const keptBefore = await keptIdTokens();
    const signedOut = await api.call<Schema<'SignedOut'>>('POST', '/authentication/logout', {
      body: { refreshToken: session.refreshToken },
    });
    expect(signedOut.status).toBe(200);
    const endSession = new URL(signedOut.body.endSessionUrl as string);
    const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as {
      end_session_endpoint: string;
    };
    expect(`${endSession.origin}${endSession.pathname}`).toBe(discovery.end_session_endpoint);
    expect(endSession.searchParams.get('client_id')).toBe(provider.clientId);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.baseUrl}/auth/login`);
    // The hint is the ID token of this sign-in: issued to us, for ada.
    const hint = endSession.searchParams.get('id_token_hint') as string;
    const claims = JSON.parse(Buffer.from(hint.split('.')[1], 'base64url').toString()) as { aud: string; sub: string };
    expect(claims).toMatchObject({ aud: provider.clientId, sub: 'ada' });

    // Our session ended as for any sign-out, and nothing of the provider's session is kept.
    const refreshed = await api.call('POST', '/authentication/refreshtoken', {
      body: { refreshToken: session.refreshToken, clientId: 'web', appPackageName: 'x' },
    });
    expect(refreshed.status).toBe(401);
    expect(await keptIdTokens()).toBe(keptBefore - 1);

    // The provider accepts the request, ends its session and sends the browser back to our sign-in page.
    expect(await providerSignOut(endSession.href, server.baseUrl)).toBe(`${server.baseUrl}/auth/login`);

    // A password session signs out here only.
    const password = await api.call<Schema<'AuthSession'>>('POST', '/authentication/email', {
      body: { email: accounts.operator.email, password: accounts.operator.password, clientId: 'web', appPackageName: 'x' },
    });
    const local = await api.call<Schema<'SignedOut'>>('POST', '/authentication/logout', {
      body: { refreshToken: password.body.refreshToken },
    });
    expect(local.body).toEqual({ message: 'Signed out.' });
  });

  it('signs out here only when the provider offers no end-session endpoint, and keeps no ID token then', async () => {
    const plain = await startTestProvider(users, [callbackUrl()], { endSession: false });
    try {
      expect((await configure(settings({ issuer: plain.issuer }))).status).toBe(200);
      const session = await sessionOf('ada');
      const [kept] = await server.context.db.query<{ sealed: string | null }>(
        sql`select provider_id_token_sealed as sealed from sso_sessions order by created_at desc limit 1`,
      );
      expect(kept.sealed).toBeNull();
      const signedOut = await api.call<Schema<'SignedOut'>>('POST', '/authentication/logout', {
        body: { refreshToken: session.refreshToken },
      });
      expect(signedOut.body).toEqual({ message: 'Signed out.' });
    } finally {
      await plain.stop();
    }
  });

  it('refuses password sign-in to a tenant that requires single sign-on, but never to a SysAdmin', async () => {
    expect((await configure(settings({ requireSso: true }))).status).toBe(200);
    const refused = await api.call<Schema<'Conflict'>>('POST', '/authentication/email', {
      body: { email: accounts.operator.email, password: accounts.operator.password, clientId: 'web', appPackageName: 'x' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(3110);
    expect((await api.login(accounts.sysadmin.email, accounts.sysadmin.password)).accessToken).toBeTruthy();
    expect((await api.call('DELETE', `/tenants/${acmeId}/sso`, { token: sysadmin })).status).toBe(200);
    expect((await api.call('GET', `/tenants/${acmeId}/sso`, { token: admin })).body).toBeNull();
    expect((await api.login(accounts.operator.email, accounts.operator.password)).accessToken).toBeTruthy();
  });
});
