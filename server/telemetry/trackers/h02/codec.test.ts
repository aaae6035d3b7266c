import { describe, expect, it } from 'vitest';
import { FrameError, type Decoded, type TrackerSession } from '../protocol';
import { h02Codec } from './codec';
import { encodeH02Command } from './commands';

const text = (frame: string) => Buffer.from(frame, 'latin1');
const kinds = (decoded: Decoded) => decoded.messages.map((message) => message.kind);
const firstPosition = (decoded: Decoded) => {
  const message = decoded.messages.find((candidate) => candidate.kind === 'positions');
  return message?.kind === 'positions' ? message.positions[0] : undefined;
};

describe('h02 commands', () => {
  const at010203 = new Date('2026-11-25T01:02:03Z');

  // The strings of Traccar's H02 encoder test (its time 01:02:03).
  it.each([
    ['engineStop', '*HQ,123456789012345,S20,010203,1,1#'],
    ['engineResume', '*HQ,123456789012345,S20,010203,1,0#'],
  ] as const)('%s is %s', (type, expected) => {
    expect(encodeH02Command({ type }, '123456789012345', at010203).toString('latin1')).toBe(expected);
  });

  it('sends a custom command as the fields after the id, or as written when it is a whole frame', () => {
    expect(encodeH02Command({ type: 'custom', text: 'S71,010203,22,10' }, '4210051415', at010203).toString()).toBe('*HQ,4210051415,S71,010203,22,10#');
    expect(encodeH02Command({ type: 'custom', text: '*HQ,4210051415,R1,010203#' }, '4210051415', at010203).toString()).toBe('*HQ,4210051415,R1,010203#');
    expect(() => encodeH02Command({ type: 'custom', text: 'S71#,1' }, '4210051415', at010203)).toThrow(RangeError);
  });

  it('addresses the device the connection named', () => {
    expect(h02Codec.encodeCommand({ type: 'engineStop' }, { identifier: '4210051415' })?.toString()).toMatch(/^\*HQ,4210051415,S20,\d{6},1,1#$/);
  });
});

describe('h02 text frames', () => {
  it('reads a V4 answer as the command result and the position it reports (Traccar\'s decoder test frame)', () => {
    const decoded = h02Codec.decode(text('*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#'), {});
    expect(decoded.messages.slice(0, 2)).toEqual([
      { kind: 'login', identifier: '2020916012' },
      { kind: 'commandResult', text: 'S20,DONE,130305' },
    ]);
    const position = firstPosition(decoded);
    expect(position?.time.toISOString()).toBe('2002-09-22T05:03:16.000Z');
    expect(position?.latitude).toBeCloseTo(22.214575, 6);
    expect(position?.longitude).toBeCloseTo(113.777623, 6);
    expect(position?.speedKmh).toBeCloseTo(26.45, 2);
    expect(position?.heading).toBe(28);
  });

  it('reads the alarm of a cleared status bit (bit 18: SOS)', () => {
    const decoded = h02Codec.decode(text('*HQ,353588020068342,V1,084436,A,3257.01525,N,00655.03865,W,57.78,40,011216,FFFBFFFF#'), {});
    expect(firstPosition(decoded)?.attributes).toMatchObject({ alarm: 'sos', ignition: true, status: 0xfffbffff });
  });

  it('lets other frame types pass, naming the device', () => {
    expect(kinds(h02Codec.decode(text('*HQ,4206119130,NBR,102403,238,1,0,7,1111,2264,63,110117,FFFFDFFF,6#'), {}))).toEqual(['login']);
  });

  it('reads a heartbeat without a battery level', () => {
    expect(h02Codec.decode(text('*HQ,4210051415,HTBT#'), {}).messages[1]).toEqual({ kind: 'heartbeat' });
  });

  it('takes the device of the connection for a clone\'s frame with an empty id, and refuses it on an unnamed connection', () => {
    const frame = text('*HQ,,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#');
    const session: TrackerSession = { identifier: '4210051415' };
    expect(firstPosition(h02Codec.decode(frame, session))?.deviceId).toBe('4210051415');
    expect(() => h02Codec.decode(frame, {})).toThrow(FrameError);
  });

  it('lets a text type it does not handle pass, naming the type for the device diagnostics', () => {
    expect(h02Codec.decode(text('*HQ,4210051415,XT9,1,2#'), { identifier: '4210051415' })).toEqual({ messages: [], reply: null, unknownType: 'XT9' });
  });

  it('refuses a V1 frame whose coordinates cannot be read', () => {
    expect(() => h02Codec.decode(text('*HQ,4210051415,V1,164549,A,north,N,08406.7068,W,0,0,221215,FFFFFBFF#'), {})).toThrow(/coordinate/);
  });
});

describe('h02 framing', () => {
  it('cuts the line breaks between frames off as frames decoding to nothing', () => {
    const stream = text('*HQ,4210051415,HTBT,80#\r\n*HQ,4210051415,HTBT,79#');
    const session: TrackerSession = {};
    expect(h02Codec.frameLength(stream, session)).toBe(23);
    expect(h02Codec.frameLength(stream.subarray(23), session)).toBe(2);
    expect(h02Codec.decode(stream.subarray(23, 25), session)).toEqual({ messages: [], reply: null });
  });

  it('refuses garbage, and a text frame without # within the largest frame', () => {
    expect(() => h02Codec.frameLength(text('GET / HTTP/1.1'), {})).toThrow(FrameError);
    expect(() => h02Codec.frameLength(text(`*HQ,${'1'.repeat(2000)}`), {})).toThrow(/no #/);
    expect(h02Codec.frameLength(text('*HQ,4210051415,V1,1645'), {})).toBe(0);
  });

  it('frames the short binary form once a frame follows it, then by its length alone', () => {
    // A 32-byte report of Traccar's frame decoder test.
    const report = Buffer.from('2441060116601245431311165035313006004318210e000000fffffbffff0024', 'hex');
    const session: TrackerSession = {};
    expect(h02Codec.frameLength(report, session)).toBe(0);
    expect(h02Codec.frameLength(Buffer.concat([report, report.subarray(0, 1)]), session)).toBe(32);
    expect(h02Codec.frameLength(report, session)).toBe(32);
    const position = firstPosition(h02Codec.decode(report, session));
    expect(position).toMatchObject({ deviceId: '4106011660', speedKmh: 0, heading: 0 });
    expect(position?.time.toISOString()).toBe('2016-11-13T12:45:43.000Z');
    expect(position?.latitude).toBeCloseTo(50.58855, 6);
    expect(position?.longitude).toBeCloseTo(4.53035, 6);
    expect(position?.attributes).toMatchObject({ valid: true, batt: 100 });
  });
});
