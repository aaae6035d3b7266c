import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { randomImei } from '../support/records';
import type { DeviceLink } from '../../server/telemetry/trackers/connectedDevices';
import type { TrackerCommand } from '../../server/telemetry/trackers/protocol';
import { createConnectedDevices } from '../../server/telemetry/trackers/connectedDevices';
import { createCommandDelivery } from '../../server/telemetry/trackers/commandDelivery';
import { crc16X25 } from '../../server/telemetry/trackers/crc';
import { gt06Login, gt06Reply } from '../../scripts/simulator/trackerFrames';
import { connectTracker } from './trackerDevice';

type Command = Schema<'DeviceCommand'>;
type ValidationErrors = Schema<'ValidationErrors'>;

/** A GT06 device's answer to "Relay,1#" (0x15, from Traccar's Gt06ProtocolDecoderTest). */
const gt06Answer = Buffer.from(
  '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
  'hex',
);

/** The GT06 frames in `bytes` (78 78, length, ..., 0D 0A), checked for their CRC. */
function gt06Frames(bytes: Buffer): { protocol: number; content: Buffer }[] {
  const frames = [];
  for (let at = 0; at + 5 <= bytes.length;) {
    const length = bytes[at + 2];
    const body = bytes.subarray(at + 2, at + 2 + length - 1);
    expect(bytes.readUInt16BE(at + 1 + length), 'CRC-ITU of a frame the server sent').toBe(crc16X25(body));
    frames.push({ protocol: bytes[at + 3], content: bytes.subarray(at + 4, at + length - 1) });
    at += length + 5;
  }
  return frames;
}

/** A connection as the listeners attach it, which records what was written to the device. */
function fakeLink(identifier: string, options: { engineCommands?: boolean; open?: boolean } = {}) {
  const written: string[] = [];
  const link: DeviceLink = {
    protocol: 'gt06',
    identifier,
    remoteAddress: '198.51.100.4',
    encodeCommand: (command: TrackerCommand) => {
      if (command.type === 'custom') return Buffer.from(command.text);
      return options.engineCommands === false ? null : Buffer.from(command.type === 'engineStop' ? 'Relay,1#' : 'Relay,0#');
    },
    send: (bytes) => {
      if (options.open === false) return false;
      written.push(bytes.toString());
      return true;
    },
  };
  return { link, written };
}

