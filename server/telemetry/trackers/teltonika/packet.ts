import { crc16Arc } from '../crc';
import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';
import { readCodec12Messages, type Codec12Message } from './codec12';
import { avlLayouts, readAvlRecord, type AvlRecord } from './records';

const codec12 = 0x0c;

export type AvlData = { kind: 'records'; codec: number; records: AvlRecord[] } | { kind: 'codec12'; messages: Codec12Message[] };

const hex16 = (value: number) => value.toString(16).padStart(4, '0');

/**
 * The part TCP and UDP share, codec id to the second record count: AVL records (Codec 8, 8 Extended,
 * 16) or Codec 12 messages. Both counts must agree and nothing may follow them.
 */
export function readAvlData(data: Buffer): AvlData {
  const reader = new FrameReader(data);
  const codec = reader.u8();
  const count = reader.u8();
  const layout = avlLayouts[codec];
  let body: AvlData;
  if (codec === codec12) body = { kind: 'codec12', messages: readCodec12Messages(reader, count) };
  else if (layout) body = { kind: 'records', codec, records: Array.from({ length: count }, () => readAvlRecord(reader, layout)) };
  else throw new FrameError(`Teltonika codec 0x${codec.toString(16)} is not supported`);
  const count2 = reader.u8();
  if (count2 !== count) throw new FrameError(`the packet announces ${count} records, then ${count2}`);
  if (reader.remaining > 0) throw new FrameError(`${reader.remaining} stray bytes after the records`);
  return body;
}

/** A TCP packet: preamble, data length, the data, then its CRC-16/IBM in four bytes. */
export function readTcpPacket(frame: Buffer): AvlData {
  const reader = new FrameReader(frame);
  if (reader.u32() !== 0) throw new FrameError('no 00000000 preamble');
  const data = reader.take(reader.u32());
  const sent = reader.u32();
  if (reader.remaining > 0) throw new FrameError(`${reader.remaining} bytes beyond the announced length`);
  const computed = crc16Arc(data);
  if (sent !== computed) throw new FrameError(`bad CRC: ${hex16(sent)} sent, ${hex16(computed)} computed`);
  return readAvlData(data);
}
