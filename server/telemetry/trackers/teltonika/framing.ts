import { FrameError } from '../protocol';

/** Beyond any IMEI: a longer handshake is not one. */
const maxHandshakeBytes = 2 + 32;
/** Codec id, a record count, the second count: the least AVL data can be. */
const minDataLength = 3;

/**
 * The length of the frame at the start of `buffer`, or 0 until it is whole: a lone FF keep-alive,
 * the IMEI handshake (2-byte length, ASCII), or a packet (4 zero bytes, 4-byte data length, data,
 * 4-byte CRC).
 */
export function teltonikaFrameLength(buffer: Buffer, maxFrameBytes: number): number {
  if (buffer.length === 0) return 0;
  if (buffer[0] === 0xff) return 1;
  if (buffer.length < 2) return 0;
  const handshakeLength = buffer.readUInt16BE(0);
  if (handshakeLength > 0) {
    if (handshakeLength + 2 > maxHandshakeBytes)
      throw new FrameError(`neither an IMEI handshake nor a packet (starts ${buffer.subarray(0, 4).toString('hex')})`);
    return buffer.length >= handshakeLength + 2 ? handshakeLength + 2 : 0;
  }
  if (buffer.length >= 4 && buffer.readUInt16BE(2) !== 0) throw new FrameError('no 00000000 preamble');
  if (buffer.length < 8) return 0;
  const dataLength = buffer.readUInt32BE(4);
  const total = dataLength + 12;
  if (dataLength < minDataLength || total > maxFrameBytes)
    throw new FrameError(`a packet of ${total} bytes announced (at most ${maxFrameBytes})`);
  return buffer.length >= total ? total : 0;
}
