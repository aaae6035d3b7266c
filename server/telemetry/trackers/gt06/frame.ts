import { crc16X25 } from '../crc';
import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';

/** A GT06 frame opened: `78 78` (1-byte length) or `79 79` (2-byte length), protocol number, content, serial. */
export interface Gt06Frame {
  long: boolean;
  /** The length field as sent (some models send one that disagrees with the frame). */
  length: number;
  protocol: number;
  /** What follows the protocol number, up to the serial. */
  content: Buffer;
  serial: number;
  /**
   * False for a frame cut at its `0D 0A` because its length field disagrees with its size (a
   * zero-length Wi-Fi packet, a short login): its CRC is not where the length says, so it is not checked.
   */
  lengthAgrees: boolean;
}

const hex16 = (value: number) => value.toString(16).padStart(4, '0');
const isStart = (buffer: Buffer, at: number) => (buffer[at] === 0x78 || buffer[at] === 0x79) && buffer[at + 1] === buffer[at];
const headOf = (long: boolean) => (long ? 4 : 3);
const announcedTotal = (frame: Buffer) => (frame[0] === 0x79 ? frame.readUInt16BE(2) + 6 : frame[2] + 5);

/** Whether `frame` starts with `78 78` / `79 79`: anything else is bytes between frames, skipped. */
export const startsGt06Frame = (frame: Buffer) => frame.length >= 4 && isStart(frame, 0);

/**
 * Start, length, protocol number, content, serial, CRC-ITU over length .. serial, `0D 0A`. A frame
 * whose length agrees with its size must carry a right CRC; one cut at its end marker cannot.
 */
export function openGt06Frame(frame: Buffer): Gt06Frame {
  const long = frame[0] === 0x79;
  const head = headOf(long);
  if (!startsGt06Frame(frame) || frame.length < head + 3) throw new FrameError('a GT06 frame too short for its fields');
  if (frame[frame.length - 2] !== 0x0d || frame[frame.length - 1] !== 0x0a) throw new FrameError('no 0D 0A at the end of the frame');
  const lengthAgrees = announcedTotal(frame) === frame.length && frame.length >= head + 7;
  if (lengthAgrees) {
    const sent = frame.readUInt16BE(frame.length - 4);
    const computed = crc16X25(frame.subarray(2, frame.length - 4));
    if (sent !== computed) throw new FrameError(`bad CRC: ${hex16(sent)} sent, ${hex16(computed)} computed`);
  }
  const tail = frame.length - 6;
  return {
    long,
    length: long ? frame.readUInt16BE(2) : frame[2],
    protocol: frame[head],
    content: frame.subarray(head + 1, Math.max(head + 1, tail)),
    serial: tail >= head + 1 ? frame.readUInt16BE(tail) : 0,
    lengthAgrees,
  };
}

/**
 * A reader over everything after the protocol number to the frame's end, as Traccar reads it: some
 * layouts run into where the serial and CRC would be. `left()` is what remains before them.
 */
export function frameReader(frame: Gt06Frame, bytes: Buffer): { reader: FrameReader; left(): number } {
  const reader = new FrameReader(bytes, headOf(frame.long) + 1);
  return { reader, left: () => reader.remaining - 6 };
}

/** A frame from the server: the short form while the content fits its 1-byte length, else the long form. */
export function buildGt06Frame(protocol: number, content: Buffer, serial: number, long = content.length + 5 > 0xff): Buffer {
  const length = content.length + 5; // protocol number, content, serial, CRC
  const head = headOf(long);
  const frame = Buffer.alloc(head + length + 2);
  frame[0] = frame[1] = long ? 0x79 : 0x78;
  if (long) frame.writeUInt16BE(length, 2);
  else frame[2] = length;
  frame[head] = protocol;
  content.copy(frame, head + 1);
  frame.writeUInt16BE(serial, head + 1 + content.length);
  frame.writeUInt16BE(crc16X25(frame.subarray(2, frame.length - 4)), frame.length - 4);
  frame[frame.length - 2] = 0x0d;
  frame[frame.length - 1] = 0x0a;
  return frame;
}

/** The first `0D 0A` at or after `from`, or -1. */
function endMarker(buffer: Buffer, from: number): number {
  for (let at = buffer.indexOf(0x0d, from); at >= 0; at = buffer.indexOf(0x0d, at + 1)) {
    if (at + 1 >= buffer.length) return -1;
    if (buffer[at + 1] === 0x0a) return at;
  }
  return -1;
}

/**
 * The length of what is at the start of `buffer`: a frame by its length field when `0D 0A` ends it
 * there, else (a length field that disagrees with the frame, as some models send) up to its first
 * `0D 0A`, as Traccar's frame decoder does; bytes before a `78 78` / `79 79` start, as a run to skip
 * (the decoder skips them). 0 until there is enough to tell: a frame whose announced length has not
 * all come is waited for, since its content may hold `0D 0A` (only short logins announce more than
 * they hold, and no frame more than `maxFrameBytes`).
 */
export function gt06FrameLength(buffer: Buffer, maxFrameBytes: number): number {
  if (buffer.length < 2) return 0;
  if (!isStart(buffer, 0)) {
    for (let at = 1; at < buffer.length - 1; at++) if (isStart(buffer, at)) return at;
    // A last byte that may be half of a start is kept for the next read.
    return buffer[buffer.length - 1] === 0x78 || buffer[buffer.length - 1] === 0x79 ? buffer.length - 1 : buffer.length;
  }
  const head = headOf(buffer[0] === 0x79);
  if (buffer.length < head + 2) return 0;
  const total = announcedTotal(buffer);
  if (buffer.length >= total) {
    if (total >= head + 3 && buffer[total - 2] === 0x0d && buffer[total - 1] === 0x0a) return total;
  } else if (total <= maxFrameBytes && buffer[head] !== 0x01) return 0;
  const end = endMarker(buffer, head + 1);
  return end < 0 ? 0 : end + 2;
}
