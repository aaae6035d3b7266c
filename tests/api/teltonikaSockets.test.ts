import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/seed/random';
import { crc16Arc } from '../../server/telemetry/trackers/crc';
import { teltonikaAck, teltonikaHandshake, teltonikaPacket } from '../../scripts/simulator/trackerFrames';
import { engines, startTestServer, type TestServer } from '../support/server';
import { tenantNamed, trackedAssets } from './ingestFixtures';
import { connectTracker, type TrackerEnd } from './trackerDevice';
import { damagedTraffic, impossiblePositions, sendAndHangUp } from './trackerTraffic';

/**
 * Teltonika on real sockets: Codec 7 (GH3000) positions stored, Codec 12 and 13 messages and a
 * packet of an unknown codec (its CRC right) kept without closing the connection, the records of
 * firmwares with a 16-byte IO block stored, however the packets are split or joined. Frames from
 * Traccar's Teltonika decoder test.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hex = (value: string) => Buffer.from(value, 'hex');
/** Codec 7 (GH3000), two records with coordinates: 2013-07-31 22:30:35 and 22:30:03. */
const codec7 = hex(
  '000000000000003107024c61410b013f4231c2c141d0beb9003d000005006483ff4c6140eb013f4231c2c141d0beb9003d000005006483ff02000041df',
);
/** Codec 13: a driver's card read (GTSL), no acknowledgement. */
const codec13 = hex('00000000000000240d01060000001c642b3ad14754534c7c367c317c307c31323734393838347c317c0d0a010000ec11');
/** Codec 12: a device's answer to a command, no acknowledgement. */
const codec12 = hex('000000000000002d0c01060000002523464d323d3236323033323736313732313339362c32363230332c30372e30322e30350d0a0100009a2e');
/** Codec 8, one record: 2019-01-04 12:27:19. */
const codec8 = hex(
  '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
);
/** Codec 8 with the 16-byte IO block of some firmwares (Traccar's `extended`): eleven records. */
const extended = hex(
  '0000000000000158080b0000015d4b4dc07a00d5dbd13eec04324e020e0000120000000000000000000000015d4b4cd5e800d5dbd13eec04324e020e0000120000000000000000000000015d4b4beb8800d5dbd13eec04324e020e0000130000000000000000000000015d4b4b012800d5dbd13eec04324e020e0000120000000000000000000000015d4b4a16c800d5dbd13eec04324e020f0000110000000000000000000000015d4b492c6800d5dbd13eec04324e020f0000110000000000000000000000015d4b48420800d5dbd13eec04324e020f0000120000000000000000000000015d4b4757a800d5dbd13eec04324e020f00000f0000000000000000000000015d4b466d4800d5dbd13eec04324e020f0000100000000000000000000000015d4b4582e800d5dbd13eec04324e020f0000110000000000000000000000015d4b44988800d5dbd13eec04324e020f0000110000000000000000000b0000ec10',
);

/** A TCP packet around `data` (codec id to the closing count), with its CRC. */
function sealed(data: Buffer): Buffer {
  const packet = Buffer.alloc(data.length + 12);
  packet.writeUInt32BE(data.length, 4);
  data.copy(packet, 8);
  packet.writeUInt32BE(crc16Arc(data), data.length + 8);
  return packet;
}
/** A packet of a codec no device we know sends (0x99), its CRC right: framed, so skipped. */
const unknownCodec = sealed(hex('990100000000000000000001'));

describe.each(engines)('Teltonika on real sockets on %s', (engine) => {
  let server: TestServer;
  const trackers: TrackerEnd[] = [];
  const imeis = ['356307042441011', '356307042441012'];

  const stored = (deviceId: string) =>
    server.context.db.query<{ time: Date }>(sql`select p.time from positions p
      join assets a on a.id = p.asset_id join sensors s on s.id = a.sensor_id where s.unique_id = ${deviceId} order by p.time`);
  const connect = async () => {
    const tracker = await connectTracker(server.trackerPorts.teltonika as number);
    trackers.push(tracker);
    return tracker;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenant = await tenantNamed(server.context.db, 'Teltonika Tenant');
    const assets = await trackedAssets(server.context.db, tenant, 'teltonika-socket', imeis.length);
    for (const [index, asset] of assets.entries())
      await server.context.db.query(sql`update sensors set unique_id = ${imeis[index]} where unique_id = ${asset.deviceId}`);
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    await server?.stop();
  });

  it('stores GH3000 and extended records, takes Codec 12/13 messages and skips an unknown codec without closing, split or joined', async () => {
    const skippedBefore = server.trackerSkippedFrames.count;
    const tracker = await connect();
    // The handshake and the Codec 7 packet in one write.
    tracker.write(Buffer.concat([teltonikaHandshake(imeis[0]), codec7]));
    await tracker.expectReceived('0100000002');
    // Codec 13 in three pieces, then Codec 12, the unknown codec and Codec 8 joined in one write.
    for (const [from, to] of [
      [0, 5],
      [5, 20],
      [20, codec13.length],
    ]) {
      tracker.write(codec13.subarray(from, to));
      await sleep(30);
    }
    tracker.write(Buffer.concat([codec12, unknownCodec, codec8]));
    await tracker.expectReceived('010000000200000001');
    tracker.write(extended);
    await tracker.expectReceived('0100000002000000010000000b');
    expect(server.trackerSkippedFrames.count - skippedBefore).toBe(1);
    const times = (await stored(imeis[0])).map((row) => row.time.toISOString());
    expect(times.filter((time) => !time.startsWith('2017-07-16'))).toEqual([
      '2013-07-31T22:30:03.000Z',
      '2013-07-31T22:30:35.000Z',
      '2019-01-04T12:27:19.000Z',
    ]);
    expect(times.filter((time) => time.startsWith('2017-07-16'))).toHaveLength(11);
    expect(tracker.closed).toBe(false);
  });

  it('random bytes and cut or damaged packets never crash the server or store an impossible position; a fresh connection is then served', async () => {
    const random = seededRandom(2027);
    const handshake = teltonikaHandshake(imeis[1]);
    const frames = [
      handshake,
      Buffer.concat([handshake, codec8]),
      Buffer.concat([handshake, codec7]),
      Buffer.concat([handshake, codec13]),
      codec8,
    ];
    const start = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        Array.from({ length: 20 }, () => sendAndHangUp(server.trackerPorts.teltonika as number, damagedTraffic(random, frames), random)),
      );
      const tracker = await connect();
      const time = new Date(start + round * 60_000);
      tracker.write(Buffer.concat([handshake, teltonikaPacket([{ time, latitude: 54.7, longitude: 25.26, speedKmh: 40, heading: 180 }])]));
      await tracker.expectReceived(`01${teltonikaAck(1).toString('hex')}`);
      expect((await stored(imeis[1])).some((row) => row.time.getTime() === time.getTime())).toBe(true);
      tracker.end();
    }
    expect(await impossiblePositions(server)).toBe(0);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
