import { FrameError, type TrackerSession } from '../protocol';

/** Binary `$` reports come in a 32-byte form and a 45-byte form (with odometer and more). */
const shortBinary = 32;
const longBinary = 45;

/** The binary form each connection's device was seen to use. */
const binaryLengths = new WeakMap<TrackerSession, number>();

const isMarker = (byte: number | undefined) => byte === 0x2a || byte === 0x24; // '*', '$'
const isLineBreak = (byte: number) => byte === 0x0d || byte === 0x0a || byte === 0x20;

/**
 * A binary report carries no length. The first one of a connection is short when a new frame starts
 * at the short form's end, long when anything else does; with nothing beyond the short form yet, it
 * waits (a long report split there must not be cut in two). The device keeps to its form.
 */
function binaryLength(buffer: Buffer, session: TrackerSession): number {
  let length = binaryLengths.get(session);
  if (!length) {
    if (buffer.length <= shortBinary) return 0;
    length = isMarker(buffer[shortBinary]) ? shortBinary : longBinary;
    binaryLengths.set(session, length);
  }
  return buffer.length >= length ? length : 0;
}

/**
 * The length of the frame at the start of `buffer`, or 0 until whole: a text frame `*...#`, a binary
 * `$` report, or the line breaks some devices put between frames (a frame of their own, decoded to nothing).
 */
export function h02FrameLength(buffer: Buffer, session: TrackerSession, maxFrameBytes: number): number {
  if (buffer.length === 0) return 0;
  if (isLineBreak(buffer[0])) {
    let end = 1;
    while (end < buffer.length && isLineBreak(buffer[end])) end++;
    return end;
  }
  if (buffer[0] === 0x24) return binaryLength(buffer, session);
  if (buffer[0] !== 0x2a) throw new FrameError(`neither a *...# nor a $ frame (starts ${buffer.subarray(0, 4).toString('hex')})`);
  const end = buffer.indexOf(0x23, 1, 'latin1'); // '#'
  if (end >= 0 && end < maxFrameBytes) return end + 1;
  if (end >= 0 || buffer.length >= maxFrameBytes) throw new FrameError(`no # within ${maxFrameBytes} bytes of a text frame`);
  return 0;
}
