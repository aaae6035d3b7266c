import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { listPendingDevices, recordPendingDevice } from '../../server/repos/pendingDevices';
import { seedDemoAccounts } from './ingestFixtures';
import { openLiveStream, type LiveStream } from './liveClient';
import { bytesOf, connectTracker, vector, type TrackerEnd } from './trackerDevice';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const teltonikaAck = (count: number) => count.toString(16).padStart(8, '0');
/** How many connection attempts the kernel queues for the listening socket on `port` (ss's Send-Q of a LISTEN line). */
const listenBacklog = (port: number) =>
  Number(
    execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)[2],
  );
const handshake = (imei: string) => Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei)]);

describe.each(engines)('trackers over TCP on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let stream: LiveStream;
  const trackers: TrackerEnd[] = [];
  const assets = new Map<string, string>();
  const api = () => apiClient(server.baseUrl);

  const connectTo = async (protocol: 'teltonika' | 'gt06') => {
    const tracker = await connectTracker(server.trackerPorts[protocol] as number);
    trackers.push(tracker);
    return tracker;
  };
  /** An asset fitted with a device, registered through the API as an Admin does. */
  const register = async (uniqueId: string) => {
    const asset = await api().call<Schema<'Asset'>>('POST', '/assets', { token, body: { name: `Truck ${uniqueId}` } });
    expect(asset.status).toBe(200);
    const sensor = await api().call('POST', '/sensors', { token, body: { uniqueId, name: `Tracker ${uniqueId}`, assetId: asset.body.id } });
    expect(sensor.status).toBe(200);
    assets.set(uniqueId, asset.body.id);
  };
  /** The asset's positions through the API, within an hour of `around`. */
  const positionsNear = async (uniqueId: string, around: string) => {
    const time = new Date(around).getTime();
    const query = new URLSearchParams({
      assetId: assets.get(uniqueId) as string,
      from: new Date(time - 3_600_000).toISOString(),
      to: new Date(time + 3_600_000).toISOString(),
    });
    const response = await api().call<Schema<'PositionRecord'>[]>('GET', `/positions?${query}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const storedCount = async (uniqueId: string) => {
    const [row] = await server.context.db.query<{ count: number }>(
      sql`select count(*)::int as count from positions where asset_id = ${assets.get(uniqueId)}`,
    );
    return row.count;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    await seedDemoAccounts(server.context.db);
    token = (await api().login(accounts.admin.email, accounts.admin.password)).accessToken;
    for (const id of ['356307042441001', '356307042441002', '356307042441003', '123456789012345']) await register(id);
    stream = await openLiveStream(server.baseUrl, token);
  });
  afterAll(async () => {
    trackers.forEach((tracker) => tracker.end());
    stream?.close();
    await server?.stop();
  });

  it('accepts a Teltonika device, acknowledges its records byte-exact, and shows them through the API and live', async () => {
    const tracker = await connectTo('teltonika');
    tracker.write(handshake('356307042441001'));
    await tracker.expectReceived('01');
    tracker.write(bytesOf('teltonika-codec8-1'));
    await tracker.expectReceived(`01${vector('teltonika-codec8-1').expect.reply_hex}`);

    const record = vector('teltonika-codec8-1').expect.records?.[0] as {
      time: string;
      latitude: number;
      longitude: number;
      speed_kmh: number;
    };
    expect(await positionsNear('356307042441001', record.time)).toEqual([
      expect.objectContaining({
        time: record.time,
        latitude: expect.closeTo(record.latitude, 6),
        longitude: expect.closeTo(record.longitude, 6),
        speedKmh: record.speed_kmh,
      }),
    ]);
    const live = await stream.next((event) => event.event === 'position' && event.data.assetId === assets.get('356307042441001'));
    expect(live.data).toMatchObject({
      time: record.time,
      latitude: expect.closeTo(record.latitude, 6),
      longitude: expect.closeTo(record.longitude, 6),
    });
    expect(tracker.closed).toBe(false);
  });

  it('answers a GT06 login and alarm byte-exact, and shows the alarm position through the API and live', async () => {
    const tracker = await connectTo('gt06');
    const login = vector('gt06-login-1');
    tracker.write(bytesOf('gt06-login-1'));
    await tracker.expectReceived(login.expect.reply_hex as string);
    const alarm = vector('gt06-alarm-1');
    tracker.write(bytesOf('gt06-alarm-1'));
    await tracker.expectReceived(`${login.expect.reply_hex}${alarm.expect.reply_hex}`);

    const position = alarm.expect.position as { time: string; latitude: number; longitude: number };
    expect(await positionsNear('123456789012345', position.time)).toEqual([
      expect.objectContaining({
        time: position.time,
        latitude: expect.closeTo(position.latitude, 6),
        longitude: expect.closeTo(position.longitude, 6),
      }),
    ]);
    const live = await stream.next((event) => event.event === 'position' && event.data.assetId === assets.get('123456789012345'));
    expect(live.data).toMatchObject({ time: position.time, latitude: expect.closeTo(position.latitude, 6) });
  });

  it('acknowledges coalesced and split packets exactly once each, in order, and stores every record', async () => {
    const tracker = await connectTo('teltonika');
    // The handshake and two packets in one write.
    tracker.write(Buffer.concat([handshake('356307042441002'), bytesOf('teltonika-codec8e-2'), bytesOf('teltonika-codec8-3')]));
    await tracker.expectReceived(`01${teltonikaAck(2)}${teltonikaAck(3)}`);
    // A packet of 14 records in three pieces, with pauses.
    const packet = bytesOf('teltonika-codec8-4');
    for (const [from, to] of [
      [0, 5],
      [5, 300],
      [300, packet.length],
    ]) {
      tracker.write(packet.subarray(from, to));
      await sleep(150);
    }
    await tracker.expectReceived(`01${teltonikaAck(2)}${teltonikaAck(3)}${teltonikaAck(14)}`);
    const times = new Set(
      ['teltonika-codec8e-2', 'teltonika-codec8-3', 'teltonika-codec8-4'].flatMap((id) =>
        vector(id).expect.records?.map((record) => record.time),
      ),
    );
    expect(await storedCount('356307042441002')).toBe(times.size);
  });

  it('closes the connection that sent a bad CRC, unanswered and unstored, while another device goes on', async () => {
    const [bad, good] = [await connectTo('teltonika'), await connectTo('gt06')];
    bad.write(handshake('356307042441003'));
    await bad.expectReceived('01');
    good.write(bytesOf('gt06-login-1'));
    await good.expectReceived(vector('gt06-login-1').expect.reply_hex as string);

    bad.write(bytesOf('teltonika-bad-crc-1'));
    await bad.waitClosed();
    expect(bad.received()).toBe('01');
    expect(await storedCount('356307042441003')).toBe(0);
    expect(server.trackerClosures.badFrame).toBeGreaterThanOrEqual(1);

    good.write(bytesOf('gt06-alarm-2'));
    await good.expectReceived(`${vector('gt06-login-1').expect.reply_hex}${vector('gt06-alarm-2').expect.reply_hex}`);
    expect(good.closed).toBe(false);
  });

  it('refuses an unregistered device as its protocol allows and records it among the pending devices', async () => {
    const stranger = await connectTo('teltonika');
    stranger.write(handshake('350000000000777'));
    await stranger.waitClosed();
    expect(stranger.received()).toBe('00');
    const again = await connectTo('teltonika');
    again.write(handshake('350000000000777'));
    await again.waitClosed();

    const gt06Stranger = await connectTo('gt06');
    gt06Stranger.write(bytesOf('gt06-login-2'));
    await gt06Stranger.waitClosed();

    let pending = await listPendingDevices(server.context.db);
    for (let attempt = 0; attempt < 50 && !(pending.length === 2 && pending.some((device) => device.messageCount === 2)); attempt++) {
      await sleep(100);
      pending = await listPendingDevices(server.context.db);
    }
    expect(pending).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ identifier: '350000000000777', protocol: 'teltonika', remoteAddress: '127.0.0.1', messageCount: 2 }),
        expect.objectContaining({ protocol: 'gt06', messageCount: 1 }),
      ]),
    );
    expect(pending).toHaveLength(2);
  });

  it('takes Teltonika UDP datagrams on the same port and acknowledges each with its packet ids', async () => {
    // The UDP envelope around the AVL data of a TCP packet (which sits between its 8-byte header and 4-byte CRC).
    const data = bytesOf('teltonika-codec8-3').subarray(8, -4);
    const imei = Buffer.from('356307042441003');
    const body = Buffer.concat([Buffer.from([0xca, 0xfe, 0x01, 0x07, 0x00, imei.length]), imei, data]);
    const datagram = Buffer.concat([Buffer.from([body.length >> 8, body.length & 0xff]), body]);
    const socket = createSocket('udp4');
    try {
      const answer = new Promise<Buffer>((resolve) => socket.once('message', resolve));
      socket.send(datagram, server.trackerPorts.teltonika as number, '127.0.0.1');
      expect((await answer).toString('hex')).toBe('0005cafe010703');
    } finally {
      socket.close();
    }
    expect(await storedCount('356307042441003')).toBe(3);
  });

  it('acknowledges only once the records are committed', async () => {
    const tracker = await connectTo('teltonika');
    tracker.write(handshake('356307042441001'));
    await tracker.expectReceived('01');
    // Holding the asset's position row lock stalls the batch's transaction (it locks the assets it moves).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolve) => {
      void server.context.db.transaction(async (tx) => {
        await tx.query(sql`select asset_id from asset_positions where asset_id = ${assets.get('356307042441001')} for update`);
        resolve();
        await held;
      });
    });
    await locked;
    tracker.write(bytesOf('teltonika-codec8-2'));
    await sleep(500);
    expect(tracker.received()).toBe('01');
    release();
    await tracker.expectReceived(`01${teltonikaAck(1)}`);
    const record = vector('teltonika-codec8-2').expect.records?.[0] as { time: string };
    expect((await positionsNear('356307042441001', record.time)).map((position) => position.time)).toEqual([record.time]);
  });

  it('keeps only the most recently seen pending devices past the cap', async () => {
    const db = server.context.db;
    for (let index = 1; index <= 5; index++) {
      await recordPendingDevice(db, { identifier: `35999000000000${index}`, protocol: 'teltonika', remoteAddress: '192.0.2.7' }, 3);
      await sleep(5);
    }
    expect((await listPendingDevices(db)).map((device) => device.identifier)).toEqual([
      '359990000000005',
      '359990000000004',
      '359990000000003',
    ]);
  });

  it('queues a whole fleet reconnecting at once on every device port, instead of dropping attempts past 511 for seconds', () => {
    const kernelCap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const ports = [
      server.trackerPorts.teltonika,
      server.trackerPorts.gt06,
      server.trackerPorts.h02,
      Number(new URL(server.ingestUrl).port),
    ];
    for (const port of ports) expect(listenBacklog(port as number)).toBe(Math.min(4096, kernelCap));
  });
});
