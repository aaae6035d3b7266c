import { describe, expect, it } from 'vitest';
import { FrameError, type Decoded, type TrackerSession } from '../protocol';
import { jt808Codec } from './codec';
import { escape, unescape } from './framing';
import { jt808TraccarFrames, type Fix } from '../../../../tests/fixtures/trackers/jt808TraccarFrames';

const text = (frame: string) => Buffer.from(frame, 'latin1');
/**
 * Traccar's decoder test feeds its decoder frames with the escaping already undone: on the wire the
 * bytes between the delimiters are escaped (7E as 7D 02, 7D as 7D 01). This puts them back on the wire.
 */
const wire = (hex: string | Buffer) => {
  const bytes = typeof hex === 'string' ? Buffer.from(hex, 'hex') : hex;
  return bytes[0] === 0x7e ? escape(bytes.subarray(1, -1), 0x7e) : bytes;
};
const positionsOf = (decoded: Decoded) => decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
const decode = (frame: Buffer, session: TrackerSession = {}) => jt808Codec.decode(frame, session);

const traccarFrames = jt808TraccarFrames;

describe("jt808 frames of Traccar's decoder test", () => {
  it.each(traccarFrames)('frame %i', (_n, frame, fixes) => {
    const bytes = wire(frame);
    expect(jt808Codec.frameLength(bytes, {})).toBe(bytes.length);
    if (fixes === 'checksum')
      return expect(decode(bytes)).toMatchObject({ messages: [], reply: null, skipped: expect.stringMatching(/bad checksum/) });
    const positions = positionsOf(decode(bytes));
    expect(positions).toHaveLength(fixes?.length ?? 0);
    positions.forEach((position, index) => {
      const fix = (fixes as Fix[])[index];
      expect(position.time.toISOString()).toBe(new Date(fix.time).toISOString());
      expect(position.latitude).toBeCloseTo(fix.latitude, 6);
      expect(position.longitude).toBeCloseTo(fix.longitude, 6);
      expect(position.attributes.valid).toBe(fix.valid);
    });
  });
});

const frame = (n: number) => wire(traccarFrames[n - 1][1]);
const readingsOf = (decoded: Decoded) => {
  const [position] = positionsOf(decoded);
  if (position) return position.attributes;
  const message = decoded.messages.find((candidate) => candidate.kind === 'heartbeat');
  return message?.kind === 'heartbeat' ? message.attributes : undefined;
};

