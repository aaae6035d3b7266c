import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { codec12Response, codec12Text, encodeCodec12, teltonikaCommandPayload } from './codec12';
import { codec13Reading } from './codec13';
import { teltonikaFrameLength } from './framing';
import { readAvlData, tcpPacketData, type AvlData } from './packet';
import { recordCountAck, recordsMessage } from './positions';

const accepted = Buffer.from([0x01]);
const refused = Buffer.from([0x00]);
const nothing: Decoded = { messages: [], reply: null };
/** Codec 12 messages a device sends: its answer to a command, and camera data (photos are not received). */
const codec12Camera = 0x0d;

/** Most devices send at most 1,280 bytes a packet; Codec 8 Extended's variable-length elements can add more. */
const maxFrameBytes = 16 * 1024;

function decodeHandshake(frame: Buffer, session: TrackerSession): Decoded {
  const imei = frame.toString('latin1', 2);
  if (!/^\d+$/.test(imei)) throw new FrameError('the IMEI handshake holds something other than digits');
  session.identifier = imei;
  return { messages: [{ kind: 'login', identifier: imei }], reply: accepted };
}

/** Codec 12 and 13 messages: answers to commands and what the device relays; neither is acknowledged. */
function decodeMessages(data: Extract<AvlData, { kind: 'codec12' | 'codec13' }>): Decoded {
  if (data.kind === 'codec13') {
    const messages = data.messages.map((message): DeviceMessage => {
      const reading = codec13Reading(message.payload);
      return 'text' in reading ? { kind: 'commandResult', text: reading.text } : { kind: 'heartbeat', attributes: reading };
    });
    return { messages, reply: null };
  }
  const results = data.messages.filter((message) => message.type === codec12Response);
  const unread = data.messages.filter((message) => message.type !== codec12Response);
  const messages = results.map((message): DeviceMessage => ({ kind: 'commandResult', text: codec12Text(message.payload) }));
  if (!unread.length) return { messages, reply: null };
  const what = unread.map((message) => (message.type === codec12Camera ? 'camera data' : `type ${message.type}`)).join(', ');
  return {
    messages,
    reply: null,
    skipped: `Codec 12 ${what} not received`,
    packetType: `codec 12 type 0x${unread[0].type.toString(16).padStart(2, '0')}`,
  };
}

/**
 * A packet whose CRC is right was framed right: what it holds that cannot be read (an unknown
 * codec, records that do not fit) is skipped unacknowledged and the connection goes on. A wrong
 * CRC leaves the length in doubt, so the connection closes (the device reconnects and resends).
 */
function decodePacket(frame: Buffer, session: TrackerSession): Decoded {
  const bytes = tcpPacketData(frame);
  let data: AvlData;
  try {
    data = readAvlData(bytes);
  } catch (error) {
    // The codec id names the packet's type in a device's diagnostics.
    if (error instanceof FrameError)
      return { ...nothing, skipped: error.reason, packetType: `codec 0x${bytes[0].toString(16).padStart(2, '0')}` };
    throw error;
  }
  if (data.kind === 'codec12' || data.kind === 'codec13') return decodeMessages(data);
  if (!session.identifier) throw new FrameError('AVL data before the IMEI handshake');
  return { messages: [recordsMessage(session.identifier, data)], reply: recordCountAck(data.records.length) };
}

/** Teltonika FMB/FMC/FMM and GH3000 over TCP: IMEI handshake, AVL packets (Codec 8, 8 Extended, 16, 7), Codec 12 commands, Codec 13 messages. */
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