describe.each(behaviourEngines)('commands to devices, on %s', (engine) => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite(engine);
  });
  afterAll(() => suite?.server.stop());

  const createDevice = async (body: Record<string, unknown> = {}) => {
    const response = await suite.api.call<Schema<'Sensor'>>('POST', '/sensors', {
      token: suite.tokens.Operator,
      body: { uniqueId: randomImei(), name: 'Van tracker', ...body },
    });
    expect(response.status).toBe(200);
    return response.body;
  };
  const send = <Answer = Command>(deviceId: string, body: Record<string, unknown>, persona: keyof Suite['tokens'] = 'Operator') =>
    suite.api.call<Answer>('POST', `/devices/${deviceId}/commands`, { token: suite.tokens[persona], body });
  const history = async (deviceId: string, query = '') => {
    const response = await suite.api.call<Command[]>('GET', `/devices/${deviceId}/commands${query}`, { token: suite.tokens.Viewer });
    expect(response.status).toBe(200);
    return { commands: response.body, total: Number(response.headers.get('x-total-count')) };
  };
  /** Delivery runs after the event that triggers it: wait until the command settles in `status`. */
  const until = async (deviceId: string, commandId: string, status: Command['status']) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const found = (await history(deviceId)).commands.find((command) => command.id === commandId);
      if (found?.status === status) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`command ${commandId} never became ${status}`);
  };

  it('queues a command for an offline device and lists the history newest first, paged', async () => {
    const device = await createDevice();
    const stop = await send(device.id, { type: 'engineStop' });
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ sensorId: device.id, type: 'engineStop', text: null, status: 'queued', answer: null, sentAt: null });
    const custom = await send(device.id, { type: 'custom', text: ' STATUS# ' }, 'Admin');
    expect(custom.body).toMatchObject({ type: 'custom', text: 'STATUS#', status: 'queued' });

    const all = await history(device.id);
    expect(all.total).toBe(2);
    expect(all.commands.map((command) => command.id)).toEqual([custom.body.id, stop.body.id]);
    const second = await history(device.id, '?pageNumber=2&pageSize=1');
    expect(second).toEqual({ commands: [all.commands[1]], total: 2 });
    expect((await history(device.id, '?sort=type&order=asc')).commands.map((command) => command.type)).toEqual(['custom', 'engineStop']);
  });

  it('sends at once to a connected device, and the device’s answer marks the oldest sent command answered', async () => {
    const device = await createDevice();
    const { link, written } = fakeLink(device.uniqueId);
    suite.server.context.devices.attach(link);
    const first = await send(device.id, { type: 'engineStop' });
    expect(first.body).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    const second = await send(device.id, { type: 'custom', text: 'WHERE#' });
    expect(written).toEqual(['Relay,1#', 'WHERE#']);

    suite.server.context.devices.commandResult(link, 'Cut off the fuel supply: Success!');
    expect(await until(device.id, first.body.id, 'answered')).toMatchObject({
      answer: 'Cut off the fuel supply: Success!',
      finishedAt: expect.any(String),
    });
    expect((await history(device.id)).commands.find((command) => command.id === second.body.id)?.status).toBe('sent');
    suite.server.context.devices.detach(link);
  });

  it('delivers queued commands in order when the device logs in, and fails those its protocol cannot carry', async () => {
    const device = await createDevice();
    const custom = await send(device.id, { type: 'custom', text: 'PARAM#' });
    const stop = await send(device.id, { type: 'engineStop' });
    expect([custom.body.status, stop.body.status]).toEqual(['queued', 'queued']);

    const { link, written } = fakeLink(device.uniqueId, { engineCommands: false });
    suite.server.context.devices.attach(link);
    expect(await until(device.id, stop.body.id, 'failed')).toMatchObject({ failure: 'not supported by the protocol' });
    expect(await until(device.id, custom.body.id, 'sent')).toBeDefined();
    expect(written).toEqual(['PARAM#']);
    // The device is now known to speak GT06: while connected, engine stop is refused at once.
    const refused = await send<ValidationErrors>(device.id, { type: 'engineResume' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.type).toBeDefined();
    suite.server.context.devices.detach(link);
  });

  it('keeps a command queued when the connection closed under it', async () => {
    const device = await createDevice();
    const { link } = fakeLink(device.uniqueId, { open: false });
    suite.server.context.devices.attach(link);
    const command = await send(device.id, { type: 'custom', text: 'RESET#' });
    expect(command.body).toMatchObject({ status: 'queued', sentAt: null });
    suite.server.context.devices.detach(link);
  });

  it('refuses what the device’s protocol cannot carry and malformed commands with 400, storing nothing', async () => {
    const model = await suite.api.call<Schema<'SensorModel'>>('POST', '/sensors/models', {
      token: suite.tokens.SysAdmin,
      body: { name: `Phone app ${randomImei()}`, protocol: 'osmand' },
    });
    const phone = await createDevice({ modelId: model.body.id });
    const refused = await send<ValidationErrors>(phone.id, { type: 'engineStop' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.type).toEqual([expect.stringMatching(/osmand/)]);

    const device = await createDevice();
    expect((await send<ValidationErrors>(device.id, { type: 'custom' })).body.errors.text).toBeDefined();
    expect((await send<ValidationErrors>(device.id, { type: 'custom', text: '   ' })).body.errors.text).toBeDefined();
    expect((await send<ValidationErrors>(device.id, { type: 'engineStop', text: 'Relay,1#' })).body.errors.text).toBeDefined();
    expect((await send(device.id, { type: 'custom', text: 'Relay\n1#' })).status).toBe(400);
    expect((await send(device.id, { type: 'selfDestruct' })).status).toBe(400);
    expect((await history(phone.id)).total + (await history(device.id)).total).toBe(0);
  });

  it('lets Admins and Operators send, Viewers only read; another tenant’s device answers 404', async () => {
    const device = await createDevice();
    const viewer = await send(device.id, { type: 'engineStop' }, 'Viewer');
    expect(viewer.status).toBe(403);
    expect((await send(device.id, { type: 'engineResume' }, 'SysAdmin')).status).toBe(200);
    expect((await send(device.id, { type: 'engineStop' }, 'Globex')).status).toBe(404);
    expect((await suite.api.call('GET', `/devices/${device.id}/commands`, { token: suite.tokens.Globex })).status).toBe(404);
    expect((await history(device.id)).total).toBe(1);
  });

  it('sends a GT06 device the command queued while it was offline once it logs in over TCP, and records its answer', async () => {
    // The listeners accept a device fitted to an asset: its positions have somewhere to go.
    const asset = await suite.api.call<Schema<'Asset'>>('POST', '/assets', { token: suite.tokens.Operator, body: { name: 'Tipper 7' } });
    const device = await createDevice({ assetId: asset.body.id });
    const queued = await send(device.id, { type: 'engineStop' });
    expect(queued.body.status).toBe('queued');

    const tracker = await connectTracker(suite.server.trackerPorts.gt06 as number);
    try {
      tracker.write(gt06Login(device.uniqueId, 1));
      const sent = await until(device.id, queued.body.id, 'sent');
      expect(sent.sentAt).toEqual(expect.any(String));
      // The login's reply, then the online command 0x80: length 4 + text, server flag, the text.
      for (let waited = 0; tracker.received().length < 2 * 10 + 2 * 23 && waited < 5000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      const received = Buffer.from(tracker.received(), 'hex');
      expect(received.subarray(0, 10).toString('hex')).toBe(gt06Reply(0x01, 1).toString('hex'));
      const [command] = gt06Frames(received.subarray(10));
      expect(command.protocol).toBe(0x80);
      expect(command.content[0]).toBe(4 + 'Relay,1#'.length);
      expect(command.content.subarray(5, 5 + 8).toString('ascii')).toBe('Relay,1#');

      tracker.write(gt06Answer);
      expect(await until(device.id, queued.body.id, 'answered')).toMatchObject({ answer: 'Cut off the fuel supply: Success!' });
      // Now known to speak GT06, the device's commands are checked against its protocol while offline too.
      tracker.end();
      const [{ protocol }] = await suite.server.context.db.query<{ protocol: string }>(
        sql`select protocol from sensors where id = ${device.id}`,
      );
      expect(protocol).toBe('gt06');
    } finally {
      tracker.end();
    }
  });

  it('fails a sent command the device never answers', async () => {
    const device = await createDevice();
    const devices = createConnectedDevices();
    const delivery = createCommandDelivery({ db: suite.server.context.db, devices, answerTimeoutMs: 300, log: () => {} });
    try {
      const { link } = fakeLink(device.uniqueId);
      const command = await send(device.id, { type: 'custom', text: 'VERSION#' });
      devices.attach(link);
      await until(device.id, command.body.id, 'sent');
      expect(await until(device.id, command.body.id, 'failed')).toMatchObject({ failure: 'no answer', answer: null });
    } finally {
      delivery.close();
    }
  });
});