describe('jt808 readings, as Traccar reads them, in our names and units', () => {
  // [frame, Traccar's attribute as we name it, its value]
  it.each([
    [1, 'satellites', 14],
    [2, 'power', 11.7],
    [3, 'power', 11.4],
    [4, 'batt', 99],
    [6, 'satellites', 14],
    [7, 'batt', 100],
    [8, 'cardCode', '0029b885'],
    [9, 'battery', 4.005],
    [10, 'alarm', 'removing'],
    [11, 'alarm', 'vibration'],
    [12, 'motion', true],
    [14, 'rpm', 55],
    [16, 'batt', 86],
    [17, 'motion', true],
    [20, 'driverUniqueId', '10218094'],
    [21, 'batt', 62],
    [23, 'fuelUsed', 565.96],
    [28, 'temp1', 29.1],
    [29, 'batt', 100],
    [31, 'iccid', '8942310221007544309'],
    [32, 'batt', 76],
    [39, 'batt', 90],
    [40, 'dtcs', 'P1457'],
    [41, 'battery', 3.95],
    [42, 'event', 4],
    [43, 'batt', 45],
    [44, 'driver', 'DRIVING LICENSE$TEST$MR.'],
    [52, 'batt', 100],
    [57, 'alarm', 'lowBattery,removing'],
    [58, 'dtcs', 'P538f U029f'],
    [63, 'alarm', 'tampering'],
    [64, 'batt', 69],
    [66, 'power', 74.94],
    [67, 'charge', true],
    [72, 'fuel2', 1.47],
    [73, 'fuel1', 88.7],
    [74, 'battery', 3.86],
    [94, 'charge', true],
    [95, 'power', 12.428],
    [96, 'power', 13],
    [100, 'batt', 79],
    [101, 'iccid', '89883030000131882455'],
  ] as const)('frame %i: %s %s', (n, name, value) => {
    expect(readingsOf(decode(frame(n)))?.[name]).toEqual(value);
  });

  it('reads the odometer in metres and the archive flag of a stored batch', () => {
    const [first] = positionsOf(decode(frame(1)));
    // Alarm word 00040100, status 00080003, item 01 = 000036C9 (14025 x 100 m).
    expect(first.attributes).toMatchObject({ alarm: 'lowBattery,powerOff', ignition: true, valid: true, odometer: 1402500 });
    expect(positionsOf(decode(frame(78))).every((position) => position.attributes.archive === true)).toBe(true);
    // Altitude 0000, speed 0000, course 00ED.
    expect(positionsOf(decode(frame(65)))[0]).toMatchObject({ altitude: 0, speedKmh: 0, heading: 237 });
  });

  it.each([
    [18, 'MD,SET CONFIG OK!'],
    [24, '<VER:SDK:BC78E_PET_V1.02_240611,APP:PET10#HW014JTS10203D241104_Nov  4 2024_14:49:34>'],
    [68, '(740190311185,1,001,ELOCK,3,529439)'],
    [69, 'Set OK!'],
  ] as const)('frame %i answers a command: %s', (n, answer) => {
    expect(decode(frame(n), { identifier: '740190311185' }).messages.at(-1)).toEqual({ kind: 'commandResult', text: answer });
  });
});

const hex = (bytes: Buffer | null | undefined) => bytes?.toString('hex');

describe('jt808 replies', () => {
  it('answers a registration with 0x8100: its serial, success and the terminal number as the authentication code', () => {
    expect(hex(decode(frame(84)).reply)).toBe('7e8100000f0141305678720000002400303134313330353637383732887e');
  });

  it('answers in the 2019 header form the terminal used: version, 10-byte id', () => {
    expect(decode(frame(5)).messages).toEqual([{ kind: 'login', identifier: '866496077582164' }]);
    expect(hex(decode(frame(5)).reply)).toBe('7e81004017010000086649607758216400005218003030303030383636343936303737353832313634bf7e');
  });

  it('answers a location report and a heartbeat with the general reply 0x8001: serial, type, success', () => {
    expect(hex(decode(frame(77)).reply)).toBe('7e8001000501383350174400000019020000967e');
    const heartbeat = decode(frame(93));
    expect(heartbeat.messages).toEqual([{ kind: 'login', identifier: '43048325465' }, { kind: 'heartbeat' }]);
    expect(hex(heartbeat.reply)).toBe('7e80010005043048325465000000b70002004e7e');
  });

  it('tells a terminal nobody registered so: 0x8100 with result 4', () => {
    const session: TrackerSession = {};
    decode(frame(84), session);
    expect(hex(jt808Codec.refusal(session))).toBe('7e8100000301413056787200000024048e7e');
  });

  it("answers a lock's time request `( ... BASE,2,TIME)` with the time in its place", () => {
    const { reply } = decode(text('(794104004140,1,001,BASE,2,TIME)'));
    expect(reply?.toString()).toMatch(/^\(794104004140,1,001,BASE,2,20\d{12}\)$/);
  });
});

