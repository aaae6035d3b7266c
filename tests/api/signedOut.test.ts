import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { readResetCode } from '../support/outbox';
import { hashPassword } from '../../server/auth/passwords';
import { openLiveStream, type LiveStream } from './liveClient';

const password = 'Quiet-Harbor-7731';
const newPassword = 'Amber-Lantern-4408';

interface Subject {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** Where a change is made: an instance, with an Admin of the subjects' tenant signed in there. */
interface Acting {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
  adminToken: string;
}

/** Each event that must end the subject's access, done through the API as a user or an admin would. */
const events: { name: string; end: (acting: Acting, subject: Subject) => Promise<void> }[] = [
  {
    name: 'signing out',
    async end({ api }, subject) {
      expect((await api.call('POST', '/authentication/logout', { body: { refreshToken: subject.refreshToken } })).status).toBe(200);
    },
  },
  {
    name: 'a password change',
    async end({ api }, subject) {
      const changed = await api.call('PUT', '/password', { body: { login: subject.email, oldPassword: password, newPassword } });
      expect(changed.status).toBe(200);
    },
  },
  {
    name: 'a password reset',
    async end({ api, server }, subject) {
      expect((await api.call('POST', `/password/SendPasswordResetLink?loginEmail=${encodeURIComponent(subject.email)}`)).status).toBe(200);
      const resetToken = await readResetCode(server.dataDir, subject.email);
      const reset = await api.call('POST', '/password/reset', { body: { login: subject.email, resetToken, newPassword } });
      expect(reset.status).toBe(200);
    },
  },
  {
    name: 'a role change',
    async end({ api, adminToken }, subject) {
      const body = { email: subject.email, fullName: { firstName: 'Sam', lastName: 'Subject' }, role: 'Viewer' };
      expect((await api.call('PUT', `/users/${subject.id}`, { token: adminToken, body })).status).toBe(200);
    },
  },
  {
    name: 'deletion',
    async end({ api, adminToken }, subject) {
      expect((await api.call('DELETE', `/users/${subject.id}`, { token: adminToken })).status).toBe(200);
    },
  },
];

/**
 * Runs every event against a subject signed in on `using` (with a live stream open there) while
 * the change is made on `acting`: the subject's token must be refused, and the stream closed,
 * within a second.
 */
function itEndsAccess(setup: () => { acting: Acting; using: TestServer; tenantId: string; passwordHash: string }) {
  const streams: LiveStream[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  it.each(events)(
    '$name ends the access token and the live stream within a second',
    async (event) => {
      const { acting, using, tenantId, passwordHash } = setup();
      const api = apiClient(using.baseUrl);
      const email = `subject-${Math.random().toString(36).slice(2)}@acme.example`;
      const [{ id }] = await using.context.db.query<{
        id: string;
      }>(sql`insert into users (tenant_id, email, first_name, last_name, role, password_hash)
      values (${tenantId}, ${email}, 'Sam', 'Subject', 'Operator', ${passwordHash}) returning id`);
      const session = await api.login(email, password);
      const subject = { id, email, accessToken: session.accessToken, refreshToken: session.refreshToken };
      // Used once before the change, so that the server remembers the verified token.
      expect((await api.call('GET', '/users/me', { token: subject.accessToken })).status).toBe(200);
      const stream = await openLiveStream(using.baseUrl, subject.accessToken);
      streams.push(stream);
      expect(stream.status).toBe(200);

      await event.end(acting, subject);
      const changedAt = performance.now();
      await expect
        .poll(async () => (await api.call('GET', '/users/me', { token: subject.accessToken })).status, { timeout: 1000, interval: 50 })
        .toBe(401);
      await expect.poll(() => stream.ended, { timeout: Math.max(50, 1000 - (performance.now() - changedAt)), interval: 20 }).toBe(true);
      const refreshed = await api.call('POST', '/authentication/refreshtoken', {
        body: { refreshToken: subject.refreshToken, clientId: 'web', appPackageName: 'x' },
      });
      expect(refreshed.status).toBe(401);
    },
    60_000,
  );
}

async function actingOn(server: TestServer): Promise<Acting> {
  const api = apiClient(server.baseUrl);
  return { server, api, adminToken: (await api.login(accounts.admin.email, accounts.admin.password)).accessToken };
}

async function acmeTenant(server: TestServer) {
  const [row] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
  return row.id;
}

describe.each(behaviourEngines)('signed out means signed out, on one instance on %s', (engine) => {
  let server: TestServer;
  let acting: Acting;
  let tenantId: string;
  let passwordHash: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [acting, tenantId, passwordHash] = await Promise.all([actingOn(server), acmeTenant(server), hashPassword(password)]);
  }, 400_000);
  afterAll(() => server?.stop());

  itEndsAccess(() => ({ acting, using: server, tenantId, passwordHash }));

  it('refuses a validly signed token of a user who no longer exists', async () => {
    const token = await server.context.tokens.accessToken({
      id: '00000000-0000-4000-8000-000000000000',
      role: 'Admin',
      tenantId,
      sessionVersion: 0,
    });
    const response = await acting.api.call('GET', '/users/me', { token });
    expect(response.status).toBe(401);
  });

  it('leaves the other users, and the tokens issued after the change, working', async () => {
    expect((await acting.api.call('GET', '/users/me', { token: acting.adminToken })).status).toBe(200);
    const session = await acting.api.login(accounts.viewer.email, accounts.viewer.password);
    expect((await acting.api.call('POST', '/authentication/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    const again = await acting.api.login(accounts.viewer.email, accounts.viewer.password);
    expect((await acting.api.call('GET', '/users/me', { token: again.accessToken })).status).toBe(200);
  });
});

describe.runIf(engines.includes('postgresql'))('signed out means signed out, across two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let acting: Acting;
  let tenantId: string;
  let passwordHash: string;

  beforeAll(async () => {
    first = await startTestServer({ engine: 'postgresql' });
    second = await startTestServer({ engine: 'postgresql', demo: false, sharing: first });
    [acting, tenantId, passwordHash] = await Promise.all([actingOn(first), acmeTenant(first), hashPassword(password)]);
  }, 400_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  itEndsAccess(() => ({ acting, using: second, tenantId, passwordHash }));
});
