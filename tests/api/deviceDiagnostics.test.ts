import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { randomImei } from '../support/records';
import { h02Position } from '../../scripts/simulator/trackerFrames';
import { maxConnections, maxFrames } from '../../server/telemetry/diagnostics/deviceDiagnostics';
import { connectTracker } from './trackerDevice';

type Diagnostics = Schema<'DeviceDiagnostics'>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(behaviourEngines)('device diagnostics, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  /** A device with an IMEI for identifier (as H02 devices name themselves), fitted to an asset of `tenantId` (Acme's by default). */
  const trackedDevice = async (tenantId = suite.users.Operator.tenantId as string) => {
    const { db } = suite.server.context;
    const deviceId = randomImei();
    const [sensor] = await db.query<{ id: string }>(
      sql`insert into sensors (tenant_id, unique_id, name) values (${tenantId}, ${deviceId}, 'Tracker') returning id`,
    );
    const [asset] = await db.query<{ id: string }>(
      sql`insert into assets (tenant_id, name, sensor_id) values (${tenantId}, ${`Truck ${deviceId}`}, ${sensor.id}) returning id`,
    );
    return { deviceId, sensorId: sensor.id, assetId: asset.id };
  };
  const diagnostics = async (sensorId: string, persona: keyof Suite['tokens'] = 'Admin') =>
    suite.api.call<Diagnostics>('GET', `/devices/${sensorId}/diagnostics`, { token: suite.tokens[persona] });
  const until = async (sensorId: string, done: (read: Diagnostics) => boolean, what: string) => {
    for (let waited = 0; ; waited += 50) {
      const read = (await diagnostics(sensorId)).body;
      if (done(read)) return read;
      if (waited > 10_000) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(read)}`);
      await sleep(50);
    }
  };
  const h02 = (text: string) => Buffer.from(text, 'ascii');

  it('shows an H02 device’s frames with what became of them, its unknown packet types with counts, and its connection', async () => {
    const device = await trackedDevice();
    const empty = await diagnostics(device.sensorId);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ frames: [], unknownTypes: [], connections: [] });

    const tracker = await connectTracker(suite.server.trackerPorts.h02 as number);
    const position = h02Position(device.deviceId, {
      time: new Date(Date.now() - 60_000),
      latitude: 52.5,
      longitude: 13.4,
      speedKmh: 20,
      heading: 90,
    });
    tracker.write(position);
    tracker.write(h02(`*HQ,${device.deviceId},XT9,1#`));
    tracker.write(h02(`*HQ,${device.deviceId},XT9,2#`));
    // Three frames in, and the V4 answer to the position out.
    await until(
      device.sensorId,
      (read) => read.frames.length === 4 && read.frames.some((frame) => frame.outcome === 'stored'),
      'four frames',
    );
    tracker.end();
    const read = await until(device.sensorId, (read) => read.connections[0]?.closedAt !== null, 'the connection closed');

    const received = read.frames.filter((frame) => frame.direction === 'in');
    expect(received.map(({ protocol, outcome, detail }) => ({ protocol, outcome, detail }))).toEqual([
      { protocol: 'h02', outcome: 'ignored', detail: expect.stringContaining('"XT9" line not read') },
      { protocol: 'h02', outcome: 'ignored', detail: expect.stringContaining('"XT9" line not read') },
      { protocol: 'h02', outcome: 'stored', detail: '1 position: 1 stored' },
    ]);
    expect(received[2]).toMatchObject({ hex: position.toString('hex'), length: position.length });
    expect(Date.parse(received[0].time)).toBeGreaterThanOrEqual(Date.parse(received[2].time));
    const [answer] = read.frames.filter((frame) => frame.direction === 'out');
    expect(answer).toMatchObject({ protocol: 'h02', outcome: 'sent' });
    expect(Buffer.from(answer.hex, 'hex').toString()).toMatch(new RegExp(`^\\*HQ,${device.deviceId},V4,V1,\\d{14}#$`));
    expect(read.unknownTypes).toEqual([
      { protocol: 'h02', type: 'XT9', count: 2, firstSeenAt: expect.any(String), lastSeenAt: expect.any(String) },
    ]);
    expect(read.connections).toEqual([
      {
        protocol: 'h02',
        remoteAddress: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        connectedAt: expect.any(String),
        closedAt: expect.any(String),
        closeReason: 'device',
        detail: '',
      },
    ]);
  });

  it('keeps an OsmAnd report of the device as a frame: a refused one with its reason, never as a position', async () => {
    const device = await trackedDevice();
    const path = `/?id=${device.deviceId}&lat=95&lon=13.4`;
    expect((await fetch(`${suite.server.ingestUrl}${path}`)).status).toBe(200);
    const [frame] = (await diagnostics(device.sensorId)).body.frames;
    expect(frame).toMatchObject({
      direction: 'in',
      protocol: 'osmand',
      outcome: 'refused',
      hex: Buffer.from(`GET ${path}`).toString('hex'),
    });
    expect(frame.detail).toBe('answered 200, not stored: lat: latitude 95 outside -90..90');
    const [positions] = await suite.server.context.db.query<{ count: number }>(
      sql`select count(*)::int as count from positions where asset_id = ${device.assetId}`,
    );
    expect(positions.count).toBe(0);
  });

  it('keeps at most the last 50 frames and 20 connections of a device', async () => {
    const device = await trackedDevice();
    for (let index = 0; index < maxConnections + 2; index++) {
      const tracker = await connectTracker(suite.server.trackerPorts.h02 as number);
      // Three heartbeats, each echoed: six frames a connection.
      const heartbeat = h02(`*HQ,${device.deviceId},HTBT,${index}#`);
      tracker.write(Buffer.concat([heartbeat, heartbeat, heartbeat]));
      const heard = (read: Diagnostics) =>
        read.frames.filter((frame) => frame.hex === heartbeat.toString('hex')).length === 3 && read.frames[0].direction === 'out';
      await until(
        device.sensorId,
        (read) => read.connections.length === Math.min(index + 1, maxConnections) && heard(read),
        `connection ${index}`,
      );
      tracker.end();
      await until(device.sensorId, (read) => read.connections[0].closedAt !== null, `connection ${index} closed`);
    }
    const read = (await diagnostics(device.sensorId)).body;
    expect(read.frames).toHaveLength(maxFrames);
    expect(read.connections).toHaveLength(maxConnections);
    expect(read.connections.every((connection) => connection.closeReason === 'device')).toBe(true);
    expect(new Set(read.connections.map((connection) => connection.remoteAddress)).size).toBe(maxConnections);
  });

  it('answers SysAdmins and Admins only, and another tenant’s device or none as 404', async () => {
    const device = await trackedDevice();
    expect((await diagnostics(device.sensorId, 'SysAdmin')).status).toBe(200);
    for (const persona of ['Operator', 'Viewer', 'Globex'] as const)
      expect((await diagnostics(device.sensorId, persona)).status, persona).toBe(403);
    const foreign = await trackedDevice(suite.tenantIds.get('Globex Transport'));
    expect((await diagnostics(foreign.sensorId)).status).toBe(404);
    expect((await diagnostics('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
