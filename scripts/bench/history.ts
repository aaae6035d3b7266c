// `npm run bench -- history [--rows 1000000] [--pg postgres://host/db] [--generate-only] [--runs 20] [--cold [--restarts 5]]`
// Reads that must not slow down as history grows, on PostgreSQL with `--rows` positions in a
// database of their own (`bench_history_<rows>`, created and generated inside PostgreSQL the first
// time, then kept): the asset list, the latest positions of the fleet, the dashboard's fleet
// positions, a 30-day location series and a 30-day asset report; each warm, and with `--cold`
// also right after a restart of PostgreSQL with the OS cache dropped (the median of --restarts
// restarts). Then drops a day of history past retention while a writer inserts positions, and
// prints the writer's latencies.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sql from 'sql-template-tag';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { generateHistory } from './history/generate';
import { measureReads, summarize, type ReadTiming } from './history/reads';
import { dropDayUnderWrites } from './history/dropDay';
import { coldRestart } from './history/coldRestart';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    pg: { type: 'string' },
    'generate-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '20' },
    cold: { type: 'boolean', default: false },
    restarts: { type: 'string', default: '5' },
  },
});
const rows = Number(values.rows);
const serverUrl = new URL(values.pg ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = `bench_history_${rows}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function createDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (!exists.rowCount) await admin.query(`create database "${database}"`);
  await admin.end();
}

async function openServer(): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-bench-history-'));
  // The demo's tenants and accounts: the generated fleet joins Acme Logistics, and the reads sign in as its operator.
  const config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    ingestPort: 0,
    dataDir,
    databaseUrl,
    demo: true,
    demoHistoryDays: 0,
    simulate: false,
  };
  const server = await startServer(config, { logger: false });
  return Object.assign(server, { dataDir });
}

async function closeServer(server: RunningServer & { dataDir: string }) {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

await createDatabase();
let server = await openServer();
log(`generating ${rows.toLocaleString('en')} positions into ${database} (resumes where it stopped)`);
const history = await generateHistory(server.context.db, rows, log);
// The planner's count (the generation ends with ANALYZE): counting 60 million rows would read them all.
const [{ count, size }] = await server.context.db.query<{ count: string; size: string }>(sql`
  select sum(greatest(c.reltuples, 0))::bigint as count, pg_size_pretty(pg_database_size(current_database())) as size
  from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'positions'::regclass`);
log(`${database}: about ${Number(count).toLocaleString('en')} positions, database ${size}`);

if (!values['generate-only']) {
  const results: Record<string, string>[] = [];
  const add = (state: string, timings: ReadTiming[]) =>
    timings.forEach((timing) =>
      results.push({
        positions: Number(count).toLocaleString('en'),
        state,
        read: timing.read,
        rows: String(timing.rows),
        'median ms': timing.median.toFixed(1),
        'p95 ms': timing.p95.toFixed(1),
      }),
    );
  add('warm', await measureReads(server.url, history, Number(values.runs)));
  if (values.cold) {
    // One call after a restart is one sample of the disk's mood: the figure is the median of several restarts.
    const restarts = Number(values.restarts);
    const cold = new Map<string, { rows: number; times: number[] }>();
    for (let restart = 0; restart < restarts; restart++) {
      await closeServer(server);
      log(await coldRestart());
      server = await openServer();
      for (const { read, rows, median } of await measureReads(server.url, history, 0)) {
        const samples = cold.get(read) ?? { rows, times: [] };
        samples.times.push(median);
        cold.set(read, samples);
      }
    }
    add(
      `after restart (${restarts}x)`,
      [...cold].map(([read, { rows, times }]) => summarize(read, rows, times)),
    );
  }
  console.table(results);
  console.table([await dropDayUnderWrites(server.context.db, databaseUrl, history, log)]);
}
await closeServer(server);
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
