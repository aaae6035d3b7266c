import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import sql from 'sql-template-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { teltonikaHandshake, teltonikaPacket } from '../../scripts/simulator/trackerFrames';
import { behaviourEngines } from '../support/server';
import {
  freePort,
  killServerProcess,
  pgliteSetup,
  postgresSetup,
  startServerProcess,
  type ServerProcess,
  type Setup,
} from '../support/serverProcess';
import { tenantNamed } from './ingestFixtures';

/**
 * The tracker ports under attack from two addresses while a registered device reports from a third,
 * on 127.0.0.1 (the whole of 127/8 is loopback: each client binds its own source address). Bounded:
 * 300 slow connections, 4 flooding ones (tests/support/trackerAttackers.mjs), one device and a health
 * probe, for 20 seconds, after 3 seconds of warm-up and 5 of the device and the probe alone.
 */
const runMs = 20_000;
/** The device and the health probe alone before the attack, for comparison. */
const calmMs = 5_000;
const maxConnections = 200;
/** A tenth of the cap, TRACKER_MAX_CONNECTIONS_PER_ADDRESS's default. */
const share = maxConnections / 10;
const imei = '356307042441013';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** A connection from `from`; resolves once connected (or closed at once). */
function open(port: number, from: string): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  socket.on('error', () => {});
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
  });
}

interface AttackTally {
  fillers: { opened: number; turnedAway: number };
  flood: { connections: number; bytes: number };
}

