import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PositionReport } from '../ingest/positionReport';
import { FrameError, type Decoded, type TrackerCodec, type TrackerSession } from './protocol';
import { gt06Codec } from './gt06/codec';
import { h02Codec } from './h02/codec';
import { teltonikaCodec } from './teltonika/codec';
import { readTcpPacket } from './teltonika/packet';

/**
 * Every vector of tests/fixtures/trackers/vectors.json (a copy of shared/protocols/vectors.json)
 * through the codecs, asserting all its `expect` holds; then framing over split and coalesced reads.
 */
interface ExpectedIo {
  id: number;
  bytes: number;
  value?: number | string;
  hex?: string;
}
interface ExpectedRecord {
  time: string;
  priority: number;
  latitude: number;
  longitude: number;
  altitude: number;
  course: number;
  satellites: number;
  speed_kmh: number;
  event_io_id: number;
  io_count: number;
  io: ExpectedIo[];
}
interface ExpectedFix {
  time: string;
  satellites: number;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  course: number;
  valid: boolean;
}
interface Expected {
  reply_hex?: string | null;
  crc_ok?: boolean;
  imei?: string;
  timezone_minutes?: number;
  // GT06
  position?: ExpectedFix;
  lbs?: { mcc: number; mnc: number; lac: number; cid: number };
  acc?: number;
  terminal_info?: number;
  ignition?: boolean;
  charging?: boolean;
  voltage_level?: number;
  gsm_signal?: number;
  alarm_code?: number;
  alarm?: string;
  power_volts?: number;
  command?: string;
  // H02
  id?: string;
  type?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  speed_kmh?: number;
  course?: number;
  time?: string;
  status?: number;
  battery_level?: number;
  battery_byte?: number;
  record_count?: number;
  records?: ExpectedRecord[];
  messages?: { type: number; size: number; text?: string; hex?: string }[];
}
interface Vector {
  id: string;
  protocol: 'teltonika' | 'gt06' | 'h02';
  kind: string;
  direction?: 'server-to-device';
  hex: string;
  ascii?: string;
  expect: Expected;
}

const vectors: Vector[] = JSON.parse(readFileSync(new URL('../../../tests/fixtures/trackers/vectors.json', import.meta.url), 'utf8'));
const vector = (id: string) => vectors.find((candidate) => candidate.id === id) as Vector;
const bytesOf = (v: Vector) => Buffer.from(v.hex, 'hex');
const round6 = (value: number) => Number(value.toFixed(6));
const replyHex = (decoded: Decoded) => decoded.reply?.toString('hex') ?? null;

function positionsOf(decoded: Decoded): PositionReport[] {
  return decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
}

/** A session after the login frame `loginId`, as the listener holds it. */
function loggedIn(codec: TrackerCodec, loginId: string): TrackerSession {
  const session: TrackerSession = {};
  codec.decode(bytesOf(vector(loginId)), session);
  return session;
}

function expectFrameError(run: () => unknown, reason: RegExp) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FrameError);
    expect((error as FrameError).reason).toMatch(reason);
    return;
  }
  expect.unreachable('no FrameError');
}

