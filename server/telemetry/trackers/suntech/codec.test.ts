import { describe, expect, it } from 'vitest';
import { FrameError, type Decoded, type TrackerSession } from '../protocol';
import { suntechCodec } from './codec';
import { encodeSuntechCommand } from './commands';
import { suntechTraccarFrames } from '../../../../tests/fixtures/trackers/suntechTraccarFrames';

const text = (report: string) => Buffer.from(report, 'latin1');
const hex = (bytes: string) => Buffer.from(bytes, 'hex');
const positionsOf = (decoded: Decoded) => decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
const decode = (frame: Buffer, session: TrackerSession = {}) => suntechCodec.decode(frame, session);
const only = (frame: Buffer) => {
  const [position, ...more] = positionsOf(decode(frame));
  expect(more).toEqual([]);
  return position;
};

const traccarFrames = suntechTraccarFrames;

describe("suntech reports of Traccar's decoder test", () => {
  it.each(traccarFrames)('frame %i', (_n, frame, fix) => {
    const decoded = decode(frame);
    const positions = positionsOf(decoded);
    expect(decoded.reply).toBeNull();
    if (!fix) return expect(positions).toEqual([]);
    expect(positions).toHaveLength(1);
    const [position] = positions;
    expect(position.time.toISOString()).toBe(new Date(fix.time).toISOString());
    expect(position.latitude).toBeCloseTo(fix.latitude, 6);
    expect(position.longitude).toBeCloseTo(fix.longitude, 6);
    expect(position.attributes.valid).toBe(fix.valid);
    expect(position.deviceId).toMatch(/^[0-9A-Za-z]+$/);
  });

  it('names the device once per connection: the first report is its login', () => {
    const session: TrackerSession = {};
    const first = decode(
      text('SA200STT;317652;042;20120721;19:04:30;16d41;-15.618743;-056.083221;000.001;000.00;12;1;41557;12.21;000000;1;3125'),
      session,
    );
    expect(first.messages[0]).toEqual({ kind: 'login', identifier: '317652' });
    const alive = decode(text('SA200ALV;317652'), session);
    expect(alive.messages).toEqual([{ kind: 'heartbeat' }]);
  });
});

const frame = (n: number) => traccarFrames[n - 1][1];

describe('suntech readings, as Traccar reads them, in our names and units', () => {
  it('reads a legacy ST300 status report: odometer in metres, power, I/O, status and index', () => {
    const position = only(frame(28));
    expect(position).toMatchObject({ deviceId: '007238270', speedKmh: 10.39, heading: 202.77 });
    expect(position.attributes).toMatchObject({
      satellites: 20,
      odometer: 997100,
      power: 14.1,
      ignition: true,
      in1: false,
      out1: false,
      status: 2,
      index: 8384,
    });
  });

  it.each([
    [6, { alarm: 'sos' }],
    [16, { index: 1765, input: 1, ignition: true }],
    [18, { driverUniqueId: '1d00000113f3f801' }],
    [21, { ignition: false }],
    [3, { driverUniqueId: '22574684' }],
    [13, { serial: 'RFID:008FB2BEBA39' }],
    [14, { serial: 'Welcome to Suntech World!' }],
    [15, { driverUniqueId: '9255143' }],
    [24, { fuel: 1050, fuel0: 1049, fuel1: 1 }],
    [25, { fuel1: 58.5, fuel: 58.5 }],
  ] as const)('frame %i carries %o', (n, readings) => {
    expect(only(frame(n)).attributes).toMatchObject(readings);
  });

  it('keeps binary serial data as hex, never as control characters', () => {
    expect(only(frame(12)).attributes.serial).toBe('0201100110011090011001100110011001100110fe');
  });

  it("reads an EMG report's emergency and an ALT report's alert as alarms", () => {
    expect(only(frame(55)).attributes.alarm).toBe('sos'); // SA200EMG, emergency 1
    expect(
      only(
        text(
          'ST300ALT;205174410;14;712;20110101;00:00:07;00000;+20.593923;-100.336716;000.000;000.00;0;0;0;16.57;000000;41;000000;4.0;0;0.00;0000;0000;0;0',
        ),
      ).attributes.alarm,
    ).toBe('powerCut');
  });

  it('reads an ST4 report without a fix as readings of the device, and a travel report as its driver', () => {
    expect(decode(frame(4)).messages.at(-1)).toMatchObject({
      kind: 'heartbeat',
      attributes: { battery: 3.86, index: 98, status: 1, cellId: 16531, mcc: 724 },
    });
    expect(decode(frame(79)).messages.at(-1)).toEqual({ kind: 'heartbeat', attributes: { driverUniqueId: '01E04D44160000' } });
  });

  it.each([
    [8, '04;02;TEST'],
    [62, '319H;Disable1'],
  ] as const)('frame %i answers a command: %s', (n, answer) => {
    expect(decode(frame(n)).messages.at(-1)).toEqual({ kind: 'commandResult', text: answer });
  });

  it('reads the ST910 line that writes its cell before the coordinates, with the odometer after the validity', () => {
    const position = only(frame(64));
    expect(position.attributes).toEqual({ odometer: 28462, firmware: '552', valid: true });
    expect(only(frame(65)).attributes).toMatchObject({ alarm: 'general', odometer: 286734 });
  });

  it('skips a report whose numbers or date cannot be read, saying why, and one it does not know', () => {
    const north = decode(
      text(
        'ST300STT;007238270;40;313;20190220;12:05:04;c99e48;north;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384;003634;4.1;1',
      ),
    );
    expect(north).toMatchObject({ messages: [], reply: null, skipped: expect.stringContaining('"north" is not a number') });
    const february = decode(
      text('ST300STT;007238270;40;313;20190231;12:05:04;c99e48;+04.644623;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384'),
    );
    expect(february.skipped).toMatch(/no such date/);
    expect(decode(text('-Error'))).toMatchObject({ skipped: expect.stringMatching(/not read/), packetType: '-Error' });
    expect(decode(frame(22).subarray(0, 40)).skipped).toMatch(/truncated/);
  });
});

