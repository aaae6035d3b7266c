import { describe, expect, it } from 'vitest';
import type { Decoded, TrackerSession } from '../protocol';
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
    expect(encodeH02Command({ type: 'custom', text: 'S71,010203,22,10' }, '4210051415', at010203).toString()).toBe(
      '*HQ,4210051415,S71,010203,22,10#',
    );
    expect(encodeH02Command({ type: 'custom', text: '*HQ,4210051415,R1,010203#' }, '4210051415', at010203).toString()).toBe(
      '*HQ,4210051415,R1,010203#',
    );
    expect(() => encodeH02Command({ type: 'custom', text: 'S71#,1' }, '4210051415', at010203)).toThrow(RangeError);
  });

  it('addresses the device the connection named', () => {
    expect(h02Codec.encodeCommand({ type: 'engineStop' }, { identifier: '4210051415' })?.toString()).toMatch(
      /^\*HQ,4210051415,S20,\d{6},1,1#$/,
    );
  });
});

describe('h02 text frames', () => {
  it("reads a V4 answer as the command result and the position it reports (Traccar's decoder test frame)", () => {
    const decoded = h02Codec.decode(
      text('*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#'),
      {},
    );
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

  it('skips other frame types, counted, after naming the device', () => {
    const decoded = h02Codec.decode(text('*HQ,8401016597,BASE,152609,0,0,0,0,211014,FFFFFFFF#'), {});
    expect(kinds(decoded)).toEqual(['login']);
    expect(decoded.skipped).toMatch(/"BASE" line not read/);
  });

  it('reads a heartbeat without a battery level', () => {
    expect(h02Codec.decode(text('*HQ,4210051415,HTBT#'), {}).messages[1]).toEqual({ kind: 'heartbeat' });
  });

  it("takes the device of the connection for a clone's frame with an empty id, and skips it on an unnamed connection", () => {
    const frame = text('*HQ,,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#');
    const session: TrackerSession = { identifier: '4210051415' };
    expect(firstPosition(h02Codec.decode(frame, session))?.deviceId).toBe('4210051415');
    expect(h02Codec.decode(frame, {})).toEqual({ messages: [], reply: null, skipped: expect.stringMatching(/empty device id/) });
  });

  it('skips a V1 frame whose coordinates cannot be read, or without its time', () => {
    expect(h02Codec.decode(text('*HQ,4210051415,V1,164549,A,north,N,08406.7068,W,0,0,221215,FFFFFBFF#'), {})).toMatchObject({
      reply: null,
      skipped: expect.stringMatching(/"V1" line not read/),
    });
    expect(h02Codec.decode(text('*HQ,4210051415,V1,,A,0956.3869,N,08406.7068,W,0,0,221215,FFFFFBFF#'), {})).toMatchObject({
      reply: null,
      skipped: expect.stringMatching(/without its date or time/),
    });
  });

  it('refuses impossible date fields rather than rolling them over', () => {
    for (const [time, date] of [
      ['164549', '311115'],
      ['246000', '221215'],
      ['164549', '221315'],
      ['164560', '221215'],
      ['164549', '001215'],
    ]) {
      const decoded = h02Codec.decode(text(`*HQ,4210051415,V1,${time},A,0956.3869,N,08406.7068,W,0,0,${date},FFFFFBFF#`), {});
      expect(
        decoded.messages.some((message) => message.kind === 'positions'),
        `${time} ${date}`,
      ).toBe(false);
      expect(decoded.skipped).toMatch(/impossible date/);
    }
    const binary = Buffer.from('2441060116601245431313165035313006004318210e000000fffffbffff0024', 'hex'); // month 13
    expect(h02Codec.decode(binary, {})).toMatchObject({ messages: [], skipped: expect.stringMatching(/impossible date/) });
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

  it('skips garbage up to the next marker, and a text frame without # within the largest frame', () => {
    const frame = '*HQ,4210051415,HTBT#';
    expect(h02Codec.frameLength(text(`GET / HTTP/1.1\r\n${frame}`), {})).toBe(16);
    expect(h02Codec.decode(text('GET / HTTP/1.1\r\n'), {}).skipped).toMatch(/no frame/);
    // An X in garbage is a letter, not the 32-byte X form that would swallow the frame after it.
    expect(h02Codec.frameLength(text(`Host: x\r\nX-Real-IP: 1\r\n${frame}`), {})).toBe(23);
    expect(h02Codec.frameLength(text(`X-Real-IP: 1\r\n${frame}`), {})).toBe(14);
    expect(h02Codec.frameLength(text(`*HQ,${'1'.repeat(2000)}${frame}`), {})).toBe(2004);
    expect(h02Codec.frameLength(text('*HQ,4210051415,V1,1645'), {})).toBe(0);
    // A frame cut short by the next one's start is a frame of its own (skipped), not the start of the next.
    expect(h02Codec.frameLength(text(`*HQ,4210051415,V1,1645${frame}`), {})).toBe(22);
  });

  it('cuts the first 32-byte binary report at once, then keeps to the size the device uses', () => {
    // A 32-byte report of Traccar's frame decoder test.
    const report = Buffer.from('2441060116601245431311165035313006004318210e000000fffffbffff0024', 'hex');
    const session: TrackerSession = {};
    expect(h02Codec.frameLength(report.subarray(0, 31), session)).toBe(0);
    expect(h02Codec.frameLength(report, session)).toBe(32);
    const position = firstPosition(h02Codec.decode(report, session));
    expect(position).toMatchObject({ deviceId: '4106011660', speedKmh: 0, heading: 0 });
    expect(position?.time.toISOString()).toBe('2016-11-13T12:45:43.000Z');
    expect(position?.latitude).toBeCloseTo(50.58855, 6);
    expect(position?.longitude).toBeCloseTo(4.53035, 6);
    expect(position?.attributes).toMatchObject({ valid: true, batt: 100 });

    // A device seen sending the 45-byte form: its next report is waited for whole, even split at 32 bytes.
    const long = Buffer.from('24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f', 'hex');
    const longSession: TrackerSession = {};
    expect(h02Codec.frameLength(long, longSession)).toBe(45);
    expect(h02Codec.frameLength(long.subarray(0, 32), longSession)).toBe(0);
    expect(h02Codec.frameLength(long.subarray(0, 42), longSession)).toBe(0);
    expect(h02Codec.frameLength(Buffer.concat([long, report]), longSession)).toBe(45);
  });
});
