import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { startTestProvider, type ProviderUser, type TestProvider } from '../support/oidcProvider';
import { followCallback, providerCallback, startSignIn } from '../support/ssoBrowserless';

const person = (login: string, groups: string[]): ProviderUser => ({
  login,
  email: `${login}@acme.example`,
  givenName: login[0].toUpperCase() + login.slice(1),
  familyName: 'Provider',
  groups,
});

describe.each(behaviourEngines)('personal API keys on %s', { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let provider: TestProvider;
  let admin: string;
  let acmeId: string;
  const users = [
    person('paula', ['fleet-admins']),
    person('sam', ['fleet-dispatch']),
    person('dora', ['fleet-dispatch']),
    person('ivan', ['fleet-dispatch']),
  ];
  const rules = (first: string): Schema<'TenantSsoInput'>['roleRules'] => [
    { group: first, role: 'Admin' },
    { group: first === 'fleet-admins' ? 'fleet-dispatch' : 'fleet-admins', role: 'Operator' },
  ];
  const configure = (roleRules: Schema<'TenantSsoInput'>['roleRules']) =>
    api.call('PUT', `/tenants/${acmeId}/sso`, {
      token: admin,
      body: {
        displayName: 'Acme ID',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        scopes: 'openid email profile groups offline_access',
        groupsClaim: 'groups',
        roleRules,
        defaultRole: null,
        createAccounts: true,
        emailDomains: ['acme.example'],
        requireSso: false,
      },
    });

  async function sessionOf(login: string) {
    const callback = await providerCallback(await startSignIn(api, acmeId), login, `${server.baseUrl}/api/authentication/sso/callback`);
    const { code } = await followCallback(callback);
    const taken = await api.call<Schema<'AuthSession'>>('POST', '/authentication/sso/session', { body: { code } });
    expect(taken.status).toBe(200);
    return taken.body;
  }
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const makeKey = (token: string, body: Partial<Schema<'PersonalApiKeyInput'>> = {}) =>
    api.call<Schema<'NewApiKey'>>('POST', '/users/me/apiKeys', {
      token,
      body: { name: 'My script', role: 'Operator', expiresAt: inDays(30), ...body },
    });
  const myKeys = async (token: string) => (await api.call<Schema<'ApiKey'>[]>('GET', '/users/me/apiKeys', { token })).body;
  const yard = { name: 'Personal yard', shape: 'circle', center: { latitude: 52.5, longitude: 13.4 }, radiusMeters: 200 };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    provider = await startTestProvider(users, [`${server.baseUrl}/api/authentication/sso/callback`]);
    admin = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    [{ id: acmeId }] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    expect((await configure(rules('fleet-admins'))).status).toBe(200);
  });
  afterAll(async () => {
    await provider?.stop();
    await server?.stop();
  });

  it('lets a user signed in through the provider make a key that acts as them, shown once, listed as theirs', async () => {
    const sam = await sessionOf('sam');
    expect(sam.user.role).toBe('Operator');
    const made = await makeKey(sam.accessToken);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'My script', role: 'Operator', owner: 'sam@acme.example', createdBy: 'sam@acme.example' });

    const fence = await api.call<Schema<'Geofence'>>('POST', '/geofences', { token: made.body.key, body: yard });
    expect(fence.status).toBe(200);
    // The log names the user, and the key they used.
    const [entry] = (await api.call<Schema<'AuditEntry'>[]>('GET', `/audit?objectId=${fence.body.id}`, { token: admin })).body;
    expect(entry).toMatchObject({
      actorKeyId: made.body.id,
      actorUserId: sam.user.id,
      actorEmail: 'sam@acme.example',
      signInMethod: 'apiKey',
    });

    const listed = await myKeys(sam.accessToken);
    expect(listed.map((key) => key.id)).toEqual([made.body.id]);
    expect(listed[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(made.body.key);
    // A key makes no keys, personal ones neither.
    expect((await makeKey(made.body.key)).status).toBe(403);
  });

  it("is never made above the user's role, nor for longer than 90 days", async () => {
    const sam = await sessionOf('sam');
    const tooHigh = await makeKey(sam.accessToken, { role: 'Admin' });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toEqual({ errors: { role: ['Cannot be higher than your own role.'] } });
    const tooLong = await makeKey(sam.accessToken, { expiresAt: inDays(91) });
    expect(tooLong.body).toEqual({ errors: { expiresAt: ['Must be at most 90 days ahead.'] } });
  });

  it("acts with no more than the user's current role once their groups demote them at a sign-in", async () => {
    const paula = await sessionOf('paula');
    expect(paula.user.role).toBe('Admin');
    const { body: key } = await makeKey(paula.accessToken, { role: 'Admin' });
    const adminOnly = `/tenants/${acmeId}/sso`;
    expect((await api.call('GET', adminOnly, { token: key.key })).status).toBe(200);
    try {
      expect((await configure(rules('nobody-group'))).status).toBe(200);
      expect((await sessionOf('paula')).user.role).toBe('Operator');
      expect((await api.call('GET', adminOnly, { token: key.key })).status).toBe(403);
      expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(200);
    } finally {
      expect((await configure(rules('fleet-admins'))).status).toBe(200);
    }
  });

  it('stops working while the provider refuses the user (seen at their next refresh) and for good once the user is deleted', async () => {
    const dora = await sessionOf('dora');
    const { body: key } = await makeKey(dora.accessToken);
    expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(200);
    provider.disable('dora');
    const refreshed = await api.call('POST', '/authentication/refreshtoken', {
      body: { refreshToken: dora.refreshToken, clientId: 'web', appPackageName: 'x' },
    });
    expect(refreshed.status).toBe(401);
    expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(401);
    expect((await api.call<Schema<'ApiKey'>>('GET', `/apiKeys/${key.id}`, { token: admin })).body.suspendedAt).not.toBeNull();
    // Enabled again there and signed in through it: the provider vouches for her again.
    provider.enable('dora');
    await sessionOf('dora');
    expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(200);

    const ivan = await sessionOf('ivan');
    const { body: ivansKey } = await makeKey(ivan.accessToken);
    expect((await api.call('DELETE', `/users/${ivan.user.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/geofences', { token: ivansKey.key })).status).toBe(401);
  });

  it('stops working once revoked by its user, or once expired', async () => {
    const sam = await sessionOf('sam');
    const { body: key } = await makeKey(sam.accessToken);
    expect((await api.call('DELETE', `/users/me/apiKeys/${key.id}`, { token: sam.accessToken })).status).toBe(200);
    expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(401);
    expect((await myKeys(sam.accessToken)).find((row) => row.id === key.id)?.revokedAt).not.toBeNull();

    const { body: expiring } = await makeKey(sam.accessToken);
    expect((await api.call('GET', '/geofences', { token: expiring.key })).status).toBe(200);
    await server.context.db.query(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`);
    expect((await api.call('GET', '/geofences', { token: expiring.key })).status).toBe(401);
  });

  it("hides a user's keys from other users, who cannot revoke them; the tenant's Admin sees and revokes them, marked with their owner", async () => {
    const sam = await sessionOf('sam');
    const { body: key } = await makeKey(sam.accessToken, { name: "Sam's export" });
    // A password user has personal keys too (docs/DECISIONS.md).
    const operator = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    const { body: operatorsKey } = await makeKey(operator);
    expect(operatorsKey.owner).toBe(accounts.operator.email);

    expect((await myKeys(operator)).map((row) => row.id)).toEqual([operatorsKey.id]);
    expect((await myKeys(sam.accessToken)).map((row) => row.id)).not.toContain(operatorsKey.id);
    expect((await api.call('DELETE', `/users/me/apiKeys/${key.id}`, { token: operator })).status).toBe(404);
    expect((await myKeys(admin)).map((row) => row.id)).not.toContain(key.id);
    expect((await api.call('DELETE', `/users/me/apiKeys/${key.id}`, { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(200);

    const all = (await api.call<Schema<'ApiKey'>[]>('GET', '/apiKeys?query=Sam', { token: admin })).body;
    expect(all.find((row) => row.id === key.id)).toMatchObject({ owner: 'sam@acme.example' });
    expect((await api.call('DELETE', `/apiKeys/${key.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/geofences', { token: key.key })).status).toBe(401);

    const globex = (await api.login(accounts.globex.email, accounts.globex.password)).accessToken;
    expect((await api.call('DELETE', `/users/me/apiKeys/${operatorsKey.id}`, { token: globex })).status).toBe(404);
  });
});
