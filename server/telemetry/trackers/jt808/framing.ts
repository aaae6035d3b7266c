import { FrameError } from '../protocol';

/** The frame delimiter of the standard, and the one of devices that use an alternative escaping. */
export const standardDelimiter = 0x7e;
export const alternativeDelimiter = 0xe7;
const textStart = 0x28; // '('
const textEnd = 0x29; // ')'

const startsFrame = (byte: number) => byte === standardDelimiter || byte === alternativeDelimiter || byte === textStart;

/**
 * The length of the frame at the start of `buffer`, or 0 until it is whole: `7E ... 7E` (or
 * `E7 ... E7`), or a text answer `( ... )` that some lock models send. Bytes before a frame start
 * (line noise, a `$$` prefix some models add) are cut off as a frame of their own that decodes to
 * nothing, and so is a lone delimiter: the end of a frame whose start was never seen.
 */
export function jt808FrameLength(buffer: Buffer, maxFrameBytes: number): number {
  if (buffer.length === 0) return 0;
  if (!startsFrame(buffer[0])) {
    let end = 1;
    while (end < buffer.length && !startsFrame(buffer[end])) end++;
    return end;
  }
  const closing = buffer[0] === textStart ? textEnd : buffer[0];
  const end = buffer.indexOf(closing, 1);
  if (end === 1 && closing !== textEnd) return 1;
  if (end > 0 && end < maxFrameBytes) return end + 1;
  if (end > 0 || buffer.length >= maxFrameBytes) throw new FrameError(`no frame end within ${maxFrameBytes} bytes`);
  return 0;
}

/** The escape byte and what each escaped byte stands for, per delimiter (`7D 02` is 7E, `7D 01` is 7D). */
const escapes = {
  [standardDelimiter]: [{ escape: 0x7d, meaning: [0x7d, 0x7e] }],
  [alternativeDelimiter]: [
    { escape: 0xe6, meaning: [0xe6, 0xe7] },
    { escape: 0x3e, meaning: [0x3e, 0x3d] },
  ],
} as const;

/** The bytes between the delimiters with their escapes undone. */
export function unescape(frame: Buffer): Buffer {
  const rules = escapes[frame[0] as keyof typeof escapes];
  const out = Buffer.alloc(frame.length);
  let length = 0;
  for (let at = 1; at < frame.length - 1; at++) {
    const rule = rules.find((candidate) => candidate.escape === frame[at]);
    if (!rule) {
      out[length++] = frame[at];
      continue;
    }
    const code = frame[++at];
    if (code !== 0x01 && code !== 0x02)
      throw new FrameError(`an escape byte ${frame[at - 1].toString(16)} followed by ${code?.toString(16)}`);
    out[length++] = rule.meaning[code - 1];
  }
  return out.subarray(0, length);
}

/** A whole frame from its content: delimiters around it, and the bytes that would read as one escaped. */
export function escape(content: Buffer, delimiter: number): Buffer {
  const rules = escapes[delimiter as keyof typeof escapes];
  const out: number[] = [delimiter];
  for (const byte of content) {
    const rule = rules.find((candidate) => candidate.meaning.includes(byte as never));
    if (rule) out.push(rule.escape, rule.meaning.indexOf(byte as never) + 1);
    else out.push(byte);
  }
  out.push(delimiter);
  return Buffer.from(out);
}