/** 300 slow connections from 127.0.0.2 and 4 flooding ones from 127.0.0.3 until `until`, in a thread of their own. */
function attack(port: number, until: number): Promise<AttackTally> {
  const worker = new Worker(new URL('../support/trackerAttackers.mjs', import.meta.url), {
    workerData: { port, until, fillers: { from: '127.0.0.2', count: 300 }, flooders: { from: '127.0.0.3', count: 4 } },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The registered device: a packet of one record every 50 ms, each acknowledgement timed. */
async function registeredDevice(port: number, from: string, until: number) {
  const socket = await open(port, from);
  let received = Buffer.alloc(0);
  let wake = () => {};
  let closed = false;
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  const answer = async (bytes: number) => {
    while (received.length < bytes && !closed) await new Promise<void>((resolve) => (wake = resolve));
    const got = received.subarray(0, bytes);
    received = received.subarray(bytes);
    return got.length === bytes ? got : null;
  };
  socket.write(teltonikaHandshake(imei));
  if ((await answer(1))?.[0] !== 1) return { acks: [], failure: `no handshake reply${closed ? ' (closed)' : ''}` };
  const acks: number[] = [];
  let time = Date.now() - 3_600_000;
  while (Date.now() < until) {
    const started = performance.now();
    socket.write(teltonikaPacket([{ time: new Date((time += 1_000)), latitude: 52.5, longitude: 13.4, speedKmh: 30, heading: 90 }]));
    const ack = await answer(4);
    if (!ack || ack.readUInt32BE(0) !== 1) return { acks, failure: `packet ${acks.length + 1} unacknowledged${closed ? ' (closed)' : ''}` };
    acks.push(performance.now() - started);
    await sleep(50);
  }
  socket.destroy();
  return { acks, failure: null };
}

async function healthProbe(apiUrl: string, until: number) {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await response.text();
    times.push(response.ok ? performance.now() - started : Infinity);
    await sleep(200);
  }
  return times;
}

// One engine: the defence is the listeners' (caps per address, budgets before login), above the storage; the
// records of both engines' group commits are the tracker suites' (trackers.test.ts and each protocol's sockets suite).
describe.each(behaviourEngines)('tracker ports under attack on %s', (engine) => {
  const setups: Setup[] = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await killServerProcess(server, 'SIGKILL');
    for (const setup of setups) await setup.cleanUp();
  });

  it(
    'keeps a registered device acknowledged within 100 ms (p99) and /api/health within 200 ms while one address fills its share and another floods keep-alives',
    { timeout: 240_000 },
    async () => {
      // A database of its own for each try (a retry must not meet the first try's server).
      const setup = engine === 'pglite' ? pgliteSetup() : postgresSetup();
      setups.push(setup);
      const db = await setup.open();
      await migrate(db);
      const tenantId = await tenantNamed(db, 'Load Ltd');
      const [sensor] = await db.query<{ id: string }>(
        sql`insert into sensors (tenant_id, unique_id, name) values (${tenantId}, ${imei}, 'Loaded') returning id`,
      );
      await db.query(sql`insert into assets (tenant_id, name, sensor_id) values (${tenantId}, 'Loaded truck', ${sensor.id})`);
      await db.close();

      const port = await freePort();
      server = await startServerProcess({ ...setup.env, TELTONIKA_PORT: String(port), TRACKER_MAX_CONNECTIONS: String(maxConnections) });
      const apiUrl = (server.output().match(/Fleet console and API on (\S+)/) as RegExpMatchArray)[1];

      // The same device and probe alone first (after a warm-up: the first batches compile and plan): what
      // this machine gives them without an attack.
      await registeredDevice(port, '127.0.0.4', Date.now() + 3_000);
      const calmUntil = Date.now() + calmMs;
      const [calmDevice, calmHealth] = await Promise.all([registeredDevice(port, '127.0.0.4', calmUntil), healthProbe(apiUrl, calmUntil)]);
      const until = Date.now() + runMs;
      // The attackers first, so the device arrives at ports already under attack.
      const attacking = attack(port, until);
      await sleep(1_000);
      const [{ fillers, flood }, device, health] = await Promise.all([
        attacking,
        registeredDevice(port, '127.0.0.4', until),
        healthProbe(apiUrl, until),
      ]);
      await killServerProcess(server, 'SIGTERM');
      const log = server.output();
      server = undefined;

      const figures = {
        engine,
        calm: {
          device: {
            acks: calmDevice.acks.length,
            p50: percentile(calmDevice.acks, 50),
            p99: percentile(calmDevice.acks, 99),
            max: Math.max(...calmDevice.acks),
          },
          health: { probes: calmHealth.length, p50: percentile(calmHealth, 50), max: Math.max(...calmHealth) },
        },
        device: {
          acks: device.acks.length,
          p50: percentile(device.acks, 50),
          p99: percentile(device.acks, 99),
          max: Math.max(...device.acks),
        },
        health: { probes: health.length, p50: percentile(health, 50), max: Math.max(...health) },
        fillers,
        flood: { ...flood, megabytesPerSecond: flood.bytes / 1e6 / (runMs / 1000) },
        overBudget: (log.match(/closed, overBudget/g) ?? []).length,
        turnedAwayLog: log.split('\n').find((line) => line.includes('turned away')),
      };
      console.log(
        `tracker load figures: ${JSON.stringify(figures, (_, value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value))}`,
      );

      expect(device.failure).toBeNull();
      expect(device.acks.length).toBeGreaterThan(100);
      // The targets (p99 100 ms, health 200 ms) hold whenever this machine meets them at all: when the device
      // or the probe alone already missed them (2 cores shared with other test runs and their PostgreSQL),
      // the attack may at most double what they had alone.
      expect(figures.device.p99).toBeLessThan(figures.calm.device.p99 < 100 ? 100 : 2 * figures.calm.device.p99);
      expect(figures.health.max).toBeLessThan(figures.calm.health.max < 200 ? 200 : 2 * figures.calm.health.max);
      // One address holds its share and no more; the rest of its attempts were turned away, counted and logged by address.
      expect(fillers.turnedAway).toBeGreaterThan(0);
      expect(figures.turnedAwayLog).toMatch(
        new RegExp(`127\\.0\\.0\\.2: \\d+ at its share of ${share} \\(TRACKER_MAX_CONNECTIONS_PER_ADDRESS\\)`),
      );
      // Every flooding connection was closed at its pre-login budget and counted.
      expect(flood.connections).toBeGreaterThan(4);
      expect(figures.overBudget).toBeGreaterThanOrEqual(flood.connections - 4);
    },
  );
});
