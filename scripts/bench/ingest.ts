// `npm run bench -- ingest [--devices 1000] [--rate 10000] [--pglite-rate 1000] [--seconds 15] [--warmup 5] [--geofences 1000] [--pg url] [--pglite-only | --postgresql-only]
//   [--instances 1] [--protocol teltonika[,gt06,h02,suntech,jt808] [--tracker-rate 10000] [--batch 10]] [--without-behaviour]`
// 1,000 simulated devices post OsmAnd positions at a fixed total rate to a real server (its own
// PGlite data dir, and a PostgreSQL schema dropped afterwards); prints positions per second
// sustained, acknowledgement latency (p50, p99) and errors, and checks every acknowledged
// position is stored. The devices connect and report for --warmup seconds before the measured
// --seconds, on the same connections, as a fleet that has been reporting for a while; the p99 of
// that start, when every device connects at once, is printed apart.
// With --instances N (PostgreSQL) the devices spread over N server instances on the same database,
// as behind a load balancer; the others run server/main.ts in processes of their own.
// With --protocol teltonika (or a list: teltonika,suntech) the same server then takes another 1,000
// devices of their own tenant per protocol on that protocol's port: each sends packets of --batch
// records and waits for a packet's acknowledgement before the next, at --tracker-rate records/s
// together (PGlite: --pglite-rate); the figures are printed under the OsmAnd one of the same run.
// H02 and Suntech devices get no acknowledgement: theirs is the rate of records stored within the measured
// seconds, with no latency.
// With --without-behaviour each engine is benched five times (the first warms up), with driving behaviour found in ingestion and
// without (config.drivingBehaviour), and the server CPU per 1,000 positions of the two is compared (issue 30: at most 10% more).
// PGlite runs in the server's own thread, so past what it sustains (about 1,000-2,000 positions/s
// here) requests wait unanswered in the sockets: it is driven at its own rate (--pglite-rate) for
// a latency that means something.
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
import { backendsCpuMs, cpuBetween } from './ingest/cpuTime';
import { startMoreInstances } from './ingest/moreInstances';
import type { LoadPlan, LoadResult } from './ingest/loadWorker';
import type { TrackerLoadPlan } from './ingest/trackerLoadWorker';
import { isBenchedProtocol, trackerDialects, type BenchedProtocol } from '../simulator/trackerDialects';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '10000' },
    'pglite-rate': { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    geofences: { type: 'string', default: '1000' },
    pg: { type: 'string' },
    'pglite-only': { type: 'boolean', default: false },
    'postgresql-only': { type: 'boolean', default: false },
    protocol: { type: 'string' },
    'tracker-rate': { type: 'string', default: '10000' },
    batch: { type: 'string', default: '10' },
    instances: { type: 'string', default: '1' },
    'without-behaviour': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const devices = Number(values.devices);
const rates = { postgresql: Number(values.rate), pglite: Number(values['pglite-rate']) };
const seconds = Number(values.seconds);
const warmupMs = Number(values.warmup) * 1000;
const protocols = values.protocol?.split(',').map((name) => name.trim()) ?? [];
if (!protocols.every(isBenchedProtocol)) {
  // GT06 and H02 devices get no acknowledgement of most positions: they are not benched.
  console.error(`--protocol: one or more of ${Object.keys(trackerDialects).join(', ')}`);
  process.exit(1);
}
const benched = protocols as BenchedProtocol[];
const trackerRates = { postgresql: Number(values['tracker-rate']), pglite: Number(values['pglite-rate']) };
const batch = Number(values.batch);
// PostgreSQL only: the others run server/main.ts in processes of their own, on the same database.
const instances = Number(values.instances);
const postgresUrl = values['pglite-only'] ? undefined : values.pg || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const errorText = (errors: Record<number, number>) =>
  Object.entries(errors)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ') || 'none';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** The devices run in a process of their own, so that they and the server each have a core. */
function runWorker(worker: string, plan: LoadPlan | TrackerLoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const devices = fork(fileURLToPath(new URL(worker, import.meta.url)), { execArgv: ['--import', 'tsx'] });
    devices.once('message', (result) => {
      devices.kill();
      resolve(result as LoadResult);
    });
    devices.once('error', reject);
    devices.send(plan);
  });
}

/**
 * CPU per position is what the machine's load changes least: it says what an idle machine can do.
 * `databaseMs` null: PGlite, which runs inside the server process.
 */
function cpuPerThousandText(cpu: { serverMs: number; databaseMs: number | null; devicesMs: number }, acknowledged: number, instances = 1) {
  const perThousand = (cpuMs: number) => ((cpuMs / acknowledged) * 1000).toFixed(0);
  const database = cpu.databaseMs === null ? ' (database included)' : `, PostgreSQL ${perThousand(cpu.databaseMs)} ms`;
  return `server ${instances > 1 ? `processes (${instances} instances)` : 'process'} ${perThousand(cpu.serverMs)} ms${database}, devices ${perThousand(cpu.devicesMs)} ms`;
}

