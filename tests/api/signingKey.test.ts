import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sql from 'sql-template-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { seedAccounts } from '../../server/seed/accounts';
import { asTestServer, engines, freePorts, type Engine } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';

const postgresUrl = process.env.TEST_DATABASE_URL;
const firstSecret = 'first-signing-secret-of-at-least-32-bytes';
const rotatedSecret = 'rotated-signing-secret-of-at-least-32-bytes';

describe.each(engines)('the token signing key on %s', (engine: Engine) => {
  // One database for every start of this suite: a restart with another key is a rotation.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-key-'));
  const schema = engine === 'postgresql' ? `test_key_${process.pid}_${Date.now()}` : undefined;
  const start = (jwtSecret: string | null) =>
    startServer(
      {
        ...loadConfig({}),
        ...freePorts,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: engine === 'postgresql' ? (postgresUrl as string) : null,
        demo: false,
        simulate: false,
        staticDir: null,
        jwtSecret,
      },
      { logger: false, schema },
    );
  const storedKeys = async (server: RunningServer) =>
    (await server.context.db.query<{ count: number }>(sql`select count(*) :: int as count from server_secrets where name = 'jwt'`))[0]
      .count;

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (!schema) return;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  });

  it('signs with a configured secret, keeps no key in the database, and a rotation only makes sessions refresh', async () => {
    await asTestServer(engine === 'pglite' ? dataDir : undefined);
    const unconfigured = await start(null);
    await unconfigured.context.db.transaction((tx) => seedAccounts(tx));
    expect(await storedKeys(unconfigured)).toBe(1);
    await unconfigured.stop();

    const first = await start(firstSecret);
    const session = await apiClient(first.url).login(accounts.operator.email, accounts.operator.password);
    // The key an earlier start stored is gone from the database and so from its backups.
    expect(await storedKeys(first)).toBe(0);
    expect((await apiClient(first.url).call('GET', '/users/me', { token: session.accessToken })).status).toBe(200);
    await first.stop();

    const rotated = await start(rotatedSecret);
    try {
      const api = apiClient(rotated.url);
      expect((await api.call('GET', '/users/me', { token: session.accessToken })).status).toBe(401);
      const refreshed = await api.call<Schema<'AuthSession'>>('POST', '/authentication/refreshtoken', {
        body: { refreshToken: session.refreshToken, clientId: 'web', appPackageName: 'x' },
      });
      expect(refreshed.status).toBe(200);
      expect((await api.call<Schema<'User'>>('GET', '/users/me', { token: refreshed.body.accessToken })).body.email).toBe(
        accounts.operator.email,
      );
      expect(await storedKeys(rotated)).toBe(0);
    } finally {
      await rotated.stop();
    }
  }, 300_000);
});
