import { FrameReader } from '../frameReader';
import { FrameError, type Decoded } from '../protocol';
import { readAvlData } from './packet';
import { recordsMessage } from './positions';

/** One datagram decoded: the device it names, its positions and the acknowledgement to send back. */
export interface TeltonikaDatagram extends Decoded {
  identifier: string;
  reply: Buffer;
}

/** Teltonika's UDP datagrams stay well under this. */
export const maxDatagramBytes = 16 * 1024;

/**
 * A Teltonika UDP datagram ("Teltonika Data Sending Protocols", Codec 8 over UDP): length (2,
 * the bytes after it), packet id (2), a byte the wiki calls not usable (01), AVL packet id (1),
 * IMEI length (2) and IMEI, then the AVL data as over TCP but without preamble and CRC. Every
 * datagram names its device, so there is no handshake. The acknowledgement echoes both ids:
 * `0005 <packet id> 01 <AVL packet id> <records accepted>`; a device resends a packet whose
 * acknowledgement does not come.
 */
export function decodeTeltonikaDatagram(datagram: Buffer): TeltonikaDatagram {
  if (datagram.length > maxDatagramBytes) throw new FrameError(`a datagram of ${datagram.length} bytes (at most ${maxDatagramBytes})`);
  const reader = new FrameReader(datagram);
  const length = reader.u16();
  if (length !== datagram.length - 2) throw new FrameError(`the datagram announces ${length} bytes but carries ${datagram.length - 2}`);
  const packetId = reader.u16();
  reader.skip(1);
  const avlPacketId = reader.u8();
  const identifier = reader.take(reader.u16()).toString('latin1');
  if (!/^\d+$/.test(identifier)) throw new FrameError('the datagram names no IMEI');
  const data = readAvlData(reader.take(reader.remaining));
  if (data.kind !== 'records' && data.kind !== 'gh3000')
    throw new FrameError(`Codec ${data.kind === 'codec12' ? 12 : 13} over UDP is not supported`);

  const reply = Buffer.alloc(7);
  reply.writeUInt16BE(5, 0);
  reply.writeUInt16BE(packetId, 2);
  reply[4] = 0x01;
  reply[5] = avlPacketId;
  reply[6] = data.records.length;
  return {
    identifier,
    messages: [{ kind: 'login', identifier }, recordsMessage(identifier, data)],
    reply,
  };
}
