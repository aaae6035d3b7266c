import { connect } from 'node:net';
import sql from 'sql-template-tag';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/engine';
import type { DeviceFix } from '../../scripts/simulator/trackerFrames';
import { trackerDialects, type BenchedProtocol, type TrackerDialect } from '../../scripts/simulator/trackerDialects';
import { engines } from '../support/server';
import {
  deadOwner,
  freePort,
  killServerProcess,
  openWhenReleased,
  pgliteSetup,
  positionKey,
  postgresSetup,
  startServerProcess,
  storedPositionKeys,
  type ServerProcess,
} from '../support/serverProcess';
import { tenantNamed } from './ingestFixtures';

/** Assets fitted with tracker devices, IMEIs <prefix>000000000001 ... */
async function trackerFleet(db: Db, count: number, prefix = '354'): Promise<string[]> {
  const tenantId = await tenantNamed(db, 'Tracker Crash Ltd');
  const imeis = Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(12, '0')}`);
  for (const imei of imeis) {
    const [sensor] = await db.query<{ id: string }>(
      sql`insert into sensors (tenant_id, unique_id, name) values (${tenantId}, ${imei}, ${imei}) returning id`,
    );
    await db.query(sql`insert into assets (tenant_id, name, sensor_id) values (${tenantId}, ${`Truck ${imei}`}, ${sensor.id})`);
  }
  return imeis;
}

/**
 * Devices of a protocol with acknowledgements each sending packets of 5 records and waiting for each
 * acknowledgement, until `stopAfter` records are acknowledged, when the server is killed; each stops
 * at its first packet left unanswered. Answers the records acknowledged.
 */
async function streamUntilKilled(child: ServerProcess, port: number, imeis: string[], stopAfter: number, dialect: TrackerDialect) {
  const acknowledged: { imei: string; time: Date }[] = [];
  // Whole seconds: JT/T 808 reports count no less.
  const base = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
  let killing: Promise<void> | null = null;
  const device = async (imei: string, index: number) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let received = Buffer.alloc(0);
    let wake = () => {};
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      wake();
    });
    socket.on('close', () => wake());
    const answer = async (bytes: number) => {
      while (received.length < bytes && !socket.destroyed && !socket.readableEnded) await new Promise<void>((resolve) => (wake = resolve));
      const got = received.subarray(0, bytes);
      received = received.subarray(bytes);
      return got.length === bytes ? got : null;
    };
    const hello = dialect.hello(imei);
    if (hello?.answer) {
      socket.write(hello.send);
      if (!(await answer(hello.answer.length))?.equals(hello.answer)) return socket.destroy();
    }
    for (let packet = 0; ; packet++) {
      const fixes: DeviceFix[] = Array.from({ length: 5 }, (_, record) => ({
        time: new Date(base + ((packet * 5 + record) * imeis.length + index) * 1000),
        latitude: 52.5,
        longitude: 13.4,
        speedKmh: 30,
        heading: 90,
      }));
      const batch = dialect.batch(imei, fixes, packet);
      socket.write(batch.send);
      const ack = await answer((batch.answer as Buffer).length);
      if (!ack?.equals(batch.answer as Buffer)) break;
      acknowledged.push(...fixes.map((fix) => ({ imei, time: fix.time })));
      if (acknowledged.length >= stopAfter) killing ??= killServerProcess(child, 'SIGKILL');
    }
    socket.destroy();
  };
  await Promise.all(imeis.map(device));
  await killing;
  return acknowledged;
}

describe.each(engines)('crash during tracker ingestion on %s', (engine) => {
  const setup = engine === 'pglite' ? pgliteSetup() : postgresSetup();
  const children: ServerProcess[] = [];
  afterAll(async () => {
    for (const child of children) await killServerProcess(child, 'SIGKILL');
    await setup.cleanUp();
  });

  it.each([
    ['teltonika', 'TELTONIKA_PORT', '354'],
    ['jt808', 'JT808_PORT', '355'],
  ] as const)(
    'keeps every record acknowledged to a %s device after the server is killed mid-stream',
    { timeout: 300_000 },
    async (protocol: BenchedProtocol, portVariable, prefix) => {
      const prepare = await setup.open();
      await migrate(prepare);
      const imeis = await trackerFleet(prepare, 20, prefix);
      await prepare.close();

      const port = await freePort();
      const first = await startServerProcess({ ...setup.env, [portVariable]: String(port) });
      children.push(first);
      const acknowledged = await streamUntilKilled(first, port, imeis, 400, trackerDialects[protocol]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(400);

      await deadOwner(setup.env.FLEET_DATA_DIR);
      const second = await startServerProcess(setup.env);
      children.push(second);
      await killServerProcess(second, 'SIGTERM');

      const db = await openWhenReleased(setup.open);
      try {
        const keys = await storedPositionKeys(db);
        expect(acknowledged.filter((record) => !keys.has(positionKey(record.imei, record.time)))).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );
});
