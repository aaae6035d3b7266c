import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { openDb } from '../../server/db/engine';
import { migrate } from '../../server/db/migrate';
import { productionHashCost, setHashCostForTests } from '../../server/auth/passwords';
import { copyMigratedPglite } from './pgliteTemplate';
import { migratedPostgres } from './postgresTemplate';

export type Engine = 'pglite' | 'postgresql';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The engines of the API suites that reach where the two differ: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set. They differ below the SQL, which is PostgreSQL's on both (PGlite is PostgreSQL compiled to WebAssembly): the
 * drivers' reading of answers (the contract suites check every operation's), one connection against a pool
 * (transactions, locks, bad input that must lose nothing), the job queue (graphile-worker or in-process), ingestion's
 * group commit (the tracker and ingest suites), storage, partitions and start-up.
 */
export const engines: Engine[] = postgresUrl ? ['pglite', 'postgresql'] : ['pglite'];
/**
 * The engine of the API suites about behaviour above the storage (rules, rights, reports, imports, sign-in): the
 * last of `engines`, PostgreSQL when TEST_DATABASE_URL is set, else PGlite. On both, they ran the same SQL twice.
 */
export const behaviourEngines: Engine[] = engines.slice(-1);
if (!postgresUrl) {
  console.warn('\n*** TEST_DATABASE_URL is not set: the PostgreSQL half of the API tests is SKIPPED. ***\n');
}

export interface TestServer extends RunningServer {
  engine: Engine;
  baseUrl: string;
  dataDir: string;
  /** PostgreSQL only: the schema holding this server's data, in a database of its own (`context.config.databaseUrl`). */
  schema?: string;
}

/** Ports the system chooses, the trackers' too: servers of parallel test files never meet on a default port. */
export const freePorts = { port: 0, ingestPort: 0, trackerPorts: { teltonika: 0, gt06: 0, h02: 0, suntech: 0, jt808: 0 } };

// Passwords hashed at N=2^10 take about 3 ms instead of 400 (see setHashCostForTests).
const testHashCost = 2 ** 10;

/**
 * A real server on a free port with a fresh database: a new PGlite data dir, or a new schema
 * on the PostgreSQL test server. Demo data is seeded unless `demo: false`.
 */
export async function startTestServer(
  options: {
    engine?: Engine;
    demo?: boolean;
    config?: Partial<Config>;
    // A second instance on the PostgreSQL schema of a running one (the first drops it).
    sharing?: TestServer;
    clock?: () => number;
    // Hash passwords at the production cost (the tests that time sign-in, and the benches); the process's other servers too.
    productionHashCost?: boolean;
  } = {},
): Promise<TestServer> {
  const engine = options.engine ?? 'pglite';
  setHashCostForTests(options.productionHashCost ? productionHashCost : testHashCost);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-test-'));
  // A second instance shares the first one's database.
  const ownDatabase = engine === 'postgresql' && !options.sharing ? await migratedPostgres(migrateTemplate) : null;
  const schema = ownDatabase?.schema ?? options.sharing?.schema;
  const config: Config = {
    ...loadConfig({}),
    ...freePorts,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: ownDatabase?.databaseUrl ?? options.sharing?.context.config.databaseUrl ?? null,
    demo: options.demo ?? true,
    // A day of demo history gives the demo assets recent trips and seeds in a fraction of the time of 30.
    demoHistoryDays: 1,
    // Tests count the alerts they make; a test that wants the demo's asks for `demoAlertDays`.
    demoAlertDays: 0,
    simulate: false,
    // Tests reach no internet: the console's maps use the offline outlines unless a test serves a style.
    mapStyleUrl: null,
    mapStyleDarkUrl: null,
    ...options.config,
  };
  // A new PGlite database starts as a copy of a migrated one (see pgliteTemplate.ts); a data dir a test chose is its own.
  if (!config.databaseUrl && config.dataDir === dataDir) await copyMigratedPglite(dataDir);
  const server = await startServer(config, { logger: false, schema, clock: options.clock });
  return {
    ...server,
    engine,
    baseUrl: server.url,
    dataDir,
    schema,
    async stop() {
      await server.stop();
      await ownDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test that runs `startServer` itself (to restart over one database): the test servers' cheap password
 * hashes and, given a new PGlite data directory, a copy of the migrated database in it, as `startTestServer` does.
 */
export async function asTestServer(pgliteDataDir?: string) {
  setHashCostForTests(testHashCost);
  if (pgliteDataDir) await copyMigratedPglite(pgliteDataDir);
}

/** Builds the PostgreSQL template (see postgresTemplate.ts): the product's migrations, nothing a server makes at its start. */
async function migrateTemplate(databaseUrl: string, schema: string) {
  const db = await openDb({ databaseUrl, dataDir: tmpdir(), schema });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}