describe('teltonika vectors', () => {
  const of = (kind: string) => vectors.filter((v) => v.protocol === 'teltonika' && v.kind === kind);

  it.each(of('login'))('$id: the IMEI handshake is accepted with 01', (v) => {
    const session: TrackerSession = {};
    const decoded = teltonikaCodec.decode(bytesOf(v), session);
    expect(decoded.messages).toEqual([{ kind: 'login', identifier: v.expect.imei }]);
    expect(session.identifier).toBe(v.expect.imei);
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
    expect(teltonikaCodec.refusal(session)?.toString('hex')).toBe('00');
  });

  it.each(of('position'))('$id: every record, acknowledged with the record count', (v) => {
    const session = loggedIn(teltonikaCodec, 'teltonika-imei-1');
    const decoded = teltonikaCodec.decode(bytesOf(v), session);
    const positions = positionsOf(decoded);
    const expected = v.expect.records as ExpectedRecord[];
    expect(positions).toHaveLength(v.expect.record_count as number);
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
    expected.forEach((record, index) => {
      const position = positions[index];
      expect(position.deviceId).toBe('123456789012345');
      expect(position.time.toISOString()).toBe(record.time);
      expect(round6(position.latitude)).toBe(record.latitude);
      expect(round6(position.longitude)).toBe(record.longitude);
      expect(position.altitude).toBe(record.altitude);
      expect(position.heading).toBe(record.course);
      expect(position.speedKmh).toBe(record.speed_kmh);
      expect(position.attributes).toMatchObject({ satellites: record.satellites, priority: record.priority, event: record.event_io_id });
    });
    // Every IO element of the first record: id, size and value as sent, and kept raw as io<id>.
    const first = readTcpPacket(bytesOf(v));
    expect(first.kind === 'records' && first.records.map((record) => record.io.length)).toEqual(expected.map((record) => record.io_count));
    expect(first.kind === 'records' && first.records[0].io).toEqual(expected[0].io);
    for (const element of expected[0].io) expect(positions[0].attributes[`io${element.id}`]).toBe(element.value ?? element.hex);
  });

  it.each(of('command-response'))('$id: a Codec 12 answer is a command result, not acknowledged', (v) => {
    const session = loggedIn(teltonikaCodec, 'teltonika-imei-1');
    const decoded = teltonikaCodec.decode(bytesOf(v), session);
    const answer = v.expect.messages?.[0];
    expect(decoded.messages).toEqual([{ kind: 'commandResult', text: answer?.text?.trim() ?? answer?.hex }]);
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
  });

  it.each(of('command'))('$id: a custom command is encoded byte for byte', (v) => {
    const text = v.expect.messages?.[0].text as string;
    expect(teltonikaCodec.encodeCommand({ type: 'custom', text }, {})?.toString('hex')).toBe(v.hex);
  });

  it.each(of('bad-crc'))('$id: a wrong CRC is a FrameError, with nothing decoded or acknowledged', (v) => {
    const session = loggedIn(teltonikaCodec, 'teltonika-imei-1');
    expect(v.expect.crc_ok).toBe(false);
    expectFrameError(() => teltonikaCodec.decode(bytesOf(v), session), /bad CRC/);
  });
});

/** The status block's readings as named attributes: voltage level 0-6 as a whole percentage (rounded down, as Traccar), signal 0-4, the alarm by name. */
function expectGt06Status(attributes: Record<string, unknown> | undefined, expected: Expected) {
  const level = expected.voltage_level as number;
  const signal = expected.gsm_signal as number;
  const alarmNames: Record<number, string> = { 2: 'powerCut', 3: 'vibration', 4: 'geofenceEnter', 6: 'overspeed', 12: 'tampering' };
  expect(attributes).toMatchObject({
    status: expected.terminal_info,
    ignition: expected.ignition,
    charge: expected.charging,
    batt: Math.floor((level * 100) / 6),
  });
  expect(attributes?.gsmSignal).toBe(signal <= 4 ? signal : undefined);
  expect(attributes?.alarm).toBe(expected.alarm ?? alarmNames[expected.alarm_code as number]);
}

