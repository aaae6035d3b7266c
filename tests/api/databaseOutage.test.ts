import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { report, seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { openLiveStream, type LiveStream } from './liveClient';

/** Ends every other connection to the server's database, as a restart or a failover of PostgreSQL would. */
async function cutConnections(server: TestServer): Promise<number> {
  const admin = new pg.Client({ connectionString: server.context.config.databaseUrl as string });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(engines.includes('postgresql'))('PostgreSQL ending the server connections', () => {
  let server: TestServer;
  let asset: TrackedAsset;
  let token: string;
  let stream: LiveStream;

  beforeAll(async () => {
    server = await startTestServer({ engine: 'postgresql', demo: false });
    const tenants = await seedDemoAccounts(server.context.db);
    [asset] = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'outage', 1);
    token = (await apiClient(server.baseUrl).login(accounts.operator.email, accounts.operator.password)).accessToken;
    stream = await openLiveStream(server.baseUrl, token);
  });
  afterAll(async () => {
    stream?.close();
    await server?.stop();
  });

  it('keeps serving: the API answers, positions are stored and reach the live stream once the listening connection is back', async () => {
    const assets = () =>
      fetch(`${server.baseUrl}/api/assets`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);
    expect(await assets()).toBe(200);
    // The pool's idle connections, the live updates' listening one and the job queue's.
    expect(await cutConnections(server)).toBeGreaterThanOrEqual(2);

    await expect.poll(assets, { timeout: 5_000 }).toBe(200);
    let time = Date.now() - 60_000;
    const moved = async () => {
      // Each try a new position: one sent while nobody listened is missed, the next one shows.
      await report(server.ingestUrl, asset.deviceId, { latitude: 52.52, longitude: 13.4, time: new Date((time += 1_000)) });
      return stream.received.some(({ event, data }) => event === 'position' && data.assetId === asset.assetId);
    };
    await expect.poll(moved, { timeout: 10_000, interval: 250 }).toBe(true);
  });
});
