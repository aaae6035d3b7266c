import { FrameReader } from '../frameReader';
import { FrameError } from '../protocol';
import { alternativeDelimiter, escape, unescape } from './framing';

/** A message opened: its type, the terminal's id as sent, the header's version and serial, and its body. */
export interface Jt808Message {
  type: number;
  /** The header's attribute word (lock models set bit 15 to ask for a reply). */
  attributes: number;
  delimiter: number;
  /** The 2019 header's protocol version; absent in the 2013 header. */
  version?: number;
  /** The terminal id bytes (BCD phone number, or a binary IMEI), as the device sent them. */
  id: Buffer;
  serial: number;
  /** The body as sent: Traccar reads it up to the checksum, whatever length the header declares. */
  body: Buffer;
}

/** Two lock models' location reports carry a 1-byte serial. */
const shortSerialTypes = new Set([0x5501, 0x5502]);

const xor = (bytes: Buffer) => bytes.reduce((sum, byte) => sum ^ byte, 0);

/**
 * Header: message type, attributes (bits 0-9 body length, 13 split message, 14 the 2019 header),
 * [protocol version], terminal id (6 BCD bytes; 10 in 2019; 7 with the alternative delimiter), serial,
 * [packet count and index]; then the body and an XOR checksum of all of it.
 */
export function openJt808Message(frame: Buffer): Jt808Message {
  const content = unescape(frame);
  if (content.length < 2) throw new FrameError(`a JT/T 808 message of ${content.length} bytes`);
  const sent = content[content.length - 1];
  const computed = xor(content.subarray(0, -1));
  if (sent !== computed) throw new FrameError(`bad checksum: ${sent.toString(16)} sent, ${computed.toString(16)} computed`);
  const header = new FrameReader(content, 0, content.length - 1);
  const type = header.u16();
  const attributes = header.u16();
  const version = attributes & 0x4000 ? header.u8() : undefined;
  const id = header.take(version !== undefined ? 10 : frame[0] === alternativeDelimiter ? 7 : 6);
  const serial = shortSerialTypes.has(type) ? header.u8() : header.u16();
  if (attributes & 0x2000) header.skip(4); // packet count and index of a split message
  const at = header.offset;
  return { type, attributes, delimiter: frame[0], version, id, serial, body: content.subarray(at, -1) };
}

/**
 * A message from the server to the terminal, in the header form the terminal used (2013 or 2019,
 * its own id bytes) and with serial 0, as Traccar sends them; `shortSerial` for the lock models'
 * 1-byte serial.
 */
export function buildJt808Message(
  to: Pick<Jt808Message, 'delimiter' | 'version' | 'id'>,
  type: number,
  body: Buffer,
  shortSerial = false,
): Buffer {
  const head = Buffer.alloc(4 + (to.version !== undefined ? 1 : 0));
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(body.length | (to.version !== undefined ? 0x4000 : 0), 2);
  if (to.version !== undefined) head[4] = to.version;
  const content = Buffer.concat([head, to.id, shortSerial ? Buffer.from([1]) : Buffer.alloc(2), body]);
  return escape(Buffer.concat([content, Buffer.from([xor(content)])]), to.delimiter);
}

/** Traccar's check digit of an IMEI (Luhn). */
function luhn(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit >= 10) digit = 1 + (digit % 10);
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The device's identifier: the BCD phone number without its leading zeros, as most devices are
 * registered (Traccar tries that first); an id whose nibbles are not all digits is a binary IMEI
 * (2 + 4 bytes) whose check digit is added.
 */
export function identifierOf(id: Buffer): string {
  return terminalNumber(id).replace(/^0+(?=.)/, '');
}

/** The terminal id as written: its BCD digits, or the IMEI of a binary id with its check digit. */
export function terminalNumber(id: Buffer): string {
  const hex = id.toString('hex');
  if (/^\d+$/.test(hex)) return hex;
  const imei = String(id.readUInt16BE(0) * 2 ** 32 + id.readUInt32BE(2));
  return `${imei}${luhn(imei)}`;
}
