import { crc16Arc } from '../crc';
import type { FrameReader } from '../frameReader';
import type { TrackerCommand } from '../protocol';

/** Codec 12 message types: a command from the server, a device's response. */
export const codec12Command = 0x05;
export const codec12Response = 0x06;

export interface Codec12Message {
  type: number;
  payload: Buffer;
}

export function readCodec12Messages(reader: FrameReader, count: number): Codec12Message[] {
  return Array.from({ length: count }, () => {
    const type = reader.u8();
    return { type, payload: reader.take(reader.u32()) };
  });
}

const printable = (bytes: Buffer) => bytes.every((byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x0d || byte === 0x0a);

/** A response as text: the device's words when it answered in ASCII, else its bytes in hex. */
export const codec12Text = (payload: Buffer): string => (printable(payload) ? payload.toString('ascii').trim() : payload.toString('hex'));

/** The whole TCP packet of one Codec 12 command (type 5) with its CRC. */
export function encodeCodec12(payload: Buffer): Buffer {
  const packet = Buffer.alloc(8 + 8 + payload.length + 4);
  packet.writeUInt32BE(payload.length + 8, 4); // codec, count, type, size (4), payload, count
  packet[8] = 0x0c;
  packet[9] = 1;
  packet[10] = codec12Command;
  packet.writeUInt32BE(payload.length, 11);
  payload.copy(packet, 15);
  packet[15 + payload.length] = 1;
  packet.writeUInt32BE(crc16Arc(packet.subarray(8, 16 + payload.length)), 16 + payload.length);
  return packet;
}

/** Codec 12 carries at most this much; devices take far less (an SMS-sized command). */
const maxCommandBytes = 1024;

/**
 * What the device is told: `setdigout 1` / `setdigout 0` drive output 1, which an engine-stop
 * installation wires to the relay. A custom command made only of hex pairs is sent as those bytes
 * (serial pass-through commands), any other text as ASCII, as Traccar does.
 */
export function teltonikaCommandPayload(command: TrackerCommand): Buffer {
  if (command.type === 'engineStop') return Buffer.from('setdigout 1', 'ascii');
  if (command.type === 'engineResume') return Buffer.from('setdigout 0', 'ascii');
  const text = command.text;
  if (!/^[\x20-\x7e]+$/.test(text) || text.length > maxCommandBytes)
    throw new RangeError(`a Teltonika command is 1 to ${maxCommandBytes} printable ASCII characters`);
  return /^([0-9a-fA-F]{2})+$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'ascii');
}
