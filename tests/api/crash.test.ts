import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sql from 'sql-template-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/engine';
import { migrate } from '../../server/db/migrate';
import { engines } from '../support/server';
import { report, tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Child {
  process: ChildProcess;
  ingestUrl: string;
}

/** `npx tsx server/main.ts` in its own process group (npx, tsx and node die together), ready once it prints its ingestion URL. */
async function startServerProcess(env: Record<string, string>): Promise<Child> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: '0', INGEST_PORT: '0', HOST: '127.0.0.1', FLEET_DEMO: '0', FLEET_SIMULATE: '0', FLEET_STATIC_DIR: '', ...env },
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
  return { process: child, ingestUrl };
}

const exited = (child: Child) =>
  new Promise((resolve) => (child.process.exitCode !== null || child.process.signalCode !== null ? resolve(null) : child.process.once('exit', resolve)));

async function kill(child: Child, signal: NodeJS.Signals) {
  try {
    process.kill(-(child.process.pid as number), signal);
  } catch {
    // already gone
  }
  await exited(child);
}

/** Waits until the process holding the data directory's lock (if any) has really ended. */
async function deadOwner(dataDir: string | undefined) {
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
 * npx exits before the server it started has closed its database: wait until the server has let go
 * of the data directory (the embedded engine refuses a second process meanwhile).
 */
async function openWhenReleased(open: () => Promise<Db>): Promise<Db> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (attempt >= 60 || !/Another fleet server/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Many devices reporting at once until `stopAfter` positions are acknowledged, when the server
 * is killed; keeps going until requests fail. Answers the positions acknowledged with 200.
 */
async function burstUntilKilled(child: Child, trucks: TrackedAsset[], stopAfter: number) {
  const acknowledged: { deviceId: string; time: Date }[] = [];
  const base = Date.now() - 3_600_000;
  let sequence = 0;
  let killing: Promise<void> | null = null;
  const device = async () => {
    for (;;) {
      const index = sequence++;
      const position = { deviceId: trucks[index % trucks.length].deviceId, time: new Date(base + index * 1000) };
      const status = await report(child.ingestUrl, position.deviceId, { latitude: 52.5, longitude: 13.4, time: position.time, speedKmh: 30 }).catch(() => 0);
      if (status !== 200) return;
      acknowledged.push(position);
      if (acknowledged.length >= stopAfter) killing ??= kill(child, 'SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 40 }, device));
  await killing;
  return acknowledged;
}

interface Setup {
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanUp(): Promise<void>;
}

function pgliteSetup(): Setup {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-crash-'));
  return {
    env: { FLEET_DATA_DIR: dataDir },
    open: () => openDb({ databaseUrl: null, dataDir }),
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresSetup(): Setup {
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `crash_${process.pid}_${Date.now()}`;
  const withSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return {
    env: { DATABASE_URL: withSchema },
    open: () => openDb({ databaseUrl: url, dataDir: tmpdir(), schema }),
    async cleanUp() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

describe.each(engines)('crash during ingestion on %s', (engine) => {
  const setup = engine === 'pglite' ? pgliteSetup() : postgresSetup();
  const children: Child[] = [];
  afterAll(async () => {
    for (const child of children) await kill(child, 'SIGKILL');
    await setup.cleanUp();
  });

  it('keeps every acknowledged position after the server is killed mid-burst and restarted', { timeout: 240_000 }, async () => {
    const prepare = await setup.open();
    await migrate(prepare);
    const trucks = await trackedAssets(prepare, await tenantNamed(prepare, 'Crash Test Ltd'), 'crash', 20);
    await prepare.close();

    const first = await startServerProcess(setup.env);
    children.push(first);
    const acknowledged = await burstUntilKilled(first, trucks, 400);
    expect(acknowledged.length).toBeGreaterThanOrEqual(400);

    // Same data directory: the lock file of the killed process is taken over once it is gone.
    await deadOwner(setup.env.FLEET_DATA_DIR);
    const second = await startServerProcess(setup.env);
    children.push(second);
    expect(await report(second.ingestUrl, trucks[0].deviceId, { latitude: 52.5, longitude: 13.4, time: new Date() })).toBe(200);
    await kill(second, 'SIGTERM');

    const db = await openWhenReleased(setup.open);
    try {
      const stored = await db.query<{ unique_id: string; time: Date }>(sql`select s.unique_id, p.time from positions p
        join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id`);
      const keys = new Set(stored.map((row) => `${row.unique_id}@${row.time.getTime()}`));
      const lost = acknowledged.filter((position) => !keys.has(`${position.deviceId}@${position.time.getTime()}`));
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
