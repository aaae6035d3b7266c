import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { jt808Auth, jt808Batch, jt808Reply } from '../../scripts/simulator/trackerFrames';
import { TrackerClient } from '../../scripts/simulator/trackerClient';
import { connectTracker, type TrackerEnd } from './trackerDevice';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hex = (bytes: string) => Buffer.from(bytes, 'hex');

// A location report of terminal 013833501744 (Traccar's decoder test): 2015-08-18 07:21:21 China time, serial 0019.
const location = hex('7e0200002a013833501744001900000000000000c201597fa806cc01580080000000081508180721210104000002f502020000030200009f7e');
const locationReply = '7e8001000501383350174400000019020000967e';

describe.each(engines)('JT/T 808 terminals over TCP, on %s', (engine) => {
  let suite: Suite;
  const trackers: TrackerEnd[] = [];
  const assets = new Map<string, string>();
  const sensors = new Map<string, string>();

  beforeAll(async () => {
    suite = await startSuite(engine);
    for (const uniqueId of ['13833501744', '356000000000017']) {
      const asset = await suite.api.call<Schema<'Asset'>>('POST', '/assets', {
        token: suite.tokens.Admin,
        body: { name: `Truck ${uniqueId}` },
      });
      const sensor = await suite.api.call<Schema<'Sensor'>>('POST', '/sensors', {
        token: suite.tokens.Admin,
        body: { uniqueId, name: 'JT808', assetId: asset.body.id },
      });
      expect(sensor.status).toBe(200);
      assets.set(uniqueId, asset.body.id);
      sensors.set(uniqueId, sensor.body.id);
    }
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    await suite?.server.stop();
  });

  const connect = async () => {
    const tracker = await connectTracker(suite.server.trackerPorts.jt808 as number);
    trackers.push(tracker);
    return tracker;
  };
  const stored = (uniqueId: string) =>
    suite.server.context.db.query<{ time: Date; latitude: number; longitude: number; attributes: Record<string, unknown> }>(
      sql`select time, latitude, longitude, attributes from positions where asset_id = ${assets.get(uniqueId)} order by time`,
    );

  it('acknowledges a location report split byte by byte after garbage only once it is stored', async () => {
    const tracker = await connect();
    tracker.write(Buffer.from('$$ noise'));
    let storedWhenAnswered: number | null = null;
    tracker.socket.once('data', () => {
      void stored('13833501744').then((rows) => (storedWhenAnswered = rows.length));
    });
    for (const byte of location) tracker.write(Buffer.from([byte]));
    await tracker.expectReceived(locationReply);
    for (let waited = 0; storedWhenAnswered === null && waited < 2000; waited += 10) await sleep(10);
    expect(storedWhenAnswered).toBe(1);
    const [row] = await stored('13833501744');
    expect(row.time.toISOString()).toBe('2015-08-17T23:21:21.000Z');
    expect(row.latitude).toBeCloseTo(22.6426, 6);
    expect(row.longitude).toBeCloseTo(114.032984, 6);
    expect(row.attributes).toMatchObject({ valid: true, ignition: false });
    expect(row.attributes).not.toHaveProperty('alarm');
    expect(tracker.closed).toBe(false);
  });

  it("takes a 2019 terminal's authentication and a coalesced batch, answering each in order", async () => {
    const tracker = await connect();
    const base = Date.UTC(2026, 10, 27, 10, 0, 0);
    const fixes = [0, 1, 2].map((index) => ({
      time: new Date(base + index * 1000),
      latitude: 48.85 + index / 1000,
      longitude: 2.35,
      speedKmh: 42,
      heading: 90,
      odometer: 125_000,
    }));
    tracker.write(Buffer.concat([jt808Auth('356000000000017', 1), jt808Batch('356000000000017', fixes, 2)]));
    await tracker.expectReceived(
      jt808Reply('356000000000017', 1, 0x0102).toString('hex') + jt808Reply('356000000000017', 2, 0x0704).toString('hex'),
    );
    const rows = await stored('356000000000017');
    expect(rows.map((row) => row.time.toISOString())).toEqual(fixes.map((fix) => fix.time.toISOString()));
    expect(rows[2].latitude).toBeCloseTo(48.852, 6);
    expect(rows[0].attributes).toMatchObject({ ignition: true, valid: true, odometer: 125, satellites: 9 });
  });

  it('stops the engine of a connected terminal with 0x8105 and takes its general reply as the answer', async () => {
    const tracker = await connect();
    tracker.write(location);
    await tracker.expectReceived(locationReply);
    const sensorId = sensors.get('13833501744') as string;
    const sent = await suite.api.call<Schema<'DeviceCommand'>>('POST', `/devices/${sensorId}/commands`, {
      token: suite.tokens.Operator,
      body: { type: 'engineStop' },
    });
    expect(sent.body).toMatchObject({ status: 'sent' });
    await tracker.expectReceived(locationReply + '7e810500010138335017440000f07c7e');
    tracker.write(hex('7e00010005013833501744000500008105008c7e'));
    let command: Schema<'DeviceCommand'> | undefined;
    for (let waited = 0; command?.status !== 'answered' && waited < 5000; waited += 50) {
      command = (await suite.api.call<Schema<'DeviceCommand'>[]>('GET', `/devices/${sensorId}/commands`, { token: suite.tokens.Viewer }))
        .body[0];
      await sleep(50);
    }
    expect(command).toMatchObject({ type: 'engineStop', status: 'answered', answer: '8105: success' });
  });

  it('tells an unknown terminal that registers that it is not in the database, and lists it among the pending devices', async () => {
    const tracker = await connect();
    tracker.write(hex('7e0100002601990000000100070000000000000000000000000000000000000000000000000000000000000000000000000000b97e'));
    await tracker.expectReceived('7e810000030199000000010000000704187e');
    await tracker.waitClosed();
    let pending: Schema<'PendingDevice'>[] = [];
    for (let waited = 0; !pending.length && waited < 5000; waited += 50) {
      pending = (await suite.api.call<Schema<'PendingDevice'>[]>('GET', '/pendingDevices?query=19900000001', { token: suite.tokens.Admin }))
        .body;
      await sleep(50);
    }
    expect(pending).toEqual([expect.objectContaining({ id: 'jt808:19900000001', protocol: 'jt808', identifier: '19900000001' })]);
  });

  it("is driven by the simulator's tracker client as a real device would be", async () => {
    const client = new TrackerClient('jt808', '356000000000017', {
      host: '127.0.0.1',
      port: suite.server.trackerPorts.jt808 as number,
      batch: 1,
      ackTimeoutMs: 5000,
      log: () => {},
    });
    const time = new Date(Date.UTC(2026, 10, 27, 12, 0, 0));
    client.push({ time, latitude: 52.52, longitude: 13.405, speedKmh: 36, heading: 180, odometer: 5000 });
    let rows = await stored('356000000000017');
    for (let waited = 0; !rows.some((row) => row.time.getTime() === time.getTime()) && waited < 5000; waited += 50) {
      await sleep(50);
      rows = await stored('356000000000017');
    }
    await client.stop();
    expect(rows.find((row) => row.time.getTime() === time.getTime())).toMatchObject({
      latitude: expect.closeTo(52.52, 6),
      longitude: expect.closeTo(13.405, 6),
    });
  });
});