describe('gt06 vectors', () => {
  const of = (...kinds: string[]) => vectors.filter((v) => v.protocol === 'gt06' && kinds.includes(v.kind));

  it.each(of('login'))('$id: the login names the IMEI and is answered byte for byte', (v) => {
    const session: TrackerSession = {};
    const decoded = gt06Codec.decode(bytesOf(v), session);
    const zone = v.expect.timezone_minutes === undefined ? {} : { timezoneMinutes: v.expect.timezone_minutes };
    expect(decoded.messages).toEqual([{ kind: 'login', identifier: v.expect.imei, ...zone }]);
    expect(session).toEqual({ identifier: v.expect.imei, timezoneMinutes: v.expect.timezone_minutes });
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
  });

  it.each(of('heartbeat'))('$id: a status packet is a heartbeat with its readings, answered byte for byte', (v) => {
    const decoded = gt06Codec.decode(bytesOf(v), loggedIn(gt06Codec, 'gt06-login-1'));
    expect(decoded.messages).toHaveLength(1);
    const [message] = decoded.messages;
    expectGt06Status(message.kind === 'heartbeat' ? message.attributes : undefined, v.expect);
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
  });

  it.each(of('position', 'alarm'))('$id: the fix, its cell and alarm, and the reply byte for byte', (v) => {
    const decoded = gt06Codec.decode(bytesOf(v), loggedIn(gt06Codec, 'gt06-login-1'));
    const positions = positionsOf(decoded);
    const fix = v.expect.position as ExpectedFix;
    expect(positions).toHaveLength(1);
    const [position] = positions;
    expect(position.deviceId).toBe('123456789012345');
    expect(position.time.toISOString()).toBe(fix.time);
    expect(round6(position.latitude)).toBe(fix.latitude);
    expect(round6(position.longitude)).toBe(fix.longitude);
    expect(position.speedKmh).toBe(fix.speed_kmh);
    expect(position.heading).toBe(fix.course);
    expect(position.attributes).toMatchObject({ satellites: fix.satellites, valid: fix.valid });
    if (v.expect.lbs)
      expect(position.attributes).toMatchObject({
        mcc: v.expect.lbs.mcc,
        mnc: v.expect.lbs.mnc,
        lac: v.expect.lbs.lac,
        cellId: v.expect.lbs.cid,
      });
    if (v.expect.acc !== undefined) expect(position.attributes.ignition).toBe(v.expect.acc > 0);
    if (v.kind === 'alarm') expectGt06Status(position.attributes, v.expect);
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
  });

  it.each(of('info'))('$id: a long-form information packet, not answered', (v) => {
    const decoded = gt06Codec.decode(bytesOf(v), loggedIn(gt06Codec, 'gt06-login-1'));
    const power = v.expect.power_volts;
    expect(decoded.messages).toEqual(power === undefined ? [] : [{ kind: 'heartbeat', attributes: { power } }]);
    expect(replyHex(decoded)).toBe(v.expect.reply_hex);
  });

  it.each(of('command'))('$id: engine stop is the online command Traccar sends, byte for byte', (v) => {
    expect(v.expect.command).toBe('Relay,1#');
    expect(gt06Codec.encodeCommand({ type: 'engineStop' }, { identifier: '123456789012345' })?.toString('hex')).toBe(v.hex);
  });

  it.each(of('bad-crc'))('$id: a wrong CRC is a FrameError, with nothing decoded or answered', (v) => {
    expect(v.expect.crc_ok).toBe(false);
    expectFrameError(() => gt06Codec.decode(bytesOf(v), loggedIn(gt06Codec, 'gt06-login-1')), /bad CRC/);
  });
});

