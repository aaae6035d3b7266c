import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codecs } from './index';
import type { TrackerSession } from './protocol';
import { consume, damaged, escapes, random } from '../../../tests/support/damagedFrames';
import { jt808TraccarFrames } from '../../../tests/fixtures/trackers/jt808TraccarFrames';
import { suntechTraccarFrames } from '../../../tests/fixtures/trackers/suntechTraccarFrames';
import { escape } from './jt808/framing';
import { decodeTeltonikaDatagram } from './teltonika/udp';

/**
 * Damaged frames (bytes flipped, cut short, lengthened) through framing and decoding: each either
 * decodes or is a FrameError; nothing else may escape to the connection.
 */
const vectors: { id: string; protocol: keyof typeof codecs; direction?: string; hex: string }[] = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/trackers/vectors.json', import.meta.url), 'utf8'),
);

describe('damaged frames', () => {
  it.each(vectors.filter((v) => v.direction !== 'server-to-device').map((v) => [v.id, v] as const))(
    '%s: 500 damaged copies end in FrameError or decode',
    (_id, v) => {
      const codec = codecs[v.protocol];
      const next = random(v.id.length * 7919 + v.hex.length);
      const frame = Buffer.from(v.hex, 'hex');
      for (let i = 0; i < 500; i++) {
        const bytes = damaged(frame, next);
        const session: TrackerSession = { identifier: '123456789012345' };
        expect(
          escapes(() => consume(codec, bytes, session)),
          bytes.toString('hex'),
        ).toBeNull();
      }
    },
  );

  it('Teltonika datagrams: 2,000 damaged copies end in FrameError or decode', () => {
    const datagram = Buffer.from(
      '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001',
      'hex',
    );
    const next = random(42);
    for (let i = 0; i < 2000; i++) {
      const bytes = damaged(datagram, next);
      expect(
        escapes(() => decodeTeltonikaDatagram(bytes)),
        bytes.toString('hex'),
      ).toBeNull();
    }
  });

  // Traccar's test frames of the newer protocols (JT/T 808's as on the wire, escaped).
  const newer = [
    ...suntechTraccarFrames.map(([n, frame]) => [`suntech ${n}`, 'suntech', frame] as const),
    ...jt808TraccarFrames.map(([n, frame]) => {
      const bytes = typeof frame === 'string' ? Buffer.from(frame, 'hex') : frame;
      return [`jt808 ${n}`, 'jt808', bytes[0] === 0x7e ? escape(bytes.subarray(1, -1), 0x7e) : bytes] as const;
    }),
  ];
  it.each(newer)('%s: 200 damaged copies end in FrameError or decode', (id, protocol, frame) => {
    const next = random(id.length * 7919 + frame.length);
    for (let i = 0; i < 200; i++) {
      const bytes = damaged(frame, next);
      expect(
        escapes(() => consume(codecs[protocol], bytes, {})),
        bytes.toString('hex'),
      ).toBeNull();
    }
  });
});
