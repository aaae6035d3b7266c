import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jt808Position, suntechPosition, type DeviceFix } from '../../scripts/simulator/trackerFrames';
import { random } from '../support/damagedFrames';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';
import { connectTracker } from './trackerDevice';

/**
 * A property of the Suntech and JT/T 808 ports: whatever a connection sends (random bytes, valid
 * reports cut short at a random byte, reports with impossible coordinates, all mixed), the server
 * stays up, stores no position out of range, and the next valid report on a fresh connection is
 * stored. Seeded, so a failing round can be replayed; bounded to a few seconds a protocol.
 */
const rounds = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const frames = {
  suntech: (id: string, fix: DeviceFix, serial: number) => suntechPosition(id, fix, serial),
  jt808: (id: string, fix: DeviceFix, serial: number) => jt808Position(id, fix, serial),
};

describe.each(behaviourEngines)('random and truncated frames to the Suntech and JT/T 808 ports, on %s', (engine) => {
  let server: TestServer;
  let devices: TrackedAsset[];

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    devices = await trackedAssets(server.context.db, await tenantNamed(server.context.db, 'Fuzz Tenant'), '35911000000', 2);
    for (const [index, device] of devices.entries()) {
      const imei = `86911${String(index + 1).padStart(10, '0')}`;
      await server.context.db.query(sql`update sensors set unique_id = ${imei} where unique_id = ${device.deviceId}`);
      device.deviceId = imei;
    }
  });
  afterAll(() => server?.stop());

  const storedTimes = async (device: TrackedAsset) =>
    new Set(
      (await server.context.db.query<{ time: Date }>(sql`select time from positions where asset_id = ${device.assetId}`)).map((row) =>
        row.time.getTime(),
      ),
    );

  it.each([
    ['suntech', 0],
    ['jt808', 1],
  ] as const)(
    `%s: ${rounds} rounds of noise, each followed by a valid report on a fresh connection that is stored`,
    async (protocol, index) => {
      const device = devices[index];
      const port = server.trackerPorts[protocol] as number;
      const next = random(index * 104_729 + 17);
      const base = Math.floor(Date.now() / 1000) * 1000 - rounds * 60_000;
      const fixAt = (minute: number, latitude = 52.52): DeviceFix => ({
        time: new Date(base + minute * 60_000),
        latitude,
        longitude: 13.405 + next() / 100,
        speedKmh: next() * 120,
        heading: Math.floor(next() * 360),
      });

      for (let round = 0; round < rounds; round++) {
        const noise = await connectTracker(port);
        const pieces: Buffer[] = [];
        for (let part = 0; part < 1 + Math.floor(next() * 4); part++) {
          const roll = next();
          if (roll < 0.4) pieces.push(Buffer.from(Array.from({ length: 1 + Math.floor(next() * 200) }, () => Math.floor(next() * 256))));
          else if (roll < 0.8) {
            const whole = frames[protocol](device.deviceId, fixAt(round + 0.5), round);
            pieces.push(whole.subarray(0, Math.floor(next() * whole.length)));
          } else pieces.push(frames[protocol](device.deviceId, fixAt(round + 0.25, 90 + 1 + next() * 500), round)); // impossible latitude
        }
        noise.write(Buffer.concat(pieces));
        await sleep(20);
        noise.end();

        const valid = fixAt(round);
        const tracker = await connectTracker(port);
        tracker.write(frames[protocol](device.deviceId, valid, 1000 + round));
        let stored = false;
        for (const deadline = Date.now() + 5000; !stored && Date.now() < deadline; await sleep(20))
          stored = (await storedTimes(device)).has(valid.time.getTime());
        tracker.end();
        expect(stored, `round ${round}: the valid report after ${Buffer.concat(pieces).toString('hex').slice(0, 200)}`).toBe(true);
      }

      const [{ impossible }] = await server.context.db.query<{ impossible: number }>(
        sql`select count(*)::int as impossible from positions where abs(latitude) > 90 or abs(longitude) > 180 or speed_kmh < 0`,
      );
      expect(impossible).toBe(0);
      const health = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      expect(health.status).toBe(200);
    },
  );
});
