import { FrameError, type Decoded, type TrackerCodec, type TrackerSession } from '../protocol';
import { codec12Response, codec12Text, encodeCodec12, teltonikaCommandPayload } from './codec12';
import { teltonikaFrameLength } from './framing';
import { readTcpPacket } from './packet';
import { positionsMessage, recordCountAck } from './positions';

const accepted = Buffer.from([0x01]);
const refused = Buffer.from([0x00]);
const nothing: Decoded = { messages: [], reply: null };

/** Most devices send at most 1,280 bytes a packet; Codec 8 Extended's variable-length elements can add more. */
const maxFrameBytes = 16 * 1024;

function decodeHandshake(frame: Buffer, session: TrackerSession): Decoded {
  const imei = frame.toString('latin1', 2);
  if (!/^\d+$/.test(imei)) throw new FrameError('the IMEI handshake holds something other than digits');
  session.identifier = imei;
  return { messages: [{ kind: 'login', identifier: imei }], reply: accepted };
}

function decodePacket(frame: Buffer, session: TrackerSession): Decoded {
  const data = readTcpPacket(frame);
  if (data.kind === 'codec12') {
    // A device's answers to commands; Codec 12 packets are not acknowledged.
    const results = data.messages.filter((message) => message.type === codec12Response);
    return { messages: results.map((message) => ({ kind: 'commandResult', text: codec12Text(message.payload) })), reply: null };
  }
  if (!session.identifier) throw new FrameError('AVL data before the IMEI handshake');
  return { messages: [positionsMessage(session.identifier, data.records)], reply: recordCountAck(data.records.length) };
}

/** Teltonika FMB/FMC/FMM over TCP: IMEI handshake, AVL packets (Codec 8, 8 Extended, 16), Codec 12 commands. */
export const teltonikaCodec: TrackerCodec = {
  protocol: 'teltonika',
  maxFrameBytes,
  frameLength: (buffer) => teltonikaFrameLength(buffer, maxFrameBytes),
  decode(frame, session) {
    if (frame.length === 1 && frame[0] === 0xff) return nothing; // keep-alive
    if (frame.length < 2) throw new FrameError('a frame of one byte that is no keep-alive');
    return frame.readUInt16BE(0) > 0 ? decodeHandshake(frame, session) : decodePacket(frame, session);
  },
  refusal: () => refused,
  encodeCommand: (command) => encodeCodec12(teltonikaCommandPayload(command)),
};
