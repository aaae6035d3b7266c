// `npm run bench -- ingest [--devices 1000] [--rate 5000] [--pglite-rate 1000] [--seconds 15] [--geofences 1000] [--pg url] [--pglite-only]`
// 1,000 simulated devices post OsmAnd positions at a fixed total rate to a real server (its own
// PGlite data dir, and a PostgreSQL schema dropped afterwards); prints positions per second
// sustained, acknowledgement latency (p50, p99) and errors, and checks every acknowledged
// position is stored. PGlite runs in the server's own thread, so past what it sustains (about
// 1,000-2,000 positions/s here) requests wait unanswered in the sockets: it is driven at its own
// rate (--pglite-rate) for a latency that means something.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sql from 'sql-template-tag';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { seedBenchFleet } from './ingest/benchFleet';
import { cpuBetween, ourBackendsCpuMs } from './ingest/postgresCpu';
import type { LoadPlan, LoadResult } from './ingest/loadWorker';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '5000' },
    'pglite-rate': { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '15' },
    geofences: { type: 'string', default: '1000' },
    pg: { type: 'string' },
    'pglite-only': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const devices = Number(values.devices);
const rates = { postgresql: Number(values.rate), pglite: Number(values['pglite-rate']) };
const seconds = Number(values.seconds);
const postgresUrl = values['pglite-only'] ? undefined : values.pg || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const errorText = (errors: Record<number, number>) =>
  Object.entries(errors).map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`).join(', ') || 'none';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** The devices run in a process of their own, so that they and the server each have a core. */
function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const devices = fork(fileURLToPath(new URL('./ingest/loadWorker.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
    devices.once('message', (result) => {
      devices.kill();
      resolve(result as LoadResult);
    });
    devices.once('error', reject);
    devices.send(plan);
  });
}

async function bench(engine: 'pglite' | 'postgresql') {
  const rate = rates[engine];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-bench-ingest-'));
  const schema = engine === 'postgresql' ? `bench_ingest_${process.pid}` : undefined;
  const config = {
    ...loadConfig({}),
    port: 0,
    ingestPort: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: engine === 'postgresql' ? (postgresUrl as string) : null,
    demo: false,
    simulate: false,
  };
  const server = await startServer(config, { logger: false, schema });
  try {
    const deviceIds = await seedBenchFleet(server.context.db, devices, Number(values.geofences));
    // Warm up: every device reports once (first trips, geocoder and caches), unmeasured.
    await runLoad({ ingestUrl: server.ingestUrl, deviceIds, rate: Math.min(rate, devices), seconds: 1 });
    const databaseCpu = engine === 'postgresql' ? await ourBackendsCpuMs(server.context.db) : null;
    const serverCpu = process.cpuUsage();
    const result = await runLoad({ ingestUrl: server.ingestUrl, deviceIds, rate, seconds });
    const { user, system } = process.cpuUsage(serverCpu);
    const databaseMs = databaseCpu ? cpuBetween(databaseCpu, await ourBackendsCpuMs(server.context.db)) : null;
    const [{ stored }] = await server.context.db.query<{ stored: number }>(sql`select count(*)::int as stored from positions`);
    const latencies = result.latencies.sort((a, b) => a - b);
    console.log(
      `${engine.padEnd(10)} ${(result.acknowledged / result.elapsedSeconds).toFixed(0).padStart(6)} positions/s sustained ` +
        `(target ${rate}), ack latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `max ${latencies.at(-1)?.toFixed(0)} ms, errors ${errorText(result.errors)}; ${stored} positions stored`,
    );
    // CPU per position is what the machine's load does not change: it says what an idle machine can do.
    const perThousand = (cpuMs: number) => ((cpuMs / result.acknowledged) * 1000).toFixed(0);
    console.log(
      `${''.padEnd(10)} CPU per 1,000 positions: server process ${perThousand((user + system) / 1000)} ms` +
        `${databaseMs === null ? ' (database included)' : `, PostgreSQL ${perThousand(databaseMs)} ms`}, devices ${perThousand(result.cpuMs)} ms; ` +
        `machine load average ${loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  }
}

console.log(`${devices} devices for ${seconds} s, ${values.geofences} geofences with alert rules`);
await bench('pglite');
if (postgresUrl) await bench('postgresql');
else console.log('postgresql skipped: set TEST_DATABASE_URL or pass --pg <url>');
