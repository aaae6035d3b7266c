import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sql from 'sql-template-tag';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { apiKeyCallsPerMinute } from '../../server/auth/apiKeys';

describe.each(behaviourEngines)('API keys on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let operator: string;
  let globex: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [admin, operator, globex] = await Promise.all(
      [accounts.admin, accounts.operator, accounts.globex].map(
        async (account) => (await api.login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const makeKey = async (body: Partial<Schema<'ApiKeyInput'>> = {}) => {
    const made = await api.call<Schema<'NewApiKey'>>('POST', '/apiKeys', {
      token: admin,
      body: { name: 'Dispatch sync', role: 'Operator', expiresAt: inDays(30), ...body },
    });
    expect(made.status).toBe(200);
    return made.body;
  };
  const yard = { name: 'Key yard', shape: 'circle', center: { latitude: 52.5, longitude: 13.4 }, radiusMeters: 200 };

  it('shows the secret once, keeps only its hash, and works as a caller of its tenant with its role', async () => {
    const key = await makeKey();
    expect(key.key).toMatch(/^fleet_/);
    expect(key.key.startsWith(key.prefix)).toBe(true);
    const listed = await api.call<Schema<'ApiKey'>[]>('GET', '/apiKeys', { token: admin });
    expect(listed.body.find((row) => row.id === key.id)).toMatchObject({
      name: 'Dispatch sync',
      role: 'Operator',
      createdBy: accounts.admin.email,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(key.key);
    const stored = await server.context.db.query(sql`select * from api_keys where id = ${key.id}`);
    expect(JSON.stringify(stored)).not.toContain(key.key);

    const fence = await api.call<Schema<'Geofence'>>('POST', '/geofences', { token: key.key, body: yard });
    expect(fence.status).toBe(200);
    const [entry] = (await api.call<Schema<'AuditEntry'>[]>('GET', `/audit?objectId=${fence.body.id}`, { token: admin })).body;
    expect(entry).toMatchObject({
      actorKeyId: key.id,
      actorUserId: null,
      actorEmail: 'Dispatch sync',
      actorRole: 'Operator',
      signInMethod: 'apiKey',
    });
    const used = await api.call<Schema<'ApiKey'>>('GET', `/apiKeys/${key.id}`, { token: admin });
    expect(used.body.lastUsedAt).not.toBeNull();
    expect(used.body.lastUsedAddress).toBe('127.0.0.1');
  });

  it('cannot do more than its role allows, nor be made above the maker’s role or by another key', async () => {
    const viewerKey = await makeKey({ role: 'Viewer' });
    expect((await api.call('GET', '/geofences', { token: viewerKey.key })).status).toBe(200);
    expect((await api.call('POST', '/geofences', { token: viewerKey.key, body: yard })).status).toBe(403);
    const operatorKey = await makeKey({ role: 'Operator' });
    expect(
      (
        await api.call('POST', '/users/user', {
          token: operatorKey.key,
          body: { email: 'bykey@acme.example', fullName: { firstName: 'By', lastName: 'Key' }, role: 'Viewer' },
        })
      ).status,
    ).toBe(403);
    expect((await api.call('GET', '/audit', { token: operatorKey.key })).status).toBe(403);
    expect(
      (await api.call('POST', '/apiKeys', { token: operator, body: { name: 'Mine', role: 'Viewer', expiresAt: inDays(1) } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', '/apiKeys', { token: admin, body: { name: 'Root', role: 'SysAdmin', expiresAt: inDays(1) } })).status,
    ).toBe(400);
    const adminKey = await makeKey({ role: 'Admin' });
    expect(
      (await api.call('POST', '/apiKeys', { token: adminKey.key, body: { name: 'Child', role: 'Viewer', expiresAt: inDays(1) } })).status,
    ).toBe(403);
  });

  it("cannot reach another tenant's records", async () => {
    const key = await makeKey();
    const theirs = await api.call<Schema<'Geofence'>>('POST', '/geofences', { token: globex, body: { ...yard, name: 'Rungis' } });
    expect((await api.call('GET', `/geofences/${theirs.body.id}`, { token: key.key })).status).toBe(404);
    expect((await api.call('DELETE', `/geofences/${theirs.body.id}`, { token: key.key })).status).toBe(404);
    const listed = await api.call<Schema<'Geofence'>[]>('GET', `/geofences?tenantId=${theirs.body.tenantId}`, { token: key.key });
    expect(listed.body.some((fence) => fence.tenantId === theirs.body.tenantId)).toBe(false);
    expect((await api.call('GET', '/apiKeys', { token: globex })).status).toBe(403);
    expect((await api.call('DELETE', `/apiKeys/${key.id}`, { token: globex })).status).toBe(403);
  });

  it('stops working once revoked or expired, or from an address it does not allow', async () => {
    const revoked = await makeKey();
    expect((await api.call('GET', '/geofences', { token: revoked.key })).status).toBe(200);
    expect((await api.call('DELETE', `/apiKeys/${revoked.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/geofences', { token: revoked.key })).status).toBe(401);
    expect((await api.call<Schema<'ApiKey'>>('GET', `/apiKeys/${revoked.id}`, { token: admin })).body.revokedAt).not.toBeNull();

    const expiring = await makeKey();
    await server.context.db.query(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`);
    expect((await api.call('GET', '/geofences', { token: expiring.key })).status).toBe(401);

    const elsewhere = await makeKey({ allowedAddresses: ['10.0.0.0/8', '2001:db8::/32'] });
    expect((await api.call('GET', '/geofences', { token: elsewhere.key })).status).toBe(401);
    const here = await makeKey({ allowedAddresses: ['127.0.0.1'] });
    expect((await api.call('GET', '/geofences', { token: here.key })).status).toBe(200);
  });

  it('refuses a key without a future expiry or with a malformed address', async () => {
    const refused = async (body: Partial<Schema<'ApiKeyInput'>>) =>
      await api.call<Schema<'ValidationErrors'>>('POST', '/apiKeys', {
        token: admin,
        body: { name: 'Bad', role: 'Viewer', expiresAt: inDays(1), ...body },
      });
    expect((await refused({ expiresAt: inDays(-1) })).body.errors).toHaveProperty('expiresAt');
    expect((await refused({ expiresAt: inDays(800) })).body.errors).toHaveProperty('expiresAt');
    expect((await refused({ allowedAddresses: ['10.0.0.0/33'] })).body.errors).toHaveProperty(['allowedAddresses.0']);
    expect((await refused({ allowedAddresses: ['127.0.0.1', 'example.com'] })).body.errors).toHaveProperty(['allowedAddresses.1']);
  });

  it('answers 429 past its calls per minute, without slowing another key', async () => {
    const busy = await makeKey({ role: 'Viewer' });
    const other = await makeKey({ role: 'Viewer' });
    const statuses: number[] = [];
    for (let batch = 0; batch < apiKeyCallsPerMinute / 50; batch++) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, async () => (await api.call('GET', '/users/roles', { token: busy.key })).status))),
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await api.call('GET', '/users/roles', { token: busy.key });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await api.call('GET', '/users/roles', { token: other.key })).status).toBe(200);
  });
});
