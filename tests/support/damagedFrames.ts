import { FrameError, type TrackerCodec, type TrackerSession } from '../../server/telemetry/trackers/protocol';

/** A fixed sequence of pseudo-random numbers (mulberry32), so a failure can be replayed. */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `frame` cut short, lengthened by a byte, or with one to three bytes changed. */
export function damaged(frame: Buffer, next: () => number): Buffer {
  const copy = Buffer.from(frame);
  const roll = next();
  if (roll < 0.25) return copy.subarray(0, Math.floor(next() * copy.length));
  if (roll < 0.35) return Buffer.concat([copy, Buffer.from([Math.floor(next() * 256)])]);
  const flips = 1 + Math.floor(next() * 3);
  for (let i = 0; i < flips; i++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
  return copy;
}

/** What a connection does with the bytes: frame, then decode each whole frame. */
export function consume(codec: TrackerCodec, bytes: Buffer, session: TrackerSession) {
  let rest = bytes;
  for (let length = codec.frameLength(rest, session); length > 0 && rest.length > 0; length = codec.frameLength(rest, session)) {
    codec.decode(rest.subarray(0, length), session);
    rest = rest.subarray(length);
  }
  if (bytes.length > 0) codec.decode(bytes, session);
}

/** The error `run` throws that is not a FrameError (which the connection handles), or null. */
export const escapes = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    if (!(error instanceof FrameError)) return error;
  }
  return null;
};
