// FLEET_RETENTION_DAYS takes effect as a server starts, not an hour later: an operator who lowers it because the
// disk is full gets the space back at the next start, and an embedded server restarted more often than hourly
// still drops old days. Each engine: a database holding old days, a server started over it, the days gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sql from 'sql-template-tag';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import type { Queryable } from '../../server/db/engine';
import { ensurePartitionsFor } from '../../server/db/positionPartitions';
import { startServer, type RunningServer } from '../../server/start';
import { asTestServer, engines, freePorts, startTestServer, type TestServer } from '../support/server';

const dayMs = 86_400_000;
const partitionOf = (time: number) => `positions_${new Date(time).toISOString().slice(0, 10).replaceAll('-', '')}`;
const partitionsOf = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(sql`select c.relname as name from pg_class c
    where c.relnamespace = (select relnamespace from pg_class where oid = 'positions'::regclass)
      and c.relkind = 'r' and c.relname ~ '^positions_[0-9]{8}$' order by 1`)
  ).map((row) => row.name);

const now = Date.now();
const oldDays = [40, 41, 90].map((days) => now - days * dayMs);
const keptDay = now - 3 * dayMs;

/** Gives the database of `server` partitions of old days (and of one within the retention), as a server with a longer retention leaves them. */
async function holdOldDays(db: Queryable) {
  await ensurePartitionsFor(
    db,
    [...oldDays, keptDay].map((time) => new Date(time)),
  );
  expect(await partitionsOf(db)).toEqual(expect.arrayContaining([...oldDays, keptDay].map(partitionOf)));
}

/** Within a minute of the start, the old days are gone, the kept one is not, and the log says what went. */
async function oldDaysGone(db: Queryable, logged: MockInstance<typeof console.log>) {
  const started = Date.now();
  await expect
    .poll(async () => (await partitionsOf(db)).filter((name) => oldDays.map(partitionOf).includes(name)), {
      timeout: 60_000,
      interval: 250,
    })
    .toEqual([]);
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(await partitionsOf(db)).toContain(partitionOf(keptDay));
  const line = logged.mock.calls.map(([text]) => String(text)).find((text) => text.startsWith('retention (30 days)'));
  expect(line).toContain('dropped 3 days of positions');
  for (const time of oldDays) expect(line).toContain(partitionOf(time));
}

describe.each(engines)('retention at start on %s', (engine) => {
  let logged: MockInstance<typeof console.log>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('drops the days past FLEET_RETENTION_DAYS within a minute of the start, and logs them', { timeout: 240_000 }, async () => {
    if (engine === 'pglite') {
      // The embedded database lives in its data directory: one server fills it and stops, the next starts over it.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-retention-'));
      const config = (retentionDays: number | null): Config => ({
        ...loadConfig({}),
        ...freePorts,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: null,
        demo: false,
        simulate: false,
        staticDir: null,
        retentionDays,
      });
      let server: RunningServer | undefined;
      try {
        await asTestServer(dataDir);
        server = await startServer(config(null), { logger: false });
        await holdOldDays(server.context.db);
        await server.stop();
        server = await startServer(config(30), { logger: false });
        await oldDaysGone(server.context.db, logged);
      } finally {
        await server?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    } else {
      // PostgreSQL: a second server starts over the first one's schema, with the retention set.
      let first: TestServer | undefined;
      let second: TestServer | undefined;
      try {
        first = await startTestServer({ engine, demo: false });
        await holdOldDays(first.context.db);
        second = await startTestServer({ engine, demo: false, sharing: first, config: { retentionDays: 30 } });
        await oldDaysGone(second.context.db, logged);
      } finally {
        await second?.stop();
        await first?.stop();
      }
    }
  });
});