const runLoad = (plan: LoadPlan) => runWorker('./ingest/loadWorker.ts', plan);
const runTrackers = (plan: TrackerLoadPlan) => runWorker('./ingest/trackerLoadWorker.ts', plan);

/** A run's answers split at the end of its warm-up: the measured part, and the start when every device connects at once. */
function splitAtWarmup({ latencies, sentAt }: LoadResult) {
  const measured: number[] = [];
  const start: number[] = [];
  sentAt.forEach((at, index) => (at < warmupMs ? start : measured).push(latencies[index]));
  return { measured: measured.sort((a, b) => a - b), start: start.sort((a, b) => a - b) };
}

/** Acknowledgements that arrived within the measured seconds: what the server kept up with, whatever was offered. */
const acknowledgedInWindow = ({ latencies, sentAt }: LoadResult) =>
  sentAt.filter((at, index) => at + latencies[index] >= warmupMs && at + latencies[index] < warmupMs + seconds * 1000).length;

/** Rate, latency of the measured part and the p99 of the connecting start, from one run of warm-up + measured seconds. */
function measuredText(result: LoadResult, perAnswer: number, unit: string) {
  const { measured, start } = splitAtWarmup(result);
  const rate = ((acknowledgedInWindow(result) * perAnswer) / seconds).toFixed(0).padStart(6);
  return (
    `${rate} ${unit}/s sustained over ${seconds} s, ack latency p50 ${percentile(measured, 50).toFixed(1)} ms, p99 ${percentile(measured, 99).toFixed(1)} ms, ` +
    `max ${measured.at(-1)?.toFixed(0)} ms (first ${warmupMs / 1000} s, all devices connecting: p99 ${percentile(start, 99).toFixed(0)} ms)`
  );
}

/** The records of one bench tenant stored so far. */
async function storedIn(server: Awaited<ReturnType<typeof startServer>>, tenant: string) {
  const [{ stored }] = await server.context.db.query<{ stored: number }>(sql`select count(*)::int as stored from positions p
    join assets a on a.id = p.asset_id join tenants t on t.id = a.tenant_id where t.name = ${tenant}`);
  return stored;
}

/**
 * Tracker devices of one protocol on the same server, after the OsmAnd run: records per second and
 * packet acknowledgement latency; for a protocol without acknowledgements, the records stored
 * within the measured seconds.
 */
async function benchTrackers(
  server: Awaited<ReturnType<typeof startServer>>,
  engine: 'pglite' | 'postgresql',
  protocol: BenchedProtocol,
  order: number,
) {
  const rate = trackerRates[engine];
  const tenant = `Bench Trackers ${protocol}`;
  const idPrefix = `35${order + 2}0000`;
  const deviceIds = await seedBenchFleet(server.context.db, devices, Number(values.geofences), { tenant, idPrefix, idDigits: 8 });
  const plan = { protocol, host: '127.0.0.1', port: server.trackerPorts[protocol] as number, deviceIds, batch };
  const databaseCpu = engine === 'postgresql' ? await backendsCpuMs(server.context.db, [process.pid]) : null;
  const serverCpu = process.cpuUsage();
  // Without acknowledgements, what is stored at the two ends of the measured seconds is the rate.
  const window = trackerDialects[protocol].acknowledges
    ? null
    : Promise.all(
        [warmupMs, warmupMs + seconds * 1000].map(
          (at) => new Promise<number>((resolve) => setTimeout(() => resolve(storedIn(server, tenant)), at)),
        ),
      );
  const result = await runTrackers({ ...plan, rate, seconds: warmupMs / 1000 + seconds });
  const { user, system } = process.cpuUsage(serverCpu);
  const databaseMs = databaseCpu ? cpuBetween(databaseCpu, await backendsCpuMs(server.context.db, [process.pid])) : null;
  const stored = await storedIn(server, tenant);
  const errors =
    Object.entries(result.errors)
      .map(([kind, count]) => `${count} × ${kind === '0' ? 'no answer' : 'wrong answer'}`)
      .join(', ') || 'none';
  const figure = window
    ? await window.then(
        ([first, last]) =>
          `${((last - first) / seconds).toFixed(0).padStart(6)} records/s stored over ${seconds} s (no acknowledgement: no latency)`,
      )
    : measuredText(result, batch, 'records');
  console.log(
    `${protocol.padEnd(10)} ${figure} (target ${rate}, packets of ${batch}); errors ${errors}; ` +
      `${stored} of ${result.acknowledged} records ${window ? 'sent' : 'acknowledged'} stored (warm-up included)`,
  );
  const serverMs = (user + system) / 1000;
  console.log(
    `${''.padEnd(10)} CPU per 1,000 records: ${cpuPerThousandText({ serverMs, databaseMs, devicesMs: result.cpuMs }, result.acknowledged)}; ` +
      `machine load average ${loadavg()[0].toFixed(1)}`,
  );
  return (serverMs / result.acknowledged) * 1000;
}

/** Server CPU per 1,000 positions of one bench, OsmAnd's and each tracker protocol's. */
type ServerCpu = Record<string, number>;

