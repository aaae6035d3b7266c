import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sql from 'sql-template-tag';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { asTestServer, freePorts, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { runTypeScript } from '../support/serverProcess';

const postgresUrl = process.env.TEST_DATABASE_URL;
const realAdmin = { email: 'fleet-admin@example.com', password: 'Quiet-harbour-lamp-2026' };

/**
 * The server `npm start` runs, from these environment variables, on ports of its own: on a brand-new database (no
 * migrated copy), its passwords hashed at the tests' cost.
 */
const startFromEnvironment = async (env: NodeJS.ProcessEnv) => {
  await asTestServer();
  return startServer({ ...loadConfig(env), ...freePorts, demoHistoryDays: 1, simulate: false, staticDir: null }, { logger: false });
};

const boundAddress = (server: RunningServer) => (server.app.server.address() as AddressInfo).address;
const canSignIn = async (server: RunningServer, account: { email: string; password: string }) =>
  (await apiClient(server.url).call('POST', '/authentication/email', { body: { ...account, clientId: 'web', appPackageName: 'x' } }))
    .status === 200;

describe('demo data on the embedded database', () => {
  let dataDir: string;
  let logged: MockInstance<typeof console.log>;
  const demoLines = () => logged.mock.calls.map(([line]) => String(line)).filter((line) => /demo accounts/i.test(line));

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-demo-'));
    logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds a brand-new database without any setting, listens on 127.0.0.1 only and says so in one line', async () => {
    const first = await startFromEnvironment({ FLEET_DATA_DIR: dataDir });
    try {
      expect(await canSignIn(first, accounts.sysadmin)).toBe(true);
      expect(boundAddress(first)).toBe('127.0.0.1');
      expect(new URL(first.ingestUrl).hostname).toBe('127.0.0.1');
      expect(demoLines()).toHaveLength(1);
    } finally {
      await first.stop();
    }
    // A restart keeps the demo (and its loopback address) but seeds nothing again; HOST still decides.
    const again = await startFromEnvironment({ FLEET_DATA_DIR: dataDir, HOST: '0.0.0.0' });
    try {
      expect(boundAddress(again)).toBe('0.0.0.0');
      const [{ count }] = await again.context.db.query<{ count: number }>(sql`select count(*) :: int as count from tenants`);
      expect(count).toBe(2);
      expect(demoLines()).toHaveLength(2);
    } finally {
      await again.stop();
    }
  }, 180_000);

  it('never seeds a data directory where create-admin made the real admin, even with FLEET_DEMO=1', async () => {
    const env = { ...process.env, FLEET_DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: realAdmin.password };
    // create-admin on a migrated copy (what it makes of a brand-new directory: the first test has that start).
    await asTestServer(dataDir);
    await runTypeScript('server/cli/createAdmin.ts', ['--email', realAdmin.email], env);

    for (const demo of [undefined, '1']) {
      const server = await startFromEnvironment({ FLEET_DATA_DIR: dataDir, FLEET_DEMO: demo });
      try {
        expect(await canSignIn(server, realAdmin)).toBe(true);
        expect(await canSignIn(server, accounts.sysadmin)).toBe(false);
        expect(boundAddress(server)).toBe('0.0.0.0');
        expect(demoLines()).toEqual([]);
      } finally {
        await server.stop();
      }
    }
  }, 120_000);

  it('refuses FLEET_DEMO=1 with NODE_ENV=production before touching any database, in one clear line', async () => {
    const env = { ...process.env, NODE_ENV: 'production', FLEET_DEMO: '1', FLEET_DATA_DIR: dataDir };
    const failed = await runTypeScript('server/main.ts', [], env).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    expect('stderr' in failed && failed.stderr.trim()).toMatch(
      /^FLEET_DEMO=1 is refused with NODE_ENV=production: the demo accounts have published passwords\./,
    );
    expect('stderr' in failed && failed.stderr).not.toMatch(/\n\s+at /);
  });
});

describe.runIf(postgresUrl)('demo data on a DATABASE_URL database', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    // The first server of a schema drops it: stop the ones sharing it before.
    for (const server of servers.splice(0).reverse()) await server.stop();
  });

  it('is never seeded without FLEET_DEMO=1, and the server listens on all interfaces', async () => {
    const server = await startTestServer({ engine: 'postgresql', config: { demo: loadConfig({}).demo, host: null } });
    servers.push(server);
    const [{ count }] = await server.context.db.query<{ count: number }>(sql`select count(*) :: int as count from users`);
    expect(count).toBe(0);
    expect(boundAddress(server)).toBe('0.0.0.0');

    const explicit = await startTestServer({
      engine: 'postgresql',
      sharing: server,
      config: { demo: loadConfig({ FLEET_DEMO: '1' }).demo, host: null },
    });
    servers.push(explicit);
    expect(await canSignIn(explicit, accounts.viewer)).toBe(true);
    expect(boundAddress(explicit)).toBe('127.0.0.1');
  }, 120_000);

  it('is never seeded once a user exists, even with FLEET_DEMO=1', async () => {
    const server = await startTestServer({ engine: 'postgresql', demo: false });
    servers.push(server);
    await server.context.db.query(sql`insert into users (email, first_name, last_name, role, password_hash)
      values (${realAdmin.email}, 'Real', 'Admin', 'SysAdmin', 'scrypt$x')`);
    const explicit = await startTestServer({ engine: 'postgresql', sharing: server, config: { demo: true } });
    servers.push(explicit);
    expect(await canSignIn(explicit, accounts.sysadmin)).toBe(false);
    const [{ count }] = await explicit.context.db.query<{ count: number }>(sql`select count(*) :: int as count from tenants`);
    expect(count).toBe(0);
  });
});