describe('h02 vectors', () => {
  const of = (kind: string) => vectors.filter((v) => v.protocol === 'h02' && v.kind === kind);

  // The vectors set no reply (Traccar's carries the time, so it is not byte-exact); we answer as Traccar does.
  const traccarReply = (v: Vector) => (v.hex.startsWith('24') ? null : new RegExp(`^\\*HQ,${v.expect.id},V4,V1,\\d{14}#$`));

  it.each(of('position'))('$id: the position of the device the frame names, a text one answered as Traccar does', (v) => {
    const session: TrackerSession = {};
    if (v.ascii !== undefined) expect(Buffer.from(v.ascii, 'latin1').toString('hex')).toBe(v.hex);
    const decoded = h02Codec.decode(bytesOf(v), session);
    expect(decoded.messages[0]).toEqual({ kind: 'login', identifier: v.expect.id });
    expect(session.identifier).toBe(v.expect.id);
    const positions = positionsOf(decoded);
    expect(positions).toHaveLength(1);
    const [position] = positions;
    expect(position.deviceId).toBe(v.expect.id);
    expect(position.time.toISOString()).toBe(v.expect.time);
    expect(round6(position.latitude)).toBe(v.expect.latitude);
    expect(round6(position.longitude)).toBe(v.expect.longitude);
    expect(Number(position.speedKmh.toFixed(2))).toBe(v.expect.speed_kmh);
    expect(position.heading).toBe(v.expect.course);
    expect(position.attributes).toMatchObject({ valid: v.expect.valid, status: v.expect.status });
    if (v.expect.battery_byte !== undefined) expect(position.attributes.batt).toBe(100); // 6 on the 1-6 scale
    expect(v.expect.reply_hex).toBeNull();
    const expected = traccarReply(v);
    if (expected) expect(decoded.reply?.toString('latin1')).toMatch(expected);
    else expect(decoded.reply).toBeNull();
  });

  it.each(of('heartbeat'))('$id: a heartbeat with the battery level, echoed as Traccar does', (v) => {
    const decoded = h02Codec.decode(bytesOf(v), {});
    expect(decoded.messages).toEqual([
      { kind: 'login', identifier: v.expect.id },
      { kind: 'heartbeat', attributes: { batt: v.expect.battery_level } },
    ]);
    expect(decoded.reply?.toString('latin1')).toBe(`*HQ,${v.expect.id},HTBT#`);
  });

  it('names each device once on a connection: the second report of the same device is no new login', () => {
    const session: TrackerSession = {};
    h02Codec.decode(bytesOf(vector('h02-v1-9')), session);
    expect(h02Codec.decode(bytesOf(vector('h02-v1-10')), session).messages.map((message) => message.kind)).toEqual(['positions']);
  });
});

/** Frames in the order a device sends them, as one stream. */
const streams: Record<string, { codec: TrackerCodec; frames: string[] }> = {
  teltonika: {
    codec: teltonikaCodec,
    frames: ['teltonika-imei-1', 'teltonika-codec8-3', 'teltonika-codec8e-2', 'teltonika-codec12-response-1'],
  },
  gt06: { codec: gt06Codec, frames: ['gt06-login-1', 'gt06-heartbeat-1', 'gt06-position-3', 'gt06-long-1', 'gt06-alarm-5'] },
  h02: { codec: h02Codec, frames: ['h02-v1-9', 'h02-v1-10', 'h02-heartbeat-1', 'h02-binary-1', 'h02-v1-8'] },
};

describe.each(Object.entries(streams))('%s framing', (_name, { codec, frames }) => {
  const buffers = frames.map((id) => bytesOf(vector(id)));

  it('answers 0 for every part of a frame split across reads, and its length once whole', () => {
    for (const frame of buffers) {
      for (let end = 0; end < frame.length; end++) {
        // 32 bytes of an H02 binary report are the short form whole, cut at once on a new connection (h02/framing.ts).
        if (codec === h02Codec && frame[0] === 0x24 && end === 32) continue;
        expect(codec.frameLength(frame.subarray(0, end), {})).toBe(0);
      }
      expect(codec.frameLength(frame, {})).toBe(frame.length);
    }
  });

  it('cuts coalesced frames apart exactly where they were joined', () => {
    let stream = Buffer.concat(buffers);
    const cut: string[] = [];
    while (stream.length > 0) {
      const length = codec.frameLength(stream, {});
      expect(length).toBeGreaterThan(0);
      cut.push(stream.subarray(0, length).toString('hex'));
      stream = stream.subarray(length);
    }
    expect(cut).toEqual(buffers.map((frame) => frame.toString('hex')));
  });

  it('refuses garbage at the start of the stream, or (GT06 and H02, which re-align on their start bytes) skips it', () => {
    const garbage = Buffer.from('GET / HTTP/1.1\r\n\r\n');
    if (codec === teltonikaCodec) return expectFrameError(() => codec.frameLength(garbage, {}), /./);
    const stream = Buffer.concat([garbage, buffers[0]]);
    expect(codec.frameLength(stream, {})).toBe(garbage.length);
    expect(codec.decode(garbage, {})).toMatchObject({ messages: [], skipped: expect.any(String) });
    expect(codec.frameLength(stream.subarray(garbage.length), {})).toBe(buffers[0].length);
  });
});