async function bench(engine: 'pglite' | 'postgresql', drivingBehaviour = true): Promise<ServerCpu> {
  const rate = rates[engine];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-bench-ingest-'));
  const schema = engine === 'postgresql' ? `bench_ingest_${process.pid}` : undefined;
  const defaults = loadConfig({});
  const config = {
    ...defaults,
    port: 0,
    ingestPort: 0,
    // A port chosen by the system for each benched protocol, none for the others.
    trackerPorts: Object.fromEntries(
      Object.keys(defaults.trackerPorts).map((name) => [name, benched.includes(name as BenchedProtocol) ? 0 : null]),
    ) as typeof defaults.trackerPorts,
    // Every benched device connects from 127.0.0.1: the per-address share must hold them all.
    trackerMaxConnectionsPerAddress: devices * Math.max(1, benched.length),
    host: '127.0.0.1',
    dataDir,
    databaseUrl: engine === 'postgresql' ? (postgresUrl as string) : null,
    demo: false,
    simulate: false,
    drivingBehaviour,
  };
  const server = await startServer(config, { logger: false, schema });
  let more: Awaited<ReturnType<typeof startMoreInstances>> | null = null;
  try {
    const deviceIds = await seedBenchFleet(server.context.db, devices, Number(values.geofences));
    if (engine === 'postgresql' && instances > 1) more = await startMoreInstances(instances - 1, postgresUrl as string, schema as string);
    const serverPids = () => [process.pid, ...(more?.pids() ?? [])];
    const databaseCpu = engine === 'postgresql' ? await backendsCpuMs(server.context.db, serverPids()) : null;
    const serverCpu = process.cpuUsage();
    const moreCpu = more?.cpuMs() ?? 0;
    const ingestUrls = [server.ingestUrl, ...(more?.ingestUrls ?? [])];
    const result = await runLoad({ ingestUrls, deviceIds, rate, seconds: warmupMs / 1000 + seconds });
    const { user, system } = process.cpuUsage(serverCpu);
    const serverMs = (user + system) / 1000 + (more ? more.cpuMs() - moreCpu : 0);
    const databaseMs = databaseCpu ? cpuBetween(databaseCpu, await backendsCpuMs(server.context.db, serverPids())) : null;
    const [{ stored }] = await server.context.db.query<{ stored: number }>(sql`select count(*)::int as stored from positions`);
    const label = ingestUrls.length > 1 ? `${engine}, ${ingestUrls.length} instances` : engine;
    console.log(
      `${label.padEnd(10)} ${measuredText(result, 1, 'positions')} (target ${rate}); errors ${errorText(result.errors)}; ${stored} positions stored`,
    );
    console.log(
      `${''.padEnd(10)} CPU per 1,000 positions: ${cpuPerThousandText({ serverMs, databaseMs, devicesMs: result.cpuMs }, result.acknowledged, ingestUrls.length)}; ` +
        `machine load average ${loadavg()[0].toFixed(1)}`,
    );
    await more?.stop();
    more = null;
    const cpu: ServerCpu = { OsmAnd: (serverMs / result.acknowledged) * 1000 };
    for (const [order, protocol] of benched.entries()) cpu[protocol] = await benchTrackers(server, engine, protocol, order);
    return cpu;
  } finally {
    await more?.stop();
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

console.log(
  `${devices} devices for ${warmupMs / 1000} s of warm-up and ${seconds} s measured, ${values.geofences} geofences with alert rules`,
);
/**
 * The engine's bench; with --without-behaviour, twice with driving behaviour and twice without, alternating so
 * that neither gains from running later, and the means compared. A first bench before them warms the process's
 * code and is not counted (it measured 10% more CPU than the same bench run later).
 */
async function benchEngine(engine: 'pglite' | 'postgresql') {
  if (!values['without-behaviour']) return void (await bench(engine));
  console.log(`${engine}, warming up (not counted):`);
  await bench(engine);
  const runs: Record<'with' | 'without', ServerCpu[]> = { with: [], without: [] };
  for (const variant of ['with', 'without', 'without', 'with'] as const) {
    console.log(`${engine}, ${variant} driving behaviour:`);
    runs[variant].push(await bench(engine, variant === 'with'));
  }
  const mean = (cpus: ServerCpu[], name: string) => cpus.reduce((sum, cpu) => sum + cpu[name], 0) / cpus.length;
  for (const name of Object.keys(runs.with[0])) {
    const [withIt, without] = [mean(runs.with, name), mean(runs.without, name)];
    const ratio = withIt / without;
    console.log(
      `${engine} ${name}: server CPU per 1,000 ${withIt.toFixed(0)} ms with driving behaviour, ${without.toFixed(0)} ms without ` +
        `(means of two runs each: x${ratio.toFixed(2)}, at most x1.10: ${ratio <= 1.1 ? 'met' : 'NOT met'})`,
    );
  }
}

if (!values['postgresql-only']) await benchEngine('pglite');
if (postgresUrl) await benchEngine('postgresql');
else console.log('postgresql skipped: set TEST_DATABASE_URL or pass --pg <url>');
