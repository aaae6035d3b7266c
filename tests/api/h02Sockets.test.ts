import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/seed/random';
import { h02Position } from '../../scripts/simulator/trackerFrames';
import { engines, startTestServer, type TestServer } from '../support/server';
import { tenantNamed, trackedAssets } from './ingestFixtures';
import { connectTracker, type TrackerEnd } from './trackerDevice';
import { damagedTraffic, impossiblePositions, sendAndHangUp } from './trackerTraffic';

/**
 * H02 on real sockets: frames split, coalesced and with garbage between them, cut where they end; a
 * frame that is not understood is skipped and counted and the connection goes on; the first
 * 32-byte binary report is stored without waiting for another frame. Frames from Traccar's H02 tests.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (frame: string) => Buffer.from(frame, 'latin1');
/** A 32-byte binary report of device 4106011660 (Traccar's frame decoder test): 2016-11-13 12:45:43, 50.58855, 4.53035. */
const shortBinary = Buffer.from('2441060116601245431311165035313006004318210e000000fffffbffff0024', 'hex');
/** Two V1 reports of device 4210209006 (Traccar's decoder test). */
const v1First = text('*HQ,4210209006,V1,201812,A,2608.9437,N,08016.2521,W,000.80,000,150317,EFE7F9FF,310,260,0,0,6#');
const v1Second = text('*HQ,4210209006,V1,201844,A,2608.9437,N,08016.2521,W,000.80,000,150317,FFFFF9FF,310,260,0,0,6#');

describe.each(engines)('H02 on real sockets on %s', (engine) => {
  let server: TestServer;
  const trackers: TrackerEnd[] = [];
  const ids = ['4106011660', '4210209006', '4210051415', '4300256455'];

  const stored = (deviceId: string) =>
    server.context.db.query<{ time: Date; latitude: number; longitude: number }>(sql`select p.time, p.latitude, p.longitude from positions p
      join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id where s.unique_id = ${deviceId} order by p.time`);
  const until = async (condition: () => Promise<boolean> | boolean, what: string) => {
    for (const deadline = Date.now() + 10_000; !(await condition()); await sleep(20)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    }
  };
  const connect = async () => {
    const tracker = await connectTracker(server.trackerPorts.h02 as number);
    trackers.push(tracker);
    return tracker;
  };
  const received = (tracker: TrackerEnd) => Buffer.from(tracker.received(), 'hex').toString('latin1');

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenant = await tenantNamed(server.context.db, 'H02 Tenant');
    const assets = await trackedAssets(server.context.db, tenant, 'h02-socket', ids.length);
    for (const [index, asset] of assets.entries())
      await server.context.db.query(sql`update sensors set unique_id = ${ids[index]} where unique_id = ${asset.deviceId}`);
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    await server?.stop();
  });

  it('stores the first 32-byte binary report of a connection at once, without waiting for another frame', async () => {
    const tracker = await connect();
    tracker.write(shortBinary);
    await until(async () => (await stored('4106011660')).length === 1, 'the binary report to be stored');
    const [position] = await stored('4106011660');
    expect(position.time.toISOString()).toBe('2016-11-13T12:45:43.000Z');
    expect(position.latitude).toBeCloseTo(50.58855, 5);
    expect(position.longitude).toBeCloseTo(4.53035, 5);
    expect(tracker.closed).toBe(false);
  });

  it('cuts split and coalesced frames, skips garbage and cut-short frames between them, answers as Traccar does, and keeps the connection', async () => {
    const skippedBefore = server.trackerSkippedFrames.count;
    const stream = Buffer.concat([
      v1First,
      text('\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n'),
      Buffer.from([0x00, 0x17, 0xff, 0x80, 0x41]),
      text('*HQ,4210209006,V1,2018'), // cut short by the next frame's start
      v1Second,
      text('*HQ,4210209006,HTBT,80#'),
      text('*HQ,4210209006,XT,1,100#'), // a type not decoded
    ]);
    const tracker = await connect();
    const random = seededRandom(36);
    for (let at = 0; at < stream.length;) {
      const next = Math.min(stream.length, at + random.int(1, 40));
      tracker.write(stream.subarray(at, next));
      at = next;
      await sleep(random.int(0, 3));
    }
    await until(async () => (await stored('4210209006')).length === 2, 'both reports to be stored');
    expect((await stored('4210209006')).map((position) => position.time.toISOString())).toEqual([
      '2017-03-15T20:18:12.000Z',
      '2017-03-15T20:18:44.000Z',
    ]);
    await until(() => received(tracker).endsWith('HTBT#'), 'the heartbeat echo');
    expect(received(tracker)).toMatch(/^\*HQ,4210209006,V4,V1,\d{14}#\*HQ,4210209006,V4,V1,\d{14}#\*HQ,4210209006,HTBT#$/);
    // Garbage (up to the next marker), the cut-short frame and the XT frame.
    expect(server.trackerSkippedFrames.count - skippedBefore).toBeGreaterThanOrEqual(3);
    expect(tracker.closed).toBe(false);
  });

  it('skips a V1 with an empty time or an unreadable coordinate and stores the next report on the same connection', async () => {
    const tracker = await connect();
    tracker.write(text('*HQ,4210051415,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#'));
    tracker.write(text('*HQ,4210051415,V1,164549,A,09x56.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#'));
    tracker.write(text('*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#'));
    await until(async () => (await stored('4210051415')).length === 1, 'the readable report');
    const [position] = await stored('4210051415');
    expect(position.time.toISOString()).toBe('2015-12-22T16:45:49.000Z');
    expect(position.latitude).toBeCloseTo(9.93978, 5);
    expect(position.longitude).toBeCloseTo(-84.11178, 5);
    expect(tracker.closed).toBe(false);
  });

  it('random bytes and cut or damaged frames never crash the server or store an impossible position; a fresh connection is then served', async () => {
    const random = seededRandom(2026);
    const frames = [
      shortBinary,
      v1First,
      v1Second,
      text('*HQ,4210209006,HTBT,80#'),
      Buffer.from('24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f', 'hex'),
    ];
    const start = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        Array.from({ length: 20 }, () => sendAndHangUp(server.trackerPorts.h02 as number, damagedTraffic(random, frames), random)),
      );
      const tracker = await connect();
      const time = new Date(start + round * 60_000);
      tracker.write(h02Position('4300256455', { time, latitude: 19.59, longitude: 46.94, speedKmh: 10, heading: 90 }));
      await until(
        async () => (await stored('4300256455')).some((position) => position.time.getTime() === time.getTime()),
        `round ${round}'s report to be stored`,
      );
      tracker.end();
    }
    expect(await impossiblePositions(server)).toBe(0);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
