import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

describe.each(behaviourEngines)('users and tenants on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let sysadmin: string;
  let admin: string;
  let acmeId: string;
  let globexId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    sysadmin = (await api.login(accounts.sysadmin.email, accounts.sysadmin.password)).accessToken;
    const adminSession = await api.login(accounts.admin.email, accounts.admin.password);
    admin = adminSession.accessToken;
    acmeId = adminSession.user.tenantId as string;
    const tenants = (await api.call<Schema<'Tenant'>[]>('GET', '/tenants/All', { token: sysadmin })).body;
    globexId = tenants.find((tenant) => tenant.name === 'Globex Transport')?.id as string;
  });
  afterAll(() => server?.stop());

  const newUser = (email: string, extra: object = {}) => ({
    email,
    fullName: { firstName: 'Tess', lastName: 'Tester' },
    role: 'Viewer',
    ...extra,
  });

  it('creates a user with a temporary password that must be changed at first sign-in', async () => {
    const created = await api.call<Schema<'CreatedUserResult'>>('POST', '/users/user', {
      token: admin,
      body: newUser('tess@acme.example'),
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ email: 'tess@acme.example', tenantId: acmeId, mustChangePassword: true });
    const temporary = created.body.temporaryPassword as string;
    expect(temporary.length).toBeGreaterThanOrEqual(12);

    const firstLogin = await api.call<Schema<'Conflict'>>('POST', '/authentication/email', {
      body: { email: 'tess@acme.example', password: temporary, clientId: 'web', appPackageName: 'x' },
    });
    expect(firstLogin.body.code).toBe(3102);
  });

  it('places an Admin’s users in its own tenant whatever tenant is asked, and refuses to make a SysAdmin', async () => {
    const placed = await api.call<Schema<'CreatedUserResult'>>('POST', '/users/user', {
      token: admin,
      body: newUser('placed@acme.example', { tenantId: globexId, password: 'Quite-unusual-9' }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.user.tenantId).toBe(acmeId);
    expect(placed.body.temporaryPassword).toBeNull();

    const escalation = await api.call('POST', '/users/user', { token: admin, body: newUser('boss@acme.example', { role: 'SysAdmin' }) });
    expect(escalation.status).toBe(403);
  });

  it('answers 409/3101 for an e-mail already in use, whatever its case', async () => {
    const duplicate = await api.call<Schema<'Conflict'>>('POST', '/users/user', { token: admin, body: newUser('Viewer@Acme.example') });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe(3101);
  });

  it('lists, searches and pages users with the total in X-Total-Count', async () => {
    const page = await api.call<Schema<'User'>[]>('GET', '/users?pageNumber=1&pageSize=2&sort=email&order=asc', { token: admin });
    expect(page.body).toHaveLength(2);
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(2);
    expect(page.body.every((user) => user.tenantId === acmeId)).toBe(true);

    const found = await api.call<Schema<'User'>[]>('GET', '/users?query=vera', { token: admin });
    expect(found.body.map((user) => user.email)).toEqual([accounts.viewer.email]);

    const all = await api.call<Schema<'User'>[]>('GET', '/users', { token: sysadmin });
    expect(new Set(all.body.map((user) => user.tenantId))).toContain(globexId);
    expect((await api.call('GET', '/users?sort=password', { token: admin })).status).toBe(400);
  });

  it('does not let a user change its own role or delete itself', async () => {
    const me = (await api.call<Schema<'User'>>('GET', '/users/me', { token: admin })).body;
    const demote = await api.call('PUT', `/users/${me.id}`, {
      token: admin,
      body: { email: me.email, fullName: me.fullName, role: 'Viewer' },
    });
    expect(demote.status).toBe(403);
    expect((await api.call('DELETE', `/users/${me.id}`, { token: admin })).status).toBe(403);
  });

  it('updates and deletes a user of the tenant', async () => {
    const created = await api.call<Schema<'CreatedUserResult'>>('POST', '/users/user', {
      token: admin,
      body: newUser('short@acme.example'),
    });
    const id = created.body.user.id;
    const updated = await api.call('PUT', `/users/${id}`, {
      token: admin,
      body: { email: 'short@acme.example', fullName: { firstName: 'Shorty', lastName: 'Lived' }, role: 'Operator', phone: '+49 30 1234' },
    });
    expect(updated.body).toMatchObject({ role: 'Operator', phone: '+49 30 1234', fullName: { firstName: 'Shorty' } });
    expect((await api.call('DELETE', `/users/${id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', `/users/${id}`, { token: admin })).status).toBe(404);
  });

  it('offers an Admin the roles below SysAdmin and only its own tenant', async () => {
    const roles = (await api.call<Schema<'RoleInfo'>[]>('GET', '/users/roles', { token: admin })).body.map((role) => role.id);
    expect(roles).toEqual(['Admin', 'Operator', 'Viewer']);
    const tenants = (await api.call<Schema<'TenantSummary'>[]>('GET', '/users/tenants', { token: admin })).body;
    expect(tenants).toEqual([{ id: acmeId, name: 'Acme Logistics' }]);
  });

  it('lets a SysAdmin manage tenants, and refuses to delete one still in use', async () => {
    const created = await api.call<Schema<'Tenant'>>('POST', '/tenants', {
      token: sysadmin,
      body: { name: 'Initech Freight', contactEmail: 'ops@initech.example' },
    });
    expect(created.body).toMatchObject({ name: 'Initech Freight', userCount: 0, assetCount: 0 });
    const renamed = await api.call<Schema<'Tenant'>>('PUT', `/tenants/${created.body.id}`, {
      token: sysadmin,
      body: { name: 'Initech Logistics' },
    });
    expect(renamed.body.name).toBe('Initech Logistics');
    expect((await api.call<Schema<'Conflict'>>('POST', '/tenants', { token: sysadmin, body: { name: 'Acme Logistics' } })).body.code).toBe(
      3101,
    );

    const inUse = await api.call<Schema<'Conflict'>>('DELETE', `/tenants/${acmeId}`, { token: sysadmin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe(3103);
    expect((await api.call('DELETE', `/tenants/${created.body.id}`, { token: sysadmin })).status).toBe(200);
    expect((await api.call('GET', '/tenants/All', { token: admin })).status).toBe(403);
  });
});
