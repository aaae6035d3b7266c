import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codecs } from './index';
import { FrameError, type TrackerCodec, type TrackerSession } from './protocol';
import { decodeTeltonikaDatagram } from './teltonika/udp';

/**
 * Damaged frames (bytes flipped, cut short, lengthened) through framing and decoding: each either
 * decodes or is a FrameError; nothing else may escape to the connection.
 */
const vectors: { id: string; protocol: keyof typeof codecs; direction?: string; hex: string }[] = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/trackers/vectors.json', import.meta.url), 'utf8'),
);

/** A fixed sequence of pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function damaged(frame: Buffer, next: () => number): Buffer {
  const copy = Buffer.from(frame);
  const roll = next();
  if (roll < 0.25) return copy.subarray(0, Math.floor(next() * copy.length));
  if (roll < 0.35) return Buffer.concat([copy, Buffer.from([Math.floor(next() * 256)])]);
  const flips = 1 + Math.floor(next() * 3);
  for (let i = 0; i < flips; i++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
  return copy;
}

/** What a connection does with the bytes: frame, then decode each whole frame. */
function consume(codec: TrackerCodec, bytes: Buffer, session: TrackerSession) {
  let rest = bytes;
  for (let length = codec.frameLength(rest, session); length > 0 && rest.length > 0; length = codec.frameLength(rest, session)) {
    codec.decode(rest.subarray(0, length), session);
    rest = rest.subarray(length);
  }
  if (bytes.length > 0) codec.decode(bytes, session);
}

const escapes = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    if (!(error instanceof FrameError)) return error;
  }
  return null;
};

describe('damaged frames', () => {
  it.each(vectors.filter((v) => v.direction !== 'server-to-device').map((v) => [v.id, v] as const))('%s: 500 damaged copies end in FrameError or decode', (_id, v) => {
    const codec = codecs[v.protocol];
    const next = random(v.id.length * 7919 + v.hex.length);
    const frame = Buffer.from(v.hex, 'hex');
    for (let i = 0; i < 500; i++) {
      const bytes = damaged(frame, next);
      const session: TrackerSession = { identifier: '123456789012345' };
      expect(escapes(() => consume(codec, bytes, session)), bytes.toString('hex')).toBeNull();
    }
  });

  it('Teltonika datagrams: 2,000 damaged copies end in FrameError or decode', () => {
    const datagram = Buffer.from(
      '0049cafe0122000f33353734353430373237313339373508010000015d3766f6a800003eef961ec6215e0063006d09003100070401000200f001c8000242381c18003201c7000000e10001',
      'hex',
    );
    const next = random(42);
    for (let i = 0; i < 2000; i++) {
      const bytes = damaged(datagram, next);
      expect(escapes(() => decodeTeltonikaDatagram(bytes)), bytes.toString('hex')).toBeNull();
    }
  });
});
