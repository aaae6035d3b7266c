import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionRefusal } from '../../server/telemetry/ingest/positionRule';
import { gt06Codec } from '../../server/telemetry/trackers/gt06/codec';
import { openGt06Frame } from '../../server/telemetry/trackers/gt06/frame';
import { traccarDecoderFrames } from '../fixtures/trackers/gt06Traccar';
import { gt06Heartbeat, gt06Login, gt06Reply } from '../../scripts/simulator/trackerFrames';
import { engines, startTestServer, type TestServer } from '../support/server';
import { tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { connectTracker, type TrackerEnd } from './trackerDevice';

/**
 * Traccar's GT06 decoder test frames over a real connection, as a device in the field sends them:
 * all of a model's frames on one connection, cut into pieces of random sizes, with bytes of
 * garbage between some. Every reply comes, in order; every possible position is stored and no
 * impossible one; frames not understood are skipped and counted; the connection stays open.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const writtenAt = Date.parse('2026-11-28T00:00:00Z');

/** A fixed sequence of pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bytes no GT06 frame starts with, and a stray end marker among them. */
const garbage = Buffer.from('00010203040d0a0506', 'hex');

/** How many frames the framer cuts `bytes` into. */
function framesIn(bytes: Buffer): number {
  let count = 0;
  for (let rest = bytes; rest.length > 0; count++) rest = rest.subarray(gt06Codec.frameLength(rest, {}));
  return count;
}

/** The frames a device of `model` sends on one connection: the decodable ones, logins and the time request aside. */
const framesOf = (model: string | undefined) =>
  traccarDecoderFrames.filter(
    (fixture) => fixture.model === model && fixture.expect && !fixture.expect.login && fixture.expect.reply !== 'time',
  );
const models = [undefined, ...new Set(traccarDecoderFrames.flatMap((fixture) => (fixture.model ? [fixture.model] : [])))];

describe.each(engines)("Traccar's GT06 frames over TCP on %s", (engine) => {
  let server: TestServer;
  let devices: TrackedAsset[];
  const trackers: TrackerEnd[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const db = server.context.db;
    const tenant = await tenantNamed(db, 'GT06 Frames');
    devices = await trackedAssets(db, tenant, 'gt06frames', models.length);
    for (const [index, device] of devices.entries()) {
      device.deviceId = `86${String(index + 1).padStart(13, '0')}`;
      const model = models[index];
      const [row] = model
        ? await db.query<{ id: string }>(sql`insert into sensor_models (name, protocol) values (${model}, 'gt06') returning id`)
        : [{ id: null }];
      await db.query(
        sql`update sensors set unique_id = ${device.deviceId}, model_id = ${row.id} where unique_id = ${`gt06frames-${index + 1}`}`,
      );
    }
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    await server?.stop();
  });

  it.each(models.map((model, index) => [model ?? 'no model', index] as const))(
    '%s: replies in order, possible positions stored, impossible ones counted, connection kept',
    async (_name, index) => {
      const device = devices[index];
      const fixtures = framesOf(models[index]);
      const next = random(index + 7);
      const refusedBefore = Object.values(server.positionsRefused).reduce((sum, count) => sum + count, 0);
      const skippedBefore = server.trackerSkippedFrames.count;

      const pieces: Buffer[] = [gt06Login(device.deviceId, 1)];
      let garbageRuns = 0;
      for (const fixture of fixtures) {
        if (next() < 0.2) {
          pieces.push(garbage);
          garbageRuns++;
        }
        pieces.push(Buffer.from(fixture.hex, 'hex'));
      }
      // A status packet last: its reply comes only once everything before it is committed.
      pieces.push(gt06Heartbeat(9));
      const stream = Buffer.concat(pieces);
      const tracker = await connectTracker(server.trackerPorts.gt06 as number);
      trackers.push(tracker);
      for (let at = 0; at < stream.length;) {
        const size = 1 + Math.floor(next() * 64);
        tracker.write(stream.subarray(at, at + size));
        at += size;
        if (next() < 0.3) await sleep(2);
      }

      const replies = [
        gt06Reply(0x01, 1).toString('hex'),
        ...fixtures.map((fixture) => fixture.expect?.reply ?? ''),
        gt06Reply(0x13, 9).toString('hex'),
      ].join('');
      await tracker.expectReceived(replies, 20_000);
      expect(tracker.closed).toBe(false);

      // Every possible position, once per time (the first one of a time is kept), and nothing else.
      const expected = new Map<string, { latitude: number; longitude: number }>();
      let refused = 0;
      for (const position of fixtures.flatMap((fixture) => fixture.expect?.positions ?? [])) {
        const time = position.time === null ? new Date(Number.NaN) : new Date(position.time);
        const report = {
          ...position,
          deviceId: device.deviceId,
          time,
          altitude: position.altitude ?? null,
          accuracy: position.accuracy ?? null,
        };
        if (positionRefusal(report, writtenAt, 86_400)) refused++;
        else if (!expected.has(time.toISOString())) expected.set(time.toISOString(), position);
      }
      const rows = await server.context.db.query<{ time: Date; latitude: number; longitude: number }>(
        sql`select time, latitude, longitude from positions where asset_id = ${device.assetId} order by time`,
      );
      expect(new Map(rows.map((row) => [row.time.toISOString(), { latitude: row.latitude, longitude: row.longitude }]))).toEqual(
        new Map(
          [...expected]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([time, p]) => [time, { latitude: expect.closeTo(p.latitude, 5), longitude: expect.closeTo(p.longitude, 5) }]),
        ),
      );
      for (const row of rows) expect(Math.abs(row.latitude) <= 90 && Math.abs(row.longitude) <= 180).toBe(true);
      expect(Object.values(server.positionsRefused).reduce((sum, count) => sum + count, 0) - refusedBefore).toBe(refused);
      // Skipped: the frames not understood (frame 152 holds three), and each run of garbage, once or,
      // when it arrived in pieces, once a piece.
      const skipped = server.trackerSkippedFrames.count - skippedBefore;
      const unread = fixtures
        .filter((fixture) => fixture.expect?.skipped)
        .reduce((sum, fixture) => sum + framesIn(Buffer.from(fixture.hex, 'hex')), 0);
      expect(skipped).toBeGreaterThanOrEqual(unread + garbageRuns);
      expect(skipped).toBeLessThanOrEqual(unread + garbageRuns * garbage.length);
    },
  );

  it('answers a time request (0x8A, frame 164) with the server clock, and goes on', async () => {
    const tracker = await connectTracker(server.trackerPorts.gt06 as number);
    trackers.push(tracker);
    tracker.write(gt06Login(devices[0].deviceId, 1));
    await tracker.expectReceived(gt06Reply(0x01, 1).toString('hex'));
    const before = Math.floor(Date.now() / 1000) * 1000;
    tracker.write(Buffer.from(traccarDecoderFrames[163].hex, 'hex'));
    for (const deadline = Date.now() + 5000; tracker.received().length < 2 * (10 + 16) && Date.now() < deadline;) await sleep(10);
    const reply = openGt06Frame(Buffer.from(tracker.received(), 'hex').subarray(10));
    expect(reply.protocol).toBe(0x8a);
    const [year, month, day, hour, minute, second] = reply.content;
    const sent = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
    expect(tracker.closed).toBe(false);
  });
});
