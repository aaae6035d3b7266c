import { crc16X25 } from '../crc';
import { FrameError } from '../protocol';

/** A GT06 frame opened: `78 78` (1-byte length) or `79 79` (2-byte length), protocol number, content, serial. */
export interface Gt06Frame {
  long: boolean;
  protocol: number;
  content: Buffer;
  serial: number;
}

const hex16 = (value: number) => value.toString(16).padStart(4, '0');

/** Start, length, protocol number, content, serial, CRC-ITU over length .. serial, `0D 0A`. */
export function openGt06Frame(frame: Buffer): Gt06Frame {
  const long = frame[0] === 0x79;
  const head = long ? 4 : 3;
  if (frame.length < head + 7) throw new FrameError('a GT06 frame too short for its fields');
  if (frame[frame.length - 2] !== 0x0d || frame[frame.length - 1] !== 0x0a) throw new FrameError('no 0D 0A at the end of the frame');
  const sent = frame.readUInt16BE(frame.length - 4);
  const computed = crc16X25(frame.subarray(2, frame.length - 4));
  if (sent !== computed) throw new FrameError(`bad CRC: ${hex16(sent)} sent, ${hex16(computed)} computed`);
  return {
    long,
    protocol: frame[head],
    content: frame.subarray(head + 1, frame.length - 6),
    serial: frame.readUInt16BE(frame.length - 6),
  };
}

/** A frame from the server: the short form while the content fits its 1-byte length, else the long form. */
export function buildGt06Frame(protocol: number, content: Buffer, serial: number): Buffer {
  const length = content.length + 5; // protocol number, content, serial, CRC
  const long = length > 0xff;
  const head = long ? 4 : 3;
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

/** The least a length field can say: protocol number, serial and CRC. */
const minLength = 5;

/** The length of the frame at the start of `buffer` from its start bytes and length field, or 0 until whole. */
export function gt06FrameLength(buffer: Buffer, maxFrameBytes: number): number {
  if (buffer.length === 0) return 0;
  const start = buffer[0];
  if ((start !== 0x78 && start !== 0x79) || (buffer.length > 1 && buffer[1] !== start)) {
    throw new FrameError(`no 7878 or 7979 start (starts ${buffer.subarray(0, 4).toString('hex')})`);
  }
  const long = start === 0x79;
  if (buffer.length < (long ? 4 : 3)) return 0;
  const length = long ? buffer.readUInt16BE(2) : buffer[2];
  const total = length + (long ? 6 : 5);
  if (length < minLength || total > maxFrameBytes) throw new FrameError(`a frame of ${total} bytes announced (at most ${maxFrameBytes})`);
  return buffer.length >= total ? total : 0;
}
