import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiClient } from '../support/api';
import { natsServerBinary, startNatsServer } from '../support/natsServer';
import { startTestServer, type TestServer } from '../support/server';
import { killServerProcess, startServerProcess, urlWithSchema, type ServerProcess } from '../support/serverProcess';
import { report, seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { openLiveStream, type LiveStream, type SseEvent } from './liveClient';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!natsServerBinary)
  console.warn('\n*** nats-server is not installed (apt-get install nats-server): the multi-instance test is SKIPPED. ***\n');
if (!postgresUrl) console.warn('\n*** TEST_DATABASE_URL is not set: the multi-instance test (PostgreSQL and NATS) is SKIPPED. ***\n');

interface Sent {
  deviceId: string;
  time: Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two instances on one PostgreSQL schema with NATS between them: A runs as a process of its own
 * (so it can be killed like a crash), B in the test's process, where a console's live stream is open.
 */
describe.skipIf(!postgresUrl || !natsServerBinary)('two server instances sharing PostgreSQL, with NATS between them', () => {
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let b: TestServer;
  let a: ServerProcess;
  let trucks: TrackedAsset[];
  let stream: LiveStream;
  let clock = Date.now() - 3_600_000;
  const position = (truck: TrackedAsset): Sent => ({ deviceId: truck.deviceId, time: new Date((clock += 1000)) });
  const post = (ingestUrl: string, sent: Sent) =>
    report(ingestUrl, sent.deviceId, { latitude: 52.5, longitude: 13.4, time: sent.time, speedKmh: 40 });
  const liveEventOf = (sent: Sent) => (event: SseEvent) => event.event === 'position' && event.data.time === sent.time.toISOString();

  /** The positions of `sent` that are not in the shared database. */
  const missing = async (sent: Sent[]) => {
    const rows = await b.context.db.query<{ unique_id: string; time: Date }>(sql`select s.unique_id, p.time from positions p
      join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id where s.unique_id like 'multi-%'`);
    const stored = new Set(rows.map((row) => `${row.unique_id}@${row.time.getTime()}`));
    return sent.filter((item) => !stored.has(`${item.deviceId}@${item.time.getTime()}`));
  };

  beforeAll(async () => {
    nats = await startNatsServer();
    b = await startTestServer({ engine: 'postgresql', demo: false, config: { natsUrl: nats.url } });
    const tenants = await seedDemoAccounts(b.context.db);
    trucks = await trackedAssets(b.context.db, tenants.get('Acme Logistics') as string, 'multi', 20);
    a = await startServerProcess({
      DATABASE_URL: urlWithSchema(b.context.config.databaseUrl as string, b.schema as string),
      NATS_URL: nats.url,
    });
    const { accessToken } = await apiClient(b.baseUrl).login(accounts.operator.email, accounts.operator.password);
    stream = await openLiveStream(b.baseUrl, accessToken);
    // A fresh process compiles its code paths on its first request: not what the next test measures.
    const first = position(trucks[0]);
    expect(await post(a.ingestUrl, first)).toBe(200);
    await stream.next(liveEventOf(first));
  }, 240_000);

  afterAll(async () => {
    stream?.close();
    if (a) await killServerProcess(a, 'SIGKILL');
    await b?.stop();
    await nats?.stop();
  });

  it('shows a position ingested on instance A to a live stream on instance B within a second', async () => {
    const sent = position(trucks[1]);
    const started = performance.now();
    expect(await post(a.ingestUrl, sent)).toBe(200);
    const event = await stream.next(liveEventOf(sent), 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(event.data).toMatchObject({ assetId: trucks[1].assetId, latitude: 52.5, longitude: 13.4, status: 'Moving' });
  });

  it('stores every position while NATS is stopped for 10 seconds, and the live stream resumes by itself', { timeout: 60_000 }, async () => {
    await nats.stop();
    const acknowledged: Sent[] = [];
    for (const until = Date.now() + 10_000; Date.now() < until; await sleep(250)) {
      for (const truck of trucks.slice(0, 5)) {
        const sent = position(truck);
        expect(await post(a.ingestUrl, sent)).toBe(200);
        acknowledged.push(sent);
      }
    }
    await nats.start();

    // The same stream, not reopened: positions from A reach it again once A and B have reconnected.
    let resumed: SseEvent | null = null;
    for (const until = Date.now() + 15_000; !resumed && Date.now() < until;) {
      const sent = position(trucks[2]);
      expect(await post(a.ingestUrl, sent)).toBe(200);
      acknowledged.push(sent);
      resumed = await stream.next(liveEventOf(sent), 1000).catch(() => null);
    }
    expect(resumed).not.toBeNull();
    expect(stream.ended).toBe(false);
    // Rounds of five devices all through the outage (about 40 on a quiet machine, fewer on a busy one).
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(await missing(acknowledged)).toEqual([]);
  });

  it('loses nothing acknowledged when instance A is killed mid-burst and its devices reconnect to B', { timeout: 60_000 }, async () => {
    const acknowledged: Sent[] = [];
    const acknowledgedBy = { a: 0, b: 0 };
    let killing: Promise<void> | null = null;
    // Each device posts its positions one after another; when A stops answering it keeps the
    // unacknowledged position and sends it to B, as a tracker behind a failover address would.
    const device = async (truck: TrackedAsset) => {
      let target: 'a' | 'b' = 'a';
      for (let count = 0; count < 30;) {
        const sent = position(truck);
        for (;;) {
          const status = await post(target === 'a' ? a.ingestUrl : b.ingestUrl, sent).catch(() => 0);
          if (status === 200) break;
          expect(target).toBe('a');
          target = 'b';
        }
        acknowledged.push(sent);
        acknowledgedBy[target]++;
        count++;
        if (acknowledged.length >= 200) killing ??= killServerProcess(a, 'SIGKILL');
      }
    };
    await Promise.all(trucks.map(device));
    await killing;

    expect(acknowledgedBy.a).toBeGreaterThanOrEqual(200);
    expect(acknowledgedBy.b).toBeGreaterThan(100);
    expect(await missing(acknowledged)).toEqual([]);
    // B's console still follows the fleet now that every device reports to B.
    const last = acknowledged.filter((sent) => sent.deviceId === trucks[3].deviceId).at(-1) as Sent;
    await stream.next(liveEventOf(last), 2000);
  });
});
