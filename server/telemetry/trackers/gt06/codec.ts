import { FrameReader } from '../frameReader';
import type { AttributeValue, PositionReport } from '../../ingest/positionReport';
import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { readCell, readGpsBlock, readStatus } from './blocks';
import { answerText, commandAnswer, commandAnswerInfo, encodeGt06Command } from './commands';
import { buildGt06Frame, gt06FrameLength, openGt06Frame, type Gt06Frame } from './frame';

const login = 0x01;
const gps = 0x10;
const gpsCell = 0x12;
const status = 0x13;
const alarm = 0x16;
const gpsCellStatus = 0x22;
const alarmMultiFence = 0x26;
const information = 0x94;

/** Long-form information packets can carry a few kilobytes; nothing we decode comes close. */
const maxFrameBytes = 4096;

/** The server's short reply: the packet's protocol number and serial, no content. */
const acknowledge = (frame: Gt06Frame) => buildGt06Frame(frame.protocol, Buffer.alloc(0), frame.serial);

/**
 * IMEI in BCD (8 bytes, a leading 0 nibble); newer devices add a type id (2) and a time zone word
 * (2): bits 15-4 the offset as decimal hhmm, bit 3 set west of UTC. Their later dates are local.
 */
function decodeLogin(frame: Gt06Frame, session: TrackerSession): Decoded {
  const reader = new FrameReader(frame.content);
  const imei = reader.take(8).toString('hex').slice(1);
  if (!/^\d+$/.test(imei)) throw new FrameError('the login holds no BCD IMEI');
  let timezoneMinutes: number | undefined;
  if (reader.remaining >= 4) {
    reader.skip(2);
    const word = reader.u16();
    const hhmm = word >> 4;
    timezoneMinutes = (Math.floor(hhmm / 100) * 60 + (hhmm % 100)) * (word & 0x08 ? -1 : 1);
  }
  session.identifier = imei;
  session.timezoneMinutes = timezoneMinutes;
  const message: DeviceMessage = timezoneMinutes === undefined ? { kind: 'login', identifier: imei } : { kind: 'login', identifier: imei, timezoneMinutes };
  return { messages: [message], reply: acknowledge(frame) };
}

/** GPS (0x10), GPS and cell (0x12, 0x22: then ACC and upload mode), alarms (0x16, 0x26: GPS, cell, status). */
function decodePosition(frame: Gt06Frame, session: TrackerSession): PositionReport {
  if (!session.identifier) throw new FrameError('a position before the login');
  const reader = new FrameReader(frame.content);
  const fix = readGpsBlock(reader, session.timezoneMinutes);
  const attributes: Record<string, AttributeValue> = { satellites: fix.satellites, valid: fix.valid };
  if (frame.protocol === alarm || frame.protocol === alarmMultiFence) {
    // The cell block's length byte counts itself on most devices, not on all: the status is the last 5 bytes.
    const cellLength = reader.u8();
    if (reader.remaining < 5) throw new FrameError('an alarm packet without its status');
    if (cellLength >= 8 && reader.remaining >= 8 + 5) Object.assign(attributes, readCell(reader));
    Object.assign(attributes, readStatus(new FrameReader(frame.content, frame.content.length - 5)));
  } else if (frame.protocol !== gps && reader.remaining >= 8) {
    Object.assign(attributes, readCell(reader));
    if (frame.protocol === gpsCellStatus && reader.remaining >= 1) attributes.ignition = reader.u8() > 0;
  }
  return {
    deviceId: session.identifier,
    time: fix.time,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speedKmh: fix.speedKmh,
    heading: fix.course,
    altitude: null,
    accuracy: null,
    attributes,
  };
}

/** Information packet 0x94: sub-type 0x0B with two bytes is the external voltage in 10 mV; the rest is not decoded. */
function decodeInformation(frame: Gt06Frame): DeviceMessage[] {
  const { content } = frame;
  if (content[0] === 0x0b && content.length === 3) return [{ kind: 'heartbeat', attributes: { power: content.readUInt16BE(1) / 100 } }];
  return [];
}

function decodeFrame(frame: Gt06Frame, session: TrackerSession): Decoded {
  switch (frame.protocol) {
    case login:
      return decodeLogin(frame, session);
    case status:
      return { messages: [{ kind: 'heartbeat', attributes: readStatus(new FrameReader(frame.content)) }], reply: acknowledge(frame) };
    case gps:
    case gpsCell:
    case gpsCellStatus:
      // The GT06 documents ask no reply to a location packet (Traccar sends one; devices do without).
      return { messages: [{ kind: 'positions', positions: [decodePosition(frame, session)] }], reply: null };
    case alarm:
    case alarmMultiFence:
      return { messages: [{ kind: 'positions', positions: [decodePosition(frame, session)] }], reply: acknowledge(frame) };
    case commandAnswer:
    case commandAnswerInfo:
      return { messages: [{ kind: 'commandResult', text: answerText(frame.protocol, frame.content) }], reply: null };
    case information:
      return { messages: decodeInformation(frame), reply: null };
    default:
      // Packets of other models (Wi-Fi, OBD, photos, time requests) are let pass unanswered.
      return { messages: [], reply: null };
  }
}

/** Concox GT06 and its clones over TCP. */
export const gt06Codec: TrackerCodec = {
  protocol: 'gt06',
  maxFrameBytes,
  frameLength: (buffer) => gt06FrameLength(buffer, maxFrameBytes),
  decode: (frame, session) => decodeFrame(openGt06Frame(frame), session),
  refusal: () => null,
  encodeCommand: (command) => encodeGt06Command(command),
};