describe('suntech commands', () => {
  it('stops and resumes the engine in the legacy dialect of the family the device reported in (SA200 until then)', () => {
    const session: TrackerSession = {};
    decode(text('SA200ALV;317652'), session);
    expect(suntechCodec.encodeCommand({ type: 'engineStop' }, session)?.toString()).toBe('SA200CMD;317652;02;Enable1\r');
    decode(frame(28), session);
    expect(suntechCodec.encodeCommand({ type: 'engineStop' }, session)?.toString()).toBe('ST300CMD;007238270;02;Enable1\r');
    expect(suntechCodec.encodeCommand({ type: 'engineResume' }, session)?.toString()).toBe('ST300CMD;007238270;02;Disable1\r');
  });

  it('stops and resumes the engine in the universal protocol once the device speaks it', () => {
    const session: TrackerSession = {};
    decode(frame(16), session);
    expect(suntechCodec.encodeCommand({ type: 'engineStop' }, session)?.toString()).toBe('CMD;0560001616;04;01\r');
    expect(suntechCodec.encodeCommand({ type: 'engineResume' }, session)?.toString()).toBe('CMD;0560001616;04;02\r');
  });

  it('sends a custom command as written with its CR, and refuses what is not printable ASCII', () => {
    const dialect = { universal: false, family: 'SA200' };
    expect(encodeSuntechCommand({ type: 'custom', text: 'SA200CMD;317652;02;StatusReq' }, '317652', dialect).toString()).toBe(
      'SA200CMD;317652;02;StatusReq\r',
    );
    expect(() => encodeSuntechCommand({ type: 'custom', text: 'a\rb' }, '317652', dialect)).toThrow(RangeError);
  });
});

describe("suntech framing (Traccar's frame decoder test)", () => {
  const length = (bytes: Buffer) => suntechCodec.frameLength(bytes, {});

  it('cuts the compressed and binary reports by their length', () => {
    expect(length(frame(1))).toBe(frame(1).length);
    expect(length(frame(22))).toBe(frame(22).length);
    expect(length(Buffer.concat([frame(22), frame(1)]))).toBe(frame(22).length);
    expect(length(frame(22).subarray(0, 40))).toBe(40 + 41); // announced, not yet whole
  });

  it("ends a text report at a CR, but not at the CR LF inside a UEX report's data", () => {
    const alive = hex('5354363030414c563b3030383732383332370d');
    expect(length(alive)).toBe(alive.length);
    const uex = hex(
      '53543630305545583b3030383732383332373b32303b3536383b32303139303432343b30383a33333a31313b30626631323833623b3333343b32303b326631393b31383b2b32302e3531343134353b2d3130302e3734333731303b3030302e3030343b3030302e30303b31303b313b31303337373836313b31322e39363b3030303030303b34343b745f303d31333b4e5f303d303839442e303b745f313d31423b4e5f313d304537342e303b515f443d30420d0a3b42343b3032383439383b342e313b310d',
    );
    expect(length(Buffer.concat([uex, alive]))).toBe(uex.length);
    expect(only(uex).attributes).toMatchObject({ fuel: 0x089d + 0x0e74, temp0: 0x13 });
    expect(length(uex.subarray(0, 100))).toBe(0);
  });

  it('takes line ends between reports as frames that decode to nothing', () => {
    expect(length(text('\n\rSTT'))).toBe(1);
    expect(decode(text('\n'))).toEqual({ messages: [], reply: null });
  });

  it('refuses a binary report of an unknown type, and a text report without CR within the largest frame', () => {
    expect(() => length(hex('990010aabb'))).toThrow(FrameError);
    expect(() => length(text('S'.repeat(5000)))).toThrow(/no CR/);
  });
});
