import type { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';
import { codec12Text } from './codec12';

/** A Codec 13 message: what a device relays unasked (a serial or tachograph line, a driver's card) with its time. */
export interface Codec13Message {
  type: number;
  time: Date;
  payload: Buffer;
}

/**
 * Type (1 byte), size (4), then a timestamp in seconds (4) and the payload. Devices disagree on
 * whether the size counts the timestamp, so a packet's only message runs to the closing record
 * count; with several, each is taken at its size (timestamp included).
 */
export function readCodec13Message(reader: FrameReader, count: number, end: number): Codec13Message {
  const type = reader.u8();
  const size = reader.u32();
  const length = count === 1 ? end - reader.offset : size;
  if (length < 4) throw new FrameError(`a Codec 13 message of ${length} bytes`);
  const body = reader.take(length);
  return { type, time: new Date(body.readUInt32BE(0) * 1000), payload: body.subarray(4) };
}

/**
 * What a Codec 13 message says: a driver's card read by a tachograph or card reader
 * (`GTSL|<slot>|<state>|<…>|<card number>|...`) names the driver, anything else is a text to show
 * as the device's words (or its bytes in hex).
 */
export function codec13Reading(payload: Buffer): { driverUniqueId: string } | { text: string } {
  const text = codec12Text(payload);
  const card = text.startsWith('GTSL') ? text.split('|')[4] : undefined;
  return card ? { driverUniqueId: card } : { text };
}
