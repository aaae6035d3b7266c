import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sql from 'sql-template-tag';
import { openDb, type Db } from '../../server/db/engine';
import { copyMigratedPglite } from './pgliteTemplate';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A server running as a process of its own, so that a test can kill it like a crash would. */
export interface ServerProcess {
  process: ChildProcess;
  ingestUrl: string;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * The arguments to Node that run a TypeScript entry point of the repository: tsx as Node's loader, in the one process
 * (`npx tsx` took 5 s of a loaded machine before the script's first line, most of it npm's own start).
 */
const typeScriptEntry = (script: string, ...args: string[]) => ['--import', 'tsx', script, ...args];
const execFileAsync = promisify(execFile);

/**
 * Runs a TypeScript entry point of the repository (a CLI, the server refusing to start) to its end; rejects as
 * `execFile` does on a non-zero exit, with its `code` and `stderr`.
 */
export const runTypeScript = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  execFileAsync(process.execPath, typeScriptEntry(script, ...args), { cwd: root, env });

/** `server/main.ts` in a process group of its own, ready once it prints its ingestion URL. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, typeScriptEntry('server/main.ts'), {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      INGEST_PORT: '0',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      H02_PORT: '0',
      SUNTECH_PORT: '0',
      JT808_PORT: '0',
      HOST: '127.0.0.1',
      FLEET_DEMO: '0',
      FLEET_SIMULATE: '0',
      FLEET_STATIC_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ingestUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/Device ingestion \(OsmAnd protocol\) on (\S+)/);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { process: child, ingestUrl, output: () => output };
}

const exited = (child: ServerProcess) =>
  new Promise((resolve) =>
    child.process.exitCode !== null || child.process.signalCode !== null ? resolve(null) : child.process.once('exit', resolve),
  );

/** Signals the whole process group and waits until the server's process has ended. */
export async function killServerProcess(child: ServerProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-(child.process.pid as number), signal);
  } catch {
    // already gone
  }
  await exited(child);
}

/** A PostgreSQL URL whose connections use `schema` (a test's own, or another server's to share). */
export const urlWithSchema = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;

/** Waits until the process holding the data directory's lock (if any) has really ended. */
export async function deadOwner(dataDir: string | undefined) {
  const lock = dataDir && path.join(dataDir, 'server.lock');
  for (let attempt = 0; lock && existsSync(lock) && attempt < 60; attempt++) {
    try {
      process.kill(Number(readFileSync(lock, 'utf8')), 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A killed server's process may end before its database is let go: wait until the data directory is free
 * (the embedded engine refuses a second process meanwhile).
 */
export async function openWhenReleased(open: () => Promise<Db>): Promise<Db> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (attempt >= 60 || !/Another fleet server/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A port free a moment ago, for a process of the test's to listen on. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Each stored position as `<device unique id>@<time in ms>`, to check acknowledged ones against (`positionKey`). */
export async function storedPositionKeys(db: Db): Promise<Set<string>> {
  const stored = await db.query<{ unique_id: string; time: Date }>(sql`select s.unique_id, p.time from positions p
    join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id`);
  return new Set(stored.map((row) => positionKey(row.unique_id, row.time)));
}

export const positionKey = (uniqueId: string, time: Date) => `${uniqueId}@${time.getTime()}`;

export interface Setup {
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanUp(): Promise<void>;
}

export function pgliteSetup(): Setup {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-crash-'));
  // The database starts as a copy of the migrated one, as a test server's does: these tests are about what a
  // crash keeps, not about creating a database (initdb in WASM took 20 s of a loaded machine).
  let copied: Promise<void> | null = null;
  return {
    env: { FLEET_DATA_DIR: dataDir },
    async open() {
      await (copied ??= copyMigratedPglite(dataDir));
      return openDb({ databaseUrl: null, dataDir });
    },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export function postgresSetup(): Setup {
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `crash_${process.pid}_${Date.now()}`;
  return {
    env: { DATABASE_URL: urlWithSchema(url, schema) },
    open: () => openDb({ databaseUrl: url, dataDir: tmpdir(), schema }),
    async cleanUp() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}
