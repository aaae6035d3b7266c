import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Decoded, TrackerSession } from '../protocol';
import { gt06Codec } from './codec';
import { buildGt06Frame, openGt06Frame } from './frame';

const vectors: { id: string; hex: string }[] = JSON.parse(
  readFileSync(new URL('../../../../tests/fixtures/trackers/vectors.json', import.meta.url), 'utf8'),
);
const frame = (id: string) => Buffer.from(vectors.find((v) => v.id === id)?.hex as string, 'hex');

function loggedIn(loginId = 'gt06-login-1'): TrackerSession {
  const session: TrackerSession = {};
  gt06Codec.decode(frame(loginId), session);
  return session;
}

const firstPosition = (decoded: Decoded) => {
  const message = decoded.messages[0];
  return message?.kind === 'positions' ? message.positions[0] : undefined;
};

describe('gt06 time zone', () => {
  it('reads the dates of a device whose login said UTC-4:00 as its local time', () => {
    const session = loggedIn('gt06-login-5');
    expect(session.timezoneMinutes).toBe(-240);
    // gt06-position-1 says 2015-10-20 14:21:11: local time at UTC-4 is 18:21:11 UTC.
    expect(firstPosition(gt06Codec.decode(frame('gt06-position-1'), session))?.time.toISOString()).toBe('2015-10-20T18:21:11.000Z');
  });

  it('forgets the zone when the connection logs in again without one', () => {
    const session = loggedIn('gt06-login-5');
    gt06Codec.decode(frame('gt06-login-1'), session);
    expect(firstPosition(gt06Codec.decode(frame('gt06-position-1'), session))?.time.toISOString()).toBe('2015-10-20T14:21:11.000Z');
  });
});

describe('gt06 commands', () => {
  it.each([
    ['engineResume', 'Relay,0#'],
    ['custom', 'DYD,123456#'],
  ] as const)('%s goes out as online command 0x80 with "%s"', (type, text) => {
    const bytes = gt06Codec.encodeCommand(type === 'custom' ? { type, text } : { type }, {}) as Buffer;
    const opened = openGt06Frame(bytes);
    expect(opened).toMatchObject({ long: false, protocol: 0x80, serial: 0 });
    expect(opened.content[0]).toBe(4 + text.length);
    expect(opened.content.readUInt32BE(1)).toBe(0);
    expect(opened.content.toString('ascii', 5)).toBe(text);
  });

  it('refuses a custom command longer than a frame holds, or not ASCII', () => {
    expect(() => gt06Codec.encodeCommand({ type: 'custom', text: 'x'.repeat(246) }, {})).toThrow(RangeError);
    expect(() => gt06Codec.encodeCommand({ type: 'custom', text: 'Relais,1#é' }, {})).toThrow(RangeError);
  });

  // Frames of Traccar's decoder test: 0x15 answers are acknowledged (as Traccar does), 0x21 ones not.
  it.each([
    [
      '0x15',
      '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
      'Cut off the fuel supply: Success!',
      '78780515013bb8290d0a',
    ],
    [
      '0x15 padded with zeros',
      '7878661500000000004459443d537563636573732100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010009e82b0d0a',
      'DYD=Success!',
      '787805150009b3600d0a',
    ],
    ['0x21 in UTF-16', '797900262100000000020043006f006d006d0061006e00640020006500720072006f0072002100236e850d0a', 'Command error!', null],
  ])('reads the answer in packet %s as a command result', (_name, hex, text, reply) => {
    const decoded = gt06Codec.decode(Buffer.from(hex, 'hex'), loggedIn());
    expect(decoded.messages).toEqual([{ kind: 'commandResult', text }]);
    expect(decoded.reply?.toString('hex') ?? null).toBe(reply);
  });
});

describe('gt06 frames', () => {
  it('refuses a position before the login', () => {
    expect(() => gt06Codec.decode(frame('gt06-position-1'), {})).toThrow(/before the login/);
  });

  it('skips a packet too short for its fields, though its CRC is right, and says why', () => {
    const truncated = buildGt06Frame(0x12, Buffer.alloc(10), 7);
    expect(gt06Codec.decode(truncated, loggedIn())).toEqual({
      messages: [],
      reply: null,
      skipped: expect.stringMatching(/^packet type 0x12 of 20 bytes: truncated/),
      packetType: '0x12',
    });
  });

  it('skips packets of types it does not read, acknowledging short-form ones as Traccar does', () => {
    expect(gt06Codec.decode(buildGt06Frame(0x1f, Buffer.alloc(3), 3), loggedIn())).toEqual({
      messages: [],
      reply: buildGt06Frame(0x1f, Buffer.alloc(0), 3),
      skipped: 'packet type 0x1f not decoded',
      packetType: '0x1f',
    });
    expect(gt06Codec.decode(buildGt06Frame(0xfd, Buffer.alloc(3), 3, true), loggedIn())).toMatchObject({
      reply: null,
      skipped: 'packet type 0xfd not decoded',
    });
  });

  it('answers a time request (0x8A) with the server clock in UTC', () => {
    const before = Date.now();
    const { reply } = gt06Codec.decode(buildGt06Frame(0x8a, Buffer.alloc(0), 6), loggedIn());
    const opened = openGt06Frame(reply as Buffer);
    expect(opened).toMatchObject({ protocol: 0x8a, serial: 0 });
    const [year, month, day, hour, minute, second] = opened.content;
    const sent = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
    expect(sent).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });

  it('cuts a frame whose length field disagrees with its size at its 0D 0A, as Traccar does', () => {
    // A short login (length 0x0D, 15 bytes) and a zero-length Wi-Fi packet, coalesced.
    const login = Buffer.from('78780d010359339075005244340d0a', 'hex');
    const wifi = Buffer.from(
      '787800691709261259400700cc0400d376714600d37a3d5000d37a3c5000d393505a00d3765d5a00d376735a00d32e6b640d0a',
      'hex',
    );
    const stream = Buffer.concat([login, wifi]);
    expect(gt06Codec.frameLength(stream, {})).toBe(login.length);
    expect(gt06Codec.frameLength(stream.subarray(login.length), {})).toBe(wifi.length);
    // Until the 0D 0A has come, nothing is cut.
    expect(gt06Codec.frameLength(login.subarray(0, 13), {})).toBe(0);
  });

  it('waits for the whole of a frame whose content holds 0D 0A, however it is split', () => {
    const serial = Buffer.from('7979000e9b0332382e33a1e60d0a0289be490d0a', 'hex');
    for (let end = 1; end < serial.length; end++) expect(gt06Codec.frameLength(serial.subarray(0, end), {})).toBe(0);
    expect(gt06Codec.frameLength(serial, {})).toBe(serial.length);
  });

  it('refuses a frame without its 0D 0A stop', () => {
    const stopless = Buffer.from(frame('gt06-login-1'));
    stopless[stopless.length - 1] = 0x0b;
    expect(() => gt06Codec.decode(stopless, {})).toThrow(/0D 0A/);
  });

  it('writes a reply whose content outgrows the short form in the long form', () => {
    const long = buildGt06Frame(0x80, Buffer.alloc(300), 1);
    expect(long.subarray(0, 4).toString('hex')).toBe('79790131');
    expect(gt06Codec.frameLength(long, {})).toBe(long.length);
    expect(openGt06Frame(long)).toMatchObject({ long: true, protocol: 0x80, serial: 1 });
  });
});
