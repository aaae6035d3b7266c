import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import type { Statement } from '../../server/db/engine';
import { sweepOutOfNetwork } from '../../server/telemetry/sweeper';
import { lockTrackedAssets } from '../../server/telemetry/ingest/trackedAssets';
import { tenantNamed, trackedAssets, type TrackedAsset } from './ingestFixtures';

interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** How often each scan of `table` ran in an EXPLAIN ANALYZE plan. */
const scanLoops = (node: PlanNode, table: string): number[] => [
  ...(node['Relation Name'] === table ? [node['Actual Loops']] : []),
  ...(node.Plans ?? []).flatMap((child) => scanLoops(child, table)),
];

interface PositionRow {
  time: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  attributes: Record<string, unknown>;
}

describe.each(engines)('device ingestion (OsmAnd) on %s', (engine) => {
  let server: TestServer;
  let devices: TrackedAsset[];
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;

  const send = (path: string, init: RequestInit = {}) => fetch(`${server.ingestUrl}${path}`, init).then((response) => response.status);
  const positionsOf = (device: TrackedAsset) =>
    server.context.db.query<PositionRow>(sql`select time, latitude, longitude, speed_kmh, heading, altitude, accuracy, attributes
      from positions where asset_id = ${device.assetId} order by time`);
  const assetOf = async (device: TrackedAsset) => {
    const [row] = await server.context.db.query<{
      status: string;
      latitude: number;
      longitude: number;
      speed_kmh: number;
      address: string;
      last_position_at: Date;
      last_message_at: Date | null;
    }>(
      sql`select p.status, p.latitude, p.longitude, p.speed_kmh, p.address, p.last_position_at, s.last_message_at
        from assets a join asset_positions p on p.asset_id = a.id join sensors s on s.id = a.sensor_id where a.id = ${device.assetId}`,
    );
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false, config: { futureFilterSeconds: 600 } });
    devices = await trackedAssets(server.context.db, await tenantNamed(server.context.db, 'Ingest Ltd'), 'ingest', 8);
  });
  afterAll(() => server?.stop());

  it('stores positions sent as a GET query, a POST query, a form body and the JSON of Traccar Client, in km/h', async () => {
    const [get, postQuery, form, json] = devices;
    const query = (id: string) =>
      `id=${id}&lat=52.52&lon=13.405&timestamp=${hourAgo}&speed=10&bearing=90&altitude=34&accuracy=5&batt=77&ignition=true`;
    expect(await send(`/?${query(get.deviceId)}`)).toBe(200);
    expect(await send(`/?${query(postQuery.deviceId)}`, { method: 'POST' })).toBe(200);
    expect(
      await send('/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query(form.deviceId) }),
    ).toBe(200);
    const client = {
      device_id: json.deviceId,
      location: {
        timestamp: new Date(hourAgo * 1000).toISOString(),
        coords: { latitude: 52.52, longitude: 13.405, speed: 10, heading: 90, altitude: 34, accuracy: 5 },
        battery: { level: 0.77, is_charging: false },
        is_moving: true,
      },
    };
    expect(await send('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(client) })).toBe(200);

    const expected = { time: new Date(hourAgo * 1000), latitude: 52.52, longitude: 13.405, heading: 90, altitude: 34, accuracy: 5 };
    for (const device of [get, postQuery, form]) {
      const [stored] = await positionsOf(device);
      // 10 knots, as the OsmAnd protocol counts speed.
      expect(stored).toMatchObject({ ...expected, speed_kmh: 18.52, attributes: { batt: 77, ignition: true } });
    }
    // 10 m/s from the JSON client.
    expect((await positionsOf(json))[0]).toMatchObject({
      ...expected,
      speed_kmh: 36,
      attributes: { batt: 77, charge: false, motion: true },
    });
  });

  it('reads timestamps in seconds, milliseconds and ISO 8601', async () => {
    const device = devices[4];
    const times = [hourAgo - 30, hourAgo - 20, hourAgo - 10].map((seconds) => new Date(seconds * 1000));
    const forms = [String(hourAgo - 30), String((hourAgo - 20) * 1000), encodeURIComponent(times[2].toISOString())];
    for (const timestamp of forms) expect(await send(`/?id=${device.deviceId}&lat=52.5&lon=13.4&timestamp=${timestamp}`)).toBe(200);
    expect((await positionsOf(device)).map((row) => row.time)).toEqual(times);
  });

  it('acknowledges (200) what a registered device sent that can never be stored, refuses an unknown device (404) and a nameless request (400), changing nothing', async () => {
    const device = devices[5];
    const before = await assetOf(device);
    const countPositions = async () =>
      (await server.context.db.query<{ count: number }>(sql`select count(*)::int as count from positions`))[0].count;
    const positionsBefore = await countPositions();
    const log = vi.spyOn(console, 'log');
    const answered = [
      ['/?lat=52.5&lon=13.4', 400],
      [`/?id=${device.deviceId}&lat=95&lon=13.4`, 200],
      [`/?id=${device.deviceId}&lat=52.5&lon=abc`, 200],
      [`/?id=${device.deviceId}&lat=52.5`, 200],
      [`/?id=${device.deviceId}&lat=52.5&lon=13.4&timestamp=noon`, 200],
      [`/?id=${device.deviceId}&lat=52.5&lon=13.4&cell=1,2`, 200],
      ['/?id=nobody-knows-me&lat=52.5&lon=13.4', 404],
      ['/?id=nobody-knows-me&lat=95&lon=13.4', 404],
    ] as const;
    try {
      for (const [path, status] of answered) expect(await send(path), path).toBe(status);
      expect(await send('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"device_id":' })).toBe(400);
      const body = JSON.stringify({
        device_id: device.deviceId,
        location: { timestamp: 'noon', coords: { latitude: 52.5, longitude: 13.4 } },
      });
      expect(await send('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).toBe(200);
      // Counted and logged, one line a minute however many arrive.
      const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('ingestion: refused'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`device "${device.deviceId}": lat: latitude 95 outside -90..90`);
    } finally {
      log.mockRestore();
    }
    expect(await countPositions()).toBe(positionsBefore);
    expect(await assetOf(device)).toEqual(before);
  });

  it('answers the refused reports of Traccar Client with a success, so that its queue moves on to the next report', async () => {
    const [phone] = await trackedAssets(server.context.db, await tenantNamed(server.context.db, 'Ingest Ltd'), 'queue', 1);
    // The client sends its queue in order and retries the head until it gets a 2xx.
    const queue = [
      `/?id=${phone.deviceId}&lat=95&lon=13.4&timestamp=${hourAgo}`,
      `/?id=${phone.deviceId}&lat=52.5&lon=13.4&timestamp=${hourAgo + 60}`,
    ];
    for (const path of queue) expect(await send(path)).toBe(200);
    expect((await positionsOf(phone)).map((row) => row.latitude)).toEqual([52.5]);
  });

  it('lets an unknown device through once it is registered: its retried report is then stored', async () => {
    const path = `/?id=late-comer&lat=52.5&lon=13.4&timestamp=${hourAgo}`;
    expect(await send(path)).toBe(404);
    const tenantId = await tenantNamed(server.context.db, 'Ingest Ltd');
    const [sensor] = await server.context.db.query<{ id: string }>(
      sql`insert into sensors (tenant_id, unique_id, name) values (${tenantId}, 'late-comer', 'Late') returning id`,
    );
    const [asset] = await server.context.db.query<{ id: string }>(
      sql`insert into assets (tenant_id, name, sensor_id) values (${tenantId}, 'Late truck', ${sensor.id}) returning id`,
    );
    expect(await send(path)).toBe(200);
    expect(await positionsOf({ assetId: asset.id, deviceId: 'late-comer', name: 'Late truck', tenantId })).toHaveLength(1);
  });

  it('keeps a cell/Wi-Fi-only report at the last known place, marked approximate, with its readings', async () => {
    const [phone, fresh] = await trackedAssets(server.context.db, await tenantNamed(server.context.db, 'Ingest Ltd'), 'nofix', 2);
    const radio = 'cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70';
    // No position known yet: nothing to place it at; acknowledged so that the phone moves on.
    expect(await send(`/?id=${fresh.deviceId}&timestamp=${hourAgo}&${radio}`)).toBe(200);
    expect(await positionsOf(fresh)).toEqual([]);

    expect(await send(`/?id=${phone.deviceId}&lat=52.52&lon=13.405&timestamp=${hourAgo}`)).toBe(200);
    expect(await send(`/?id=${phone.deviceId}&timestamp=${hourAgo + 60}&${radio}`)).toBe(200);
    const stored = await positionsOf(phone);
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({
      time: new Date((hourAgo + 60) * 1000),
      latitude: 52.52,
      longitude: 13.405,
      attributes: {
        approximate: true,
        mcc: 257,
        mnc: 2,
        lac: 16,
        cellId: 2224,
        cellTowers: '257,2,16,2224;257,2,16,2223,-90',
        wifiAccessPoints: '00:14:22:01:23:45,-80;00:1c:b3:09:85:15,-70',
      },
    });
    expect(stored[0].attributes).not.toHaveProperty('approximate');
    // The JSON client without a fix: the same.
    const body = JSON.stringify({
      device_id: phone.deviceId,
      location: { timestamp: new Date((hourAgo + 120) * 1000).toISOString(), event: 'heartbeat' },
    });
    expect(await send('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).toBe(200);
    expect((await positionsOf(phone))[2]).toMatchObject({
      latitude: 52.52,
      longitude: 13.405,
      attributes: { approximate: true, event: 'heartbeat' },
    });
  });

  it('refuses a position holding a control character without holding up the others: acknowledged when its device is known, 400 when its id is unreadable', async () => {
    const [sender, neighbour] = await trackedAssets(server.context.db, await tenantNamed(server.context.db, 'Ingest Ltd'), 'poison', 2);
    const poisoned = [
      `/?id=${sender.deviceId}%00&lat=52.5&lon=13.4&timestamp=${hourAgo}`,
      `/?id=${sender.deviceId}&lat=52.5&lon=13.4&timestamp=${hourAgo}&driver=a%00b`,
      `/?id=${sender.deviceId}&lat=52.5&lon=13.4&timestamp=${hourAgo}&a%00b=1`,
      `/?id=${sender.deviceId}&lat=52.5&lon=13.4&timestamp=${hourAgo}&note=%1B%5B31m`,
    ];
    const json = {
      device_id: sender.deviceId,
      location: {
        timestamp: new Date(hourAgo * 1000).toISOString(),
        coords: { latitude: 52.5, longitude: 13.4 },
        extras: { note: 'a\u0000b' },
      },
    };
    // Sent together with a good position of another device: they would share a batch.
    const statuses = await Promise.all([
      ...poisoned.map((path) => send(path)),
      send('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
      send(`/?id=${neighbour.deviceId}&lat=52.5&lon=13.4&timestamp=${hourAgo}`),
    ]);
    expect(statuses).toEqual([400, 200, 200, 200, 200, 200]);
    expect(await positionsOf(sender)).toEqual([]);
    expect(await positionsOf(neighbour)).toHaveLength(1);
  });

  it('acknowledges but does not store positions timed before 2000 or too far ahead (FUTURE_FILTER_SECONDS), and logs them with counts', async () => {
    const [device] = await trackedAssets(server.context.db, await tenantNamed(server.context.db, 'Ingest Ltd'), 'clock', 1);
    const log = vi.spyOn(console, 'log');
    const now = Math.floor(Date.now() / 1000);
    const refusedBefore = { ...server.positionsRefused };
    try {
      for (const timestamp of ['0', '1999-12-31T23:59:59Z', '0001-01-01T00:00:00Z', String(now + 3600)]) {
        expect(await send(`/?id=${device.deviceId}&lat=52.5&lon=13.4&timestamp=${encodeURIComponent(timestamp)}`), timestamp).toBe(200);
      }
      expect(await positionsOf(device)).toEqual([]);
      expect((await assetOf(device)).last_position_at).toBeNull();
      // The first is logged at once, with its reason and the counts; the rest are counted for the next line.
      const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('not stored'));
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(`device "${device.deviceId}" at 1970-01-01T00:00:00.000Z, before 2000;.* since start: beforeEarliest 1`),
        ),
      ]);
      // Counted by reason, where the other ingestion counters are.
      expect(server.positionsRefused.beforeEarliest - refusedBefore.beforeEarliest).toBe(3);
      expect(server.positionsRefused.future - refusedBefore.future).toBe(1);

      // Within the configured 600 s ahead, and from 2000 on, positions are stored.
      for (const timestamp of [String(now + 300), '2000-01-01T00:00:00Z']) {
        expect(await send(`/?id=${device.deviceId}&lat=52.5&lon=13.4&timestamp=${encodeURIComponent(timestamp)}`), timestamp).toBe(200);
      }
      expect((await positionsOf(device)).map((row) => row.time)).toEqual([new Date('2000-01-01T00:00:00Z'), new Date((now + 300) * 1000)]);
    } finally {
      log.mockRestore();
    }
  });

  it('stores a repeated position once and acknowledges it again', async () => {
    const device = devices[6];
    const path = `/?id=${device.deviceId}&lat=52.5&lon=13.4&timestamp=${hourAgo}&speed=20`;
    expect(await Promise.all([send(path), send(path), send(path)])).toEqual([200, 200, 200]);
    expect(await send(path)).toBe(200);
    expect(await positionsOf(device)).toHaveLength(1);
  });

  it('moves the asset to its newest position with status and address; an older position leaves it there', async () => {
    const device = devices[7];
    expect(await send(`/?id=${device.deviceId}&lat=48.8584&lon=2.2945&timestamp=${hourAgo}&speed=27`)).toBe(200);
    expect(await assetOf(device)).toMatchObject({
      status: 'Moving',
      latitude: 48.8584,
      longitude: 2.2945,
      speed_kmh: expect.closeTo(50.004, 6),
      address: 'Paris, France',
      last_position_at: new Date(hourAgo * 1000),
    });
    expect((await assetOf(device)).last_message_at).toBeInstanceOf(Date);

    expect(await send(`/?id=${device.deviceId}&lat=52.52&lon=13.405&timestamp=${hourAgo + 60}&speed=0`)).toBe(200);
    expect(await assetOf(device)).toMatchObject({
      status: 'Parked',
      latitude: 52.52,
      address: 'Mitte, Berlin, Germany',
      last_position_at: new Date((hourAgo + 60) * 1000),
    });

    expect(await send(`/?id=${device.deviceId}&lat=40.7&lon=-74&timestamp=${hourAgo + 30}&speed=40`)).toBe(200);
    expect(await assetOf(device)).toMatchObject({ status: 'Parked', latitude: 52.52, last_position_at: new Date((hourAgo + 60) * 1000) });
    expect(await positionsOf(device)).toHaveLength(3);
  });

  it('marks a silent asset OutOfNetwork and brings it back with its next message', async () => {
    const device = devices[0];
    expect(await sweepOutOfNetwork(server.context)).toBe(0);
    // Ten minutes (config.outOfNetworkMinutes) and more without a word from the device.
    await server.context.db.query(sql`update sensors set last_message_at = now() - interval '11 minutes'
      where unique_id = ${device.deviceId}`);
    expect(await sweepOutOfNetwork(server.context)).toBe(1);
    expect((await assetOf(device)).status).toBe('OutOfNetwork');
    expect(await sweepOutOfNetwork(server.context)).toBe(0);

    expect(await send(`/?id=${device.deviceId}&lat=52.53&lon=13.41&timestamp=${hourAgo + 600}&speed=0`)).toBe(200);
    expect(await assetOf(device)).toMatchObject({ status: 'Parked', latitude: 52.53 });
  });

  it('acknowledges a burst from many devices, every position stored', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const device = devices[index % devices.length];
        return send(`/?id=${device.deviceId}&lat=52.4&lon=13.3&timestamp=${hourAgo + 1000 + index}&speed=5`, { method: 'POST' });
      }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const [{ count }] = await server.context.db.query<{ count: number }>(sql`select count(*)::int as count from positions
      where time >= ${new Date((hourAgo + 1000) * 1000)} and time < ${new Date((hourAgo + 1100) * 1000)}`);
    expect(count).toBe(100);
  });

  it("reads a tenant's geofences once per batch to see whether its rules changed, not once per asset", async () => {
    // Summed per asset, a tenant's 1,000 geofences cost more than the rest of a batch together.
    await server.context.db.transaction(async (tx) => {
      const statements: Statement[] = [];
      const { assets } = await lockTrackedAssets(
        { query: (statement) => (statements.push(statement), tx.query(statement)) },
        devices.map((device) => device.deviceId),
      );
      expect(assets.size).toBe(devices.length);
      const [lock] = statements;
      const explain = { text: `explain (analyze, format json) ${lock.text}`, values: lock.values } as unknown as Statement;
      const [{ 'QUERY PLAN': plan }] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(explain);
      expect(scanLoops(plan[0].Plan, 'geofences')).toEqual([1]);
    });
  });

  it('derives the trip of a drive once its positions are stored, without the devices waiting for it', async () => {
    const [device] = await trackedAssets(server.context.db, devices[0].tenantId, 'ingest-trip', 1);
    const start = hourAgo - 1800;
    // Ten minutes eastwards at 36 km/h (a position a minute), then parked for ten minutes.
    const drive = Array.from({ length: 11 }, (_, minute) => ({ time: start + minute * 60, lon: 13.3 + minute * 0.0147, knots: 19.44 }));
    const parked = Array.from({ length: 10 }, (_, minute) => ({ time: start + 660 + minute * 60, lon: 13.3 + 10 * 0.0147, knots: 0 }));
    for (const point of [...drive, ...parked]) {
      expect(await send(`/?id=${device.deviceId}&lat=52.5&lon=${point.lon}&timestamp=${point.time}&speed=${point.knots}`)).toBe(200);
    }
    const tripsOf = () =>
      server.context.db.query<{ start_time: Date; in_progress: boolean; distance_km: number }>(
        sql`select start_time, in_progress, distance_km from trips where asset_id = ${device.assetId}`,
      );
    for (let attempt = 0; attempt < 50 && !(await tripsOf()).some((trip) => !trip.in_progress); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [trip, ...others] = await tripsOf();
    expect(others).toEqual([]);
    expect(trip).toMatchObject({ in_progress: false });
    expect(trip.distance_km).toBeCloseTo(10, 0);
  });
});
