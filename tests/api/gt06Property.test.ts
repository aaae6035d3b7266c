import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt06Login, gt06Position, gt06Reply } from '../../scripts/simulator/trackerFrames';
import { traccarDecoderFrames } from '../fixtures/trackers/gt06Traccar';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { connectTracker } from './trackerDevice';

/**
 * Property: whatever bytes reach the GT06 port (random bytes, valid frames cut anywhere, both
 * after a login), the server does not fail, stores no position out of range, and the next valid
 * frame on a fresh connection is stored. A fixed seed, so a failure can be replayed.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rounds = 40;

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const validFrames = traccarDecoderFrames
  .filter((fixture) => fixture.expect && !fixture.expect.login)
  .map((fixture) => Buffer.from(fixture.hex, 'hex'));
/** Whole frames of models this device is not set to: read the standard way, their latitudes are 638 and -1408 degrees. */
const otherModels = [174, 177, 179].map((n) => Buffer.from(traccarDecoderFrames[n - 1].hex, 'hex'));

describe.each(behaviourEngines)('GT06 port under random input on %s', (engine) => {
  let server: TestServer;
  let device: TrackedAsset;

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenant = await tenantNamed(server.context.db, 'GT06 Property');
    [device] = await trackedAssets(server.context.db, tenant, 'gt06prop', 1);
    device.deviceId = '869999000000001';
    await server.context.db.query(sql`update sensors set unique_id = ${device.deviceId} where unique_id = 'gt06prop-1'`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`${rounds} rounds of random bytes, cut and whole frames: no failure, nothing out of range, the next valid frame stored`, async () => {
    const refusedBefore = server.positionsRefused.latitude;
    const next = random(20261128);
    const base = Date.UTC(2026, 10, 27, 12);
    for (let round = 0; round < rounds; round++) {
      const hostile = await connectTracker(server.trackerPorts.gt06 as number);
      if (round < otherModels.length || next() < 0.7) hostile.write(gt06Login(device.deviceId, 1));
      const roll = next();
      const frame = validFrames[Math.floor(next() * validFrames.length)];
      const noise =
        round < otherModels.length
          ? otherModels[round]
          : roll < 0.45
            ? Buffer.from(Array.from({ length: 1 + Math.floor(next() * 300) }, () => Math.floor(next() * 256)))
            : roll < 0.9
              ? frame.subarray(0, Math.floor(next() * frame.length))
              : frame;
      hostile.write(noise);
      if (next() < 0.3) hostile.write(Buffer.from(Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 256))));
      // The whole frames are given time to be read after the login's admission; noise is cut off at once.
      await sleep(round < otherModels.length ? 300 : 5);
      hostile.end();

      const time = new Date(base + round * 1000);
      const device2 = await connectTracker(server.trackerPorts.gt06 as number);
      device2.write(gt06Login(device.deviceId, 1));
      await device2.expectReceived(gt06Reply(0x01, 1).toString('hex'));
      device2.write(gt06Position({ time, latitude: 48.85, longitude: 2.35, speedKmh: 20, heading: 45 }, 2));
      for (const deadline = Date.now() + 5000; ; await sleep(10)) {
        const [row] = await server.context.db.query<{ count: number }>(
          sql`select count(*)::int as count from positions where asset_id = ${device.assetId} and time = ${time}`,
        );
        if (row.count === 1) break;
        if (Date.now() > deadline) throw new Error(`round ${round}: the valid position after ${noise.toString('hex')} was not stored`);
      }
      device2.end();
    }
    const [outOfRange] = await server.context.db.query<{ count: number }>(
      sql`select count(*)::int as count from positions where latitude not between -90 and 90 or longitude not between -180 and 180`,
    );
    expect(outOfRange.count).toBe(0);
    expect(server.positionsRefused.latitude - refusedBefore).toBeGreaterThanOrEqual(otherModels.length);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
