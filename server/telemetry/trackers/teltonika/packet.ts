import { crc16Arc } from '../crc';
import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';
import { readCodec12Messages, type Codec12Message } from './codec12';
import { readCodec13Message, type Codec13Message } from './codec13';
import { readGh3000Record, type Gh3000Record } from './gh3000';
import { avlLayouts, readAvlRecord, type AvlRecord } from './records';

const codec12 = 0x0c;
const codec13 = 0x0d;
const codecGh3000 = 0x07;

export type AvlData =
  | { kind: 'records'; codec: number; records: AvlRecord[] }
  | { kind: 'gh3000'; records: Gh3000Record[] }
  | { kind: 'codec12'; messages: Codec12Message[] }
  | { kind: 'codec13'; messages: Codec13Message[] };

const hex16 = (value: number) => value.toString(16).padStart(4, '0');

/** The body between the record count and its repetition, read by the codec's reader. */
function readBody(reader: FrameReader, codec: number, count: number, end: number, sixteenBytes: boolean): AvlData {
  if (codec === codec12) return { kind: 'codec12', messages: readCodec12Messages(reader, count) };
  if (codec === codec13) return { kind: 'codec13', messages: Array.from({ length: count }, () => readCodec13Message(reader, count, end)) };
  if (codec === codecGh3000) return { kind: 'gh3000', records: Array.from({ length: count }, () => readGh3000Record(reader)) };
  const layout = avlLayouts[codec];
  if (!layout) throw new FrameError(`Teltonika codec 0x${codec.toString(16)} is not supported`);
  return { kind: 'records', codec, records: Array.from({ length: count }, () => readAvlRecord(reader, { ...layout, sixteenBytes })) };
}

/**
 * The part TCP and UDP share, codec id to the second record count: AVL records (Codec 8, 8 Extended,
 * 16, the GH3000's 7) or Codec 12/13 messages. Both counts must agree and nothing may follow them.
 * Records that do not fit their codec's layout are read again with the 16-byte IO block some
 * firmwares add, which Traccar reads when told to (`extended`): the counts show which one it is.
 */
export function readAvlData(data: Buffer): AvlData {
  const attempt = (sixteenBytes: boolean): AvlData => {
    const reader = new FrameReader(data);
    const codec = reader.u8();
    const count = reader.u8();
    const body = readBody(reader, codec, count, data.length - 1, sixteenBytes);
    const count2 = reader.u8();
    if (count2 !== count) throw new FrameError(`the packet announces ${count} records, then ${count2}`);
    if (reader.remaining > 0) throw new FrameError(`${reader.remaining} stray bytes after the records`);
    return body;
  };
  try {
    return attempt(false);
  } catch (error) {
    if (!(error instanceof FrameError) || !avlLayouts[data[0]]) throw error;
    try {
      return attempt(true);
    } catch {
      throw error;
    }
  }
}

/** A TCP packet's AVL data, once its preamble, length and CRC-16/IBM (four bytes) are right. */
export function tcpPacketData(frame: Buffer): Buffer {
  const reader = new FrameReader(frame);
  if (reader.u32() !== 0) throw new FrameError('no 00000000 preamble');
  const data = reader.take(reader.u32());
  const sent = reader.u32();
  if (reader.remaining > 0) throw new FrameError(`${reader.remaining} bytes beyond the announced length`);
  const computed = crc16Arc(data);
  if (sent !== computed) throw new FrameError(`bad CRC: ${hex16(sent)} sent, ${hex16(computed)} computed`);
  return data;
}

/** A TCP packet: preamble, data length, the data, then its CRC. */
export const readTcpPacket = (frame: Buffer): AvlData => readAvlData(tcpPacketData(frame));
