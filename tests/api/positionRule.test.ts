import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16X25 } from '../../server/telemetry/trackers/crc';
import {
  gt06Login,
  gt06Position,
  h02Position,
  jt808Position,
  jt808Reply,
  suntechPosition,
  teltonikaAck,
  teltonikaHandshake,
  teltonikaPacket,
  type DeviceFix,
} from '../../scripts/simulator/trackerFrames';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { report, tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { connectTracker, type TrackerEnd } from './trackerDevice';

/**
 * One position rule for every protocol (server/telemetry/ingest/positionRule.ts): an impossible
 * position is not stored, is counted by reason, and the device is answered and goes on; its next
 * possible position on the same connection is stored.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const recent = (minutesAgo: number): DeviceFix => ({
  time: new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 1000) * 1000),
  latitude: 52.52,
  longitude: 13.405,
  speedKmh: 30,
  heading: 90,
});

/** A GT06 frame with its month byte (the content's second) replaced, CRC recomputed: what a device with a corrupt clock sends. */
function withGt06Month(frame: Buffer, month: number): Buffer {
  const copy = Buffer.from(frame);
  copy[5] = month;
  copy.writeUInt16BE(crc16X25(copy.subarray(2, copy.length - 4)), copy.length - 4);
  return copy;
}

describe.each(behaviourEngines)('the position rule on %s', (engine) => {
  let server: TestServer;
  let devices: TrackedAsset[];
  const trackers: TrackerEnd[] = [];

  const stored = async (asset: TrackedAsset) => {
    const rows = await server.context.db.query<{ latitude: number }>(sql`select latitude from positions where asset_id = ${asset.assetId}`);
    return rows.map((row) => row.latitude);
  };
  const until = async (condition: () => Promise<boolean>, what: string) => {
    for (const deadline = Date.now() + 10_000; !(await condition()); await sleep(20)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    }
  };
  const connectTo = async (protocol: 'teltonika' | 'gt06' | 'h02' | 'suntech' | 'jt808') => {
    const tracker = await connectTracker(server.trackerPorts[protocol] as number);
    trackers.push(tracker);
    return tracker;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenant = await tenantNamed(server.context.db, 'Rule Tenant');
    // Numeric ids: GT06 logins carry the IMEI in BCD, H02 and Teltonika send digits too.
    devices = await trackedAssets(server.context.db, tenant, '35630704244', 6);
    for (const [index, device] of devices.entries()) {
      const imei = `86${String(index + 1).padStart(13, '0')}`;
      await server.context.db.query(sql`update sensors set unique_id = ${imei} where unique_id = ${device.deviceId}`);
      device.deviceId = imei;
    }
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    await server?.stop();
  });

  it('GT06: a latitude of 638 and a month byte of 0x57 are not stored but counted; the connection goes on', async () => {
    const device = devices[0];
    const before = { ...server.positionsRefused };
    const tracker = await connectTo('gt06');
    tracker.write(gt06Login(device.deviceId, 1));
    await until(async () => tracker.received().length > 0, 'the login reply');
    tracker.write(gt06Position({ ...recent(3), latitude: 638.1 }, 2));
    tracker.write(withGt06Month(gt06Position(recent(2), 3), 0x57));
    tracker.write(gt06Position(recent(1), 4));
    await until(async () => (await stored(device)).length === 1, 'the possible position');
    expect(await stored(device)).toEqual([expect.closeTo(52.52, 5)]);
    expect(server.positionsRefused.latitude).toBe(before.latitude + 1);
    expect(server.positionsRefused.time).toBe(before.time + 1);
    expect(tracker.closed).toBe(false);
  });

  it('Teltonika: a record at latitude 95 is acknowledged (the device moves on), not stored, counted', async () => {
    const device = devices[1];
    const before = server.positionsRefused.latitude;
    const tracker = await connectTo('teltonika');
    tracker.write(teltonikaHandshake(device.deviceId));
    await tracker.expectReceived('01');
    tracker.write(teltonikaPacket([{ ...recent(2), latitude: 95 }]));
    await tracker.expectReceived(`01${teltonikaAck(1).toString('hex')}`);
    tracker.write(teltonikaPacket([recent(1)]));
    await tracker.expectReceived(`01${teltonikaAck(1).toString('hex')}${teltonikaAck(1).toString('hex')}`);
    await until(async () => (await stored(device)).length === 1, 'the possible position');
    expect(await stored(device)).toEqual([expect.closeTo(52.52, 5)]);
    expect(server.positionsRefused.latitude).toBe(before + 1);
    expect(tracker.closed).toBe(false);
  });

  it('H02: a longitude of 181 is not stored but counted; the next report is', async () => {
    const device = devices[2];
    const before = server.positionsRefused.longitude;
    const tracker = await connectTo('h02');
    tracker.write(h02Position(device.deviceId, { ...recent(2), longitude: 181.5 }));
    tracker.write(h02Position(device.deviceId, recent(1)));
    await until(async () => (await stored(device)).length === 1, 'the possible position');
    expect(await stored(device)).toEqual([expect.closeTo(52.52, 4)]);
    expect(server.positionsRefused.longitude).toBe(before + 1);
    expect(tracker.closed).toBe(false);
  });

  it('Suntech: a latitude of 95 is not stored but counted; the next report is', async () => {
    const device = devices[4];
    const before = server.positionsRefused.latitude;
    const tracker = await connectTo('suntech');
    tracker.write(
      Buffer.concat([suntechPosition(device.deviceId, { ...recent(2), latitude: 95 }, 1), suntechPosition(device.deviceId, recent(1), 2)]),
    );
    await until(async () => (await stored(device)).length === 1, 'the possible position');
    expect(await stored(device)).toEqual([expect.closeTo(52.52, 5)]);
    expect(server.positionsRefused.latitude).toBe(before + 1);
    expect(tracker.closed).toBe(false);
  });

  it('JT/T 808: a location at latitude 95 is answered (the terminal moves on), not stored, counted', async () => {
    const device = devices[5];
    const before = server.positionsRefused.latitude;
    const tracker = await connectTo('jt808');
    tracker.write(jt808Position(device.deviceId, { ...recent(2), latitude: 95 }, 1));
    await tracker.expectReceived(jt808Reply(device.deviceId, 1, 0x0200).toString('hex'));
    tracker.write(jt808Position(device.deviceId, recent(1), 2));
    await until(async () => (await stored(device)).length === 1, 'the possible position');
    expect(await stored(device)).toEqual([expect.closeTo(52.52, 5)]);
    expect(server.positionsRefused.latitude).toBe(before + 1);
    expect(tracker.closed).toBe(false);
  });

  it('OsmAnd: a latitude of 95 is refused at parsing (acknowledged, so that the phone moves on), a time before 2000 is counted by the same rule; neither is stored', async () => {
    const device = devices[3];
    const before = server.positionsRefused.beforeEarliest;
    expect(await report(server.ingestUrl, device.deviceId, { latitude: 95, longitude: 13, time: recent(3).time })).toBe(200);
    expect(await report(server.ingestUrl, device.deviceId, { latitude: 52.52, longitude: 13, time: new Date(Date.UTC(1999, 5, 1)) })).toBe(
      200,
    );
    expect(server.positionsRefused.beforeEarliest).toBe(before + 1);
    expect(await report(server.ingestUrl, device.deviceId, { latitude: 52.52, longitude: 13, time: recent(1).time })).toBe(200);
    expect(await stored(device)).toEqual([expect.closeTo(52.52, 5)]);
  });
});