describe("jt808 commands (Traccar's encoder test)", () => {
  // A heartbeat from the terminal whose binary id is 12345678901234 (Traccar's encoder test writes the
  // id of a device registered as 123456789012345 so: without its last digit).
  const session: TrackerSession = {};
  decode(Buffer.from('7e000200000b3a73ce2ff20001527e', 'hex'), session);

  it('names the terminal by its binary id with the IMEI check digit added (Luhn: 7)', () => {
    expect(session.identifier).toBe('123456789012347');
  });

  it('stops and resumes the engine with terminal control 0x8105 (F0, F1)', () => {
    expect(hex(jt808Codec.encodeCommand({ type: 'engineStop' }, session))).toBe('7e810500010b3a73ce2ff20000f0247e');
    expect(hex(jt808Codec.encodeCommand({ type: 'engineResume' }, session))).toBe('7e810500010b3a73ce2ff20000f1257e');
  });

  it('sends a custom command as a text message 0x8300', () => {
    expect(hex(jt808Codec.encodeCommand({ type: 'custom', text: 'Test, Command, 123#' }, session))).toBe(
      '7e830000140b3a73ce2ff2000001546573742c20436f6d6d616e642c2031323323a57e',
    );
  });
});

describe("jt808 framing (Traccar's frame decoder test)", () => {
  const length = (bytes: Buffer) => jt808Codec.frameLength(bytes, {});

  it('undoes the escaping: 7D 02 is 7E, 7D 01 is 7D', () => {
    const wired = Buffer.from('7e307d02087d01557e', 'hex');
    expect(length(wired)).toBe(wired.length);
    expect(hex(unescape(wired))).toBe('307e087d55');
    expect(hex(escape(Buffer.from('307e087d55', 'hex'), 0x7e))).toBe('7e307d02087d01557e');
  });

  it('cuts off bytes before a frame (a $$ prefix), and a lone delimiter, as frames skipped', () => {
    const stream = Buffer.from('24247e307d02087d01557e', 'hex');
    expect(length(stream)).toBe(2);
    expect(decode(stream.subarray(0, 2))).toEqual({ messages: [], reply: null, skipped: '2 bytes that are no frame (2424)' });
    expect(length(stream.subarray(2))).toBe(9);
    expect(length(Buffer.from('7e7e0002', 'hex'))).toBe(1);
    expect(decode(Buffer.from('7e', 'hex'))).toMatchObject({ messages: [], skipped: 'a lone frame delimiter' });
  });

  it('waits for the end of a split frame and of a text answer', () => {
    const whole = frame(77);
    expect(length(whole.subarray(0, 20))).toBe(0);
    expect(length(Buffer.concat([whole, frame(93)]))).toBe(whole.length);
    expect(length(text('(7401903111'))).toBe(0);
    expect(length(text('(740190311185,1,001,ELOCK,3,529439)(74'))).toBe(35);
  });

  it('refuses a frame without its end within the largest frame; skips a bad escape, a bad checksum and a type it does not read', () => {
    expect(() => length(Buffer.concat([Buffer.from([0x7e]), Buffer.alloc(jt808Codec.maxFrameBytes)]))).toThrow(FrameError);
    expect(decode(Buffer.from('7e0002007d0304304832546500b7ca7e', 'hex')).skipped).toMatch(/escape/);
    expect(decode(Buffer.from('7e0002000004304832546500b7cb7e', 'hex')).skipped).toMatch(/bad checksum/);
    // 0x0800, multimedia event: its terminal is named, the message is skipped.
    expect(decode(wire('7e0800000801300000000100010000000100000100317e'))).toMatchObject({
      skipped: 'message type 0800 not read',
      packetType: '0x0800',
    });
  });

  it('skips a location whose time is no date, and BCD that is not', () => {
    // Frame 77 with its month byte 08 changed to 13, then to 1A (its checksum mended).
    const body = Buffer.from(traccarFrames[76][1] as string, 'hex').subarray(1, -2);
    for (const month of [0x13, 0x1a]) {
      const changed = Buffer.from(body);
      changed[12 + 23] = month;
      const check = changed.reduce((sum, byte) => sum ^ byte, 0);
      expect(decode(escape(Buffer.concat([changed, Buffer.from([check])]), 0x7e)).skipped).toMatch(/date|BCD/);
    }
  });
});
