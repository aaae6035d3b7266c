import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sql from 'sql-template-tag';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { deleteExpiredAuditEntries } from '../../server/repos/auditLog';

type Entry = Schema<'AuditEntry'>;

describe.each(behaviourEngines)('audit log on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let operator: string;
  let globex: string;
  let sysadmin: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [admin, operator, globex, sysadmin] = await Promise.all(
      [accounts.admin, accounts.operator, accounts.globex, accounts.sysadmin].map(
        async (account) => (await api.login(account.email, account.password)).accessToken,
      ),
    );
  });
  afterAll(() => server?.stop());

  const entries = async (token: string, query: Record<string, string> = {}) => {
    const response = await api.call<Entry[]>('GET', `/audit?${new URLSearchParams(query)}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const countAll = async () => (await server.context.db.query<{ n: number }>(sql`select count(*) :: int as n from audit_log`))[0].n;
  const yard = { name: 'Yard', shape: 'circle', center: { latitude: 52.5, longitude: 13.4 }, radiusMeters: 200 };

  it('records a geofence made, changed and deleted: one entry each, with the actor and the record before and after', async () => {
    const created = await api.call<Schema<'Geofence'>>('POST', '/geofences', {
      token: operator,
      body: yard,
      headers: { 'user-agent': 'audit-test' },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(
      (await api.call('PUT', `/geofences/${id}`, { token: operator, body: { ...yard, name: 'Yard North', radiusMeters: 250 } })).status,
    ).toBe(200);
    expect((await api.call('DELETE', `/geofences/${id}`, { token: operator })).status).toBe(200);

    const log = await entries(admin, { objectId: id, sort: 'at', order: 'asc' });
    expect(log.map((entry) => entry.action)).toEqual(['createGeofence', 'updateGeofence', 'deleteGeofence']);
    const [create, update, remove] = log;
    expect(create).toMatchObject({
      actorEmail: accounts.operator.email,
      actorRole: 'Operator',
      signInMethod: 'password',
      objectType: 'geofences',
      objectName: 'Yard',
      before: null,
      after: { name: 'Yard', radiusMeters: 200 },
      userAgent: 'audit-test',
    });
    expect(create.address).toBeTruthy();
    expect(update).toMatchObject({
      objectName: 'Yard North',
      before: { name: 'Yard', radiusMeters: 200 },
      after: { name: 'Yard North', radiusMeters: 250 },
    });
    expect(remove).toMatchObject({ objectName: 'Yard North', before: { name: 'Yard North' }, after: null });
  });

  it('records an asset, whose answer its handler writes itself, with the record before and after', async () => {
    const created = await api.call<Schema<'Asset'>>('POST', '/assets', {
      token: operator,
      body: { name: 'Audit van', plateNumber: 'B-AU 1' },
    });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe('Audit van');
    const id = created.body.id;
    const renamed = await api.call<Schema<'Asset'>>('PUT', `/assets/${id}`, {
      token: operator,
      body: { name: 'Audit van 2', plateNumber: 'B-AU 1' },
    });
    expect(renamed.body.name).toBe('Audit van 2');
    const [update, create] = await entries(admin, { objectId: id });
    expect(create).toMatchObject({
      action: 'createAsset',
      objectName: 'Audit van',
      before: null,
      after: { name: 'Audit van', plateNumber: 'B-AU 1' },
    });
    expect(update).toMatchObject({ action: 'updateAsset', before: { name: 'Audit van' }, after: { name: 'Audit van 2' } });
  });

  it('records a role change with both roles, and masks the temporary password of a new user', async () => {
    const made = await api.call<Schema<'CreatedUserResult'>>('POST', '/users/user', {
      token: admin,
      body: { email: 'audited@acme.example', fullName: { firstName: 'Ada', lastName: 'Audit' }, role: 'Viewer' },
    });
    expect(made.status).toBe(200);
    const id = made.body.user.id;
    const update = { email: 'audited@acme.example', fullName: { firstName: 'Ada', lastName: 'Audit' }, role: 'Operator' };
    expect((await api.call('PUT', `/users/${id}`, { token: admin, body: update })).status).toBe(200);

    const [roleChange, creation] = await entries(admin, { objectId: id });
    expect(creation).toMatchObject({ action: 'createUser', objectName: 'audited@acme.example', after: { temporaryPassword: '***' } });
    expect(made.body.temporaryPassword).not.toBe('***');
    expect(roleChange).toMatchObject({ action: 'updateUser', before: { role: 'Viewer' }, after: { role: 'Operator' } });
  });

  it('leaves no entry for a failed write, even one the database refused half way', async () => {
    const before = await countAll();
    const duplicate = await api.call('POST', '/users/user', {
      token: admin,
      body: { email: accounts.viewer.email, fullName: { firstName: 'Dup', lastName: 'Licate' }, role: 'Viewer' },
    });
    expect(duplicate.status).toBe(409);
    const missing = await api.call('PUT', '/geofences/00000000-0000-4000-8000-000000000000', { token: operator, body: yard });
    expect(missing.status).toBe(404);
    const refused = await api.call('POST', '/tenants', { token: admin, body: { name: 'Not allowed' } });
    expect(refused.status).toBe(403);
    expect(await countAll()).toBe(before);
  });

  it('records sign-ins and failed sign-ins, with the account they named', async () => {
    expect(
      (
        await api.call('POST', '/authentication/email', {
          body: { email: accounts.viewer.email, password: 'Wrong-Password-77', clientId: 'web', appPackageName: 'com.fleetconsole.web' },
        })
      ).status,
    ).toBe(401);
    await api.login(accounts.viewer.email, accounts.viewer.password);
    const [succeeded, failed] = await entries(admin, { action: 'loginWithEmail', actor: accounts.viewer.email.toUpperCase() });
    expect(failed).toMatchObject({ actorEmail: accounts.viewer.email, actorRole: 'Viewer', after: { outcome: 'failed', status: 401 } });
    expect(succeeded).toMatchObject({ actorEmail: accounts.viewer.email, after: { outcome: 'succeeded' } });
  });

  it('records an export the console reports', async () => {
    expect((await api.call('POST', '/audit/exports', { token: operator, body: { what: 'assets', format: 'xlsx', rows: 40 } })).status).toBe(
      200,
    );
    const [exported] = await entries(admin, { action: 'recordExport' });
    expect(exported).toMatchObject({
      actorEmail: accounts.operator.email,
      objectName: 'assets',
      after: { what: 'assets', format: 'xlsx', rows: 40 },
    });
  });

  it("shows an Admin only its own tenant's log, a SysAdmin every tenant's; other roles none", async () => {
    const fence = await api.call<Schema<'Geofence'>>('POST', '/geofences', { token: globex, body: { ...yard, name: 'Rungis' } });
    expect(fence.status).toBe(200);
    const globexTenant = fence.body.tenantId;
    expect(await entries(admin, { objectId: fence.body.id })).toEqual([]);
    // Asking for another tenant is ignored, as in every list: the Admin's own tenant it is.
    const asked = await entries(admin, { tenantId: globexTenant });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((entry) => entry.tenantId !== globexTenant)).toBe(true);
    expect(await entries(sysadmin, { objectId: fence.body.id })).toHaveLength(1);
    expect((await api.call('GET', '/audit', { token: operator })).status).toBe(403);
    expect((await api.call('GET', `/tenants/${globexTenant}/audit-retention`, { token: admin })).status).toBe(404);
  });

  it('offers no way to change or delete an entry, and the database refuses to change one', async () => {
    const [latest] = await entries(admin);
    expect((await api.call('DELETE', `/audit/${latest.id}`, { token: sysadmin })).status).toBe(404);
    await expect(server.context.db.query(sql`update audit_log set action = 'nothing' where id = ${latest.id}`)).rejects.toThrow(
      /never changed/,
    );
  });

  it("deletes entries older than the tenant's retention", async () => {
    const [own] = await entries(admin);
    const acme = own.tenantId as string;
    expect((await api.call('PUT', `/tenants/${acme}/audit-retention`, { token: admin, body: { days: 30 } })).status).toBe(200);
    expect((await api.call<Schema<'AuditRetention'>>('GET', `/tenants/${acme}/audit-retention`, { token: admin })).body).toEqual({
      days: 30,
    });
    expect((await api.call('PUT', `/tenants/${acme}/audit-retention`, { token: admin, body: { days: 0 } })).status).toBe(400);
    const db = server.context.db;
    await db.query(sql`insert into audit_log (at, tenant_id, action) values (now() - interval '31 days', ${acme}, 'old'),
      (now() - interval '29 days', ${acme}, 'recent')`);
    await deleteExpiredAuditEntries(db);
    const left = await db.query<{ action: string }>(sql`select action from audit_log where action in ('old', 'recent')`);
    expect(left.map((row) => row.action)).toEqual(['recent']);
  });
});
