import type { TrackerSession } from '../protocol';

/** Binary `$` reports carry no length; models send one of these sizes (the first 29 bytes alike). */
const binaryLengths = [32, 42, 45, 46, 48] as const;
const shortBinary = binaryLengths[0];
const commonLengths = [32, 45];
const longestBinary = binaryLengths[binaryLengths.length - 1];

/** The binary size each connection's device was last seen to use. */
const learnedLengths = new WeakMap<TrackerSession, number>();

const asterisk = 0x2a;
const dollar = 0x24;
/** `X`: a 32-byte binary form some models send, framed and skipped where a frame is due. */
const alternative = 0x58;
const isLineBreak = (byte: number) => byte === 0x0d || byte === 0x0a || byte === 0x20;

/**
 * A binary report's length. A device's reports come one to a TCP segment: the size the connection
 * last used when it is all there is or a frame starts after it; else 32 or 45 (the forms most
 * models send, as Traccar frames them) when that is all there is; else a known size a frame starts
 * after. So the first 32-byte report of a connection is cut at once, not held until a next frame
 * shows where it ends. The rarer sizes are never guessed from a lone read: 42 bytes of a 45-byte
 * report cut as the 42-byte form would name another device (its longer id).
 */
function binaryLength(buffer: Buffer, session: TrackerSession): number {
  if (buffer.length < shortBinary) return 0;
  const learned = learnedLengths.get(session);
  if (learned && buffer.length < learned) return 0;
  const startsFrame = (at: number) => buffer[at] === asterisk || buffer[at] === dollar;
  const length =
    (learned && (buffer.length === learned || startsFrame(learned)) ? learned : undefined) ??
    commonLengths.find((candidate) => buffer.length === candidate) ??
    binaryLengths.find((candidate) => buffer.length > candidate && startsFrame(candidate));
  if (length) {
    learnedLengths.set(session, length);
    return length;
  }
  if (buffer.length <= longestBinary) return 0; // a longer form may still be arriving
  // No size ends where a frame starts: cut the usual size; what is left is skipped up to the next marker.
  return learned ?? shortBinary;
}

/**
 * Bytes up to the next `*` or `$` after the first (the whole buffer when there is none), at most a
 * frame's worth. An `X` inside them starts no frame: it is a letter of text too often (an HTTP header).
 */
function untilNextMarker(buffer: Buffer, maxFrameBytes: number): number {
  const end = Math.min(buffer.length, maxFrameBytes);
  for (let at = 1; at < end; at++) if (buffer[at] === asterisk || buffer[at] === dollar) return at;
  return end;
}

/**
 * The length of the frame at the start of `buffer`, or 0 until whole: a text frame `*...#`, a binary
 * `$` or `X` report, the line breaks some devices put between frames, or bytes that are none of
 * these up to the next marker (decoded as skipped). Every cut ends at a frame's end or a marker,
 * so the stream always re-aligns and nothing here closes the connection.
 */
export function h02FrameLength(buffer: Buffer, session: TrackerSession, maxFrameBytes: number): number {
  if (buffer.length === 0) return 0;
  if (isLineBreak(buffer[0])) {
    let end = 1;
    while (end < buffer.length && isLineBreak(buffer[end])) end++;
    return end;
  }
  if (buffer[0] === dollar) return binaryLength(buffer, session);
  if (buffer[0] === alternative) {
    // A '*' (no BCD digit) within its 32 bytes: text that starts with an X, skipped up to that frame.
    const textFrame = buffer.subarray(0, shortBinary).indexOf(asterisk, 1);
    if (textFrame > 0) return textFrame;
    return buffer.length >= shortBinary ? shortBinary : 0;
  }
  if (buffer[0] !== asterisk) return untilNextMarker(buffer, maxFrameBytes);
  const end = buffer.indexOf(0x23, 1); // '#'
  // A '*' before the '#' starts another frame: this one was cut short.
  const nextStart = buffer.indexOf(asterisk, 1);
  if (nextStart > 0 && (end < 0 || nextStart < end)) return nextStart;
  if (end >= 0 && end < maxFrameBytes) return end + 1;
  if (end >= 0 || buffer.length >= maxFrameBytes) return untilNextMarker(buffer, maxFrameBytes);
  return 0;
}
