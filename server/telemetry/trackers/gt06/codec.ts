import type { NamedAttributes } from '../attributes';
import type { PositionReport } from '../../ingest/positionReport';
import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { answerText, commandAnswer, commandAnswerInfo, encodeGt06Command } from './commands';
import { buildGt06Frame, frameReader, gt06FrameLength, openGt06Frame, startsGt06Frame, type Gt06Frame } from './frame';
import {
  readAlarm,
  readAz735,
  readGpsCell8,
  readIButton,
  readLocation,
  readModular,
  readSr411,
  readTrx16iRfid,
  readX1,
  readsLocationLayout,
  type Layout,
  type Reading,
} from './positions';
import { readTextPosition } from './textPosition';
import { modelFacts, variantOf } from './variant';

const login = 0x01;
const status = 0x13;
const heartbeat = 0x23;
const addressRequest = 0x2a;
const timeRequest = 0x8a;
const information = 0x94;
const modular = 0x70;

/** Long-form information packets can carry a few kilobytes; nothing we decode comes close. */
const maxFrameBytes = 4096;

/** The plain location packets: the GT06 documents ask no reply (the shared vectors say none), though Traccar sends one. */
const unansweredLocations = new Set([0x10, 0x11, 0x12, 0x22]);
/** Cell and Wi-Fi packets without a fix: the device's last place would be Traccar's answer; we keep none, and acknowledge. */
const cellOnly = new Set([0x28, 0x2e, 0x24, 0x18, 0x2c, 0xa1, 0xa9, 0xb2]);
/** Wi-Fi packets acknowledged with their own date (BCD), without serial or CRC. */
const wifiWithDateReply = new Set([0x17, 0x69]);
/** Commands, and photo packets (Traccar asks for the photo instead): never acknowledged. */
const unacknowledged = new Set([0x80, 0x81, 0x82, 0x35]);

/** The server's short reply: the packet's protocol number and serial, no content. */
const acknowledge = (frame: Gt06Frame, long = false) => buildGt06Frame(frame.protocol, Buffer.alloc(0), frame.serial, long);

/**
 * IMEI in BCD (8 bytes, a leading 0 nibble); newer devices add a type id (2) and, when the length
 * says more than 10 bytes of data, a time zone word (2): bits 15-4 the offset as decimal hhmm, bit 3
 * set west of UTC. Their later dates are local.
 */
function decodeLogin(frame: Gt06Frame, bytes: Buffer, session: TrackerSession): Decoded {
  const { reader } = frameReader(frame, bytes);
  const imei = reader.take(8).toString('hex').slice(1);
  if (!/^\d+$/.test(imei)) throw new FrameError('the login holds no BCD IMEI');
  let timezoneMinutes: number | undefined;
  if (frame.length - 5 > 10 && reader.remaining >= 4) {
    reader.skip(2);
    const word = reader.u16();
    const hhmm = word >> 4;
    timezoneMinutes = (Math.floor(hhmm / 100) * 60 + (hhmm % 100)) * (word & 0x08 ? -1 : 1);
  }
  session.identifier = imei;
  session.timezoneMinutes = timezoneMinutes;
  const message: DeviceMessage =
    timezoneMinutes === undefined ? { kind: 'login', identifier: imei } : { kind: 'login', identifier: imei, timezoneMinutes };
  return { messages: [message], reply: acknowledge(frame) };
}

/** A reading with a fix is a position of the logged-in device; without, its readings are a heartbeat. */
function messagesOf(reading: Reading, session: TrackerSession): DeviceMessage[] {
  const { fix, attributes } = reading;
  if (!fix)
    return Object.keys(attributes).length
      ? [{ kind: 'heartbeat', attributes: attributes as Record<string, string | number | boolean> }]
      : [];
  if (!session.identifier) throw new FrameError('a position before the login');
  const position: PositionReport = {
    deviceId: session.identifier,
    time: fix.time,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speedKmh: fix.speedKmh,
    heading: fix.course,
    altitude: reading.altitude ?? null,
    accuracy: reading.accuracy ?? null,
    attributes: attributes as Record<string, string | number | boolean>,
  };
  return [{ kind: 'positions', positions: [position] }];
}

/** The server's time (UTC) for a device that asks (0x8A): six bytes YY MM DD hh mm ss, serial 0. */
function timeReply(now: Date): Buffer {
  const fields = [
    now.getUTCFullYear() - 2000,
    now.getUTCMonth() + 1,
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  ];
  return buildGt06Frame(timeRequest, Buffer.from(fields), 0);
}

/** GK310 address request: no address service, answered "NA" in the long form (0x97). */
function addressReply(): Buffer {
  const text = Buffer.from('NA&&NA&&0##', 'ascii');
  return buildGt06Frame(0x97, Buffer.concat([Buffer.from([text.length, 0, 0, 0, 0]), text]), 0, true);
}

/** Wi-Fi packets 0x17 and 0x69 are answered with their BCD date, in a frame of length 0 (Traccar's reply). */
const wifiReply = (frame: Gt06Frame) =>
  Buffer.concat([Buffer.from([0x78, 0x78, 0x00, frame.protocol]), frame.content.subarray(0, 6), Buffer.from([0x0d, 0x0a])]);

/** Heartbeat 0x23 (GK310): status, then battery voltage and signal when present. */
function readHeartbeat(layout: Layout): NamedAttributes {
  const { reader, left } = layout;
  const info = reader.u8();
  const attributes: NamedAttributes = { armed: (info & 0x01) !== 0, ignition: (info & 0x02) !== 0, charge: (info & 0x04) !== 0 };
  if (left() >= 2) attributes.battery = reader.u16() / 100;
  return attributes;
}

/** Information packet 0x94: the short form holds the external voltage; the long form's sub-type 0x0B with two bytes too. */
function readInformation(frame: Gt06Frame, layout: Layout): NamedAttributes {
  const { reader } = layout;
  if (!frame.long) return { power: reader.i16() / 100 };
  if (reader.u8() === 0x0b && frame.length - 6 === 2) return { power: reader.u16() / 100 };
  return {};
}

/** Device status 0xF1 (Jimi IoT 4G): time, then status items of id (2), length (1) and value. */
function readDeviceStatus(layout: Layout): NamedAttributes {
  const { reader, left } = layout;
  reader.skip(4);
  const attributes: NamedAttributes = {};
  while (left() > 0) {
    const id = reader.u16();
    const length = reader.u8();
    if (id === 0x02) attributes.armed = reader.u8() > 0;
    else if (id === 0x04) attributes.ignition = reader.u8() > 0;
    else if (id === 0x05) attributes.power = reader.u16() / 100;
    else if (id === 0x07) attributes.charge = reader.u8() > 0;
    else reader.skip(id === 0x01 ? 1 : id === 0x0a || id === 0x0b ? 2 : length);
  }
  return attributes;
}

/** The 22-byte status 0x13 of some models: battery level in its sixth byte. */
function readLongStatus(layout: Layout): NamedAttributes {
  const { reader } = layout;
  reader.skip(5);
  return { batt: reader.u8() };
}

type Answer = { messages: DeviceMessage[]; reply: Buffer | null };

/** One packet, by protocol number (and, where Traccar tells layouts apart so, by length and the device's model). */
function decodeContent(frame: Gt06Frame, bytes: Buffer, session: TrackerSession): Answer {
  const { protocol: type, long } = frame;
  const { reader, left } = frameReader(frame, bytes);
  const variant = variantOf(long, frame.length, type, frame.content);
  const model = modelFacts(session.model);
  const layout: Layout = {
    protocol: type,
    long,
    length: frame.length,
    variant,
    model,
    timezoneMinutes: session.timezoneMinutes ?? 0,
    reader,
    left,
  };
  const ack = acknowledge(frame);
  const position = (reading: Reading, reply: Buffer | null = ack): Answer => ({ messages: messagesOf(reading, session), reply });
  const readings = (attributes: NamedAttributes, reply: Buffer | null = ack): Answer => position({ fix: null, attributes }, reply);

  if (type === heartbeat) return readings(readHeartbeat(layout));
  if (type === addressRequest) return { messages: [], reply: addressReply() };
  if (type === timeRequest) return { messages: [], reply: timeReply(new Date()) };
  if (type === 0x34 && variant !== 'sl4x') return position(readX1(layout), null);
  if ((type === 0x17 && variant !== 'rfid') || type === 0x69 || type === 0xf3) {
    reader.skip(6); // date of the scan: no fix
    return { messages: [], reply: wifiWithDateReply.has(type) ? wifiReply(frame) : null };
  }
  if (type === information && !long) return readings(readInformation(frame, layout), null);
  if (type === 0x24 && variant === 'sr411Mini') return position(readSr411(layout), null);
  if (cellOnly.has(type) || (type === 0x34 && variant === 'sl4x') || (type === 0xa2 && variant !== 'lw4g') || (type === 0x33 && !long)) {
    return { messages: [], reply: ack };
  }
  if (type === commandAnswer) {
    const text = answerText(type, frame.content);
    return { messages: text.startsWith('<ICCID:') ? [] : [{ kind: 'commandResult', text }], reply: ack };
  }
  if (type === status && left() === 16) return readings(readLongStatus(layout));
  if (type === 0x61) return position(readIButton(layout));
  if (type === 0x36 && variant === 'trx16i') return position(readTrx16iRfid(layout));
  if (readsLocationLayout(type, variant, model, long)) {
    // SPACE10X multi-cell reports: Traccar keeps nothing and answers nothing.
    if (type === 0x19 && variant === 'space10x') return { messages: [], reply: null };
    return position(readLocation(layout), unansweredLocations.has(type) ? null : ack);
  }
  if (type === 0x95) return position(readAlarm(layout));
  if (type === commandAnswerInfo) {
    const located = readTextPosition(frame.content);
    return located
      ? position(located, null)
      : { messages: [{ kind: 'commandResult', text: answerText(type, frame.content) }], reply: null };
  }
  if (type === information) return readings(readInformation(frame, layout), null);
  if ((type === 0x32 || type === 0x33) && long) return position(readAz735(layout), acknowledge(frame, true));
  if (type === modular) {
    const reading = readModular(layout);
    return position(reading, buildGt06Frame(modular, Buffer.alloc(0), reader.u16()));
  }
  if (type === 0xf1) return readings(readDeviceStatus(layout));
  if (type === 0x38) return position(readGpsCell8(layout), null);
  if (type === 0x9b) return { messages: [], reply: null }; // serial data of an attached device: nothing we keep
  if (type === 0x8c) {
    reader.skip(6); // OBD date: no fix
    return readings({ ignition: reader.u8() > 0 }, null);
  }
  if (type === 0xf2) return { messages: [], reply: ack }; // peripheral status: nothing we keep
  throw new UnknownPacket(frame, long || unacknowledged.has(type) ? null : ack);
}

/** A packet of a type we do not read: skipped and counted; short-form ones acknowledged as Traccar does, so the device moves on. */
class UnknownPacket extends Error {
  constructor(
    readonly frame: Gt06Frame,
    readonly reply: Buffer | null,
  ) {
    super(`packet type 0x${frame.protocol.toString(16).padStart(2, '0')} not decoded`);
  }
}

const hexType = (type: number) => `0x${type.toString(16).padStart(2, '0')}`;

/**
 * A frame whose framing and CRC are right is never a reason to close the connection: content we
 * cannot read (an unknown type, fields the frame is too short for) is skipped and counted. Bytes
 * between frames are skipped too. A wrong CRC or a position before the login is a FrameError.
 */
function decodeFrame(bytes: Buffer, session: TrackerSession): Decoded {
  if (!startsGt06Frame(bytes)) return { messages: [], reply: null, skipped: `${bytes.length} byte(s) between frames` };
  const frame = openGt06Frame(bytes);
  if (frame.protocol === login) return decodeLogin(frame, bytes, session);
  try {
    return decodeContent(frame, bytes, session);
  } catch (error) {
    if (error instanceof UnknownPacket)
      return { messages: [], reply: error.reply, skipped: error.message, packetType: hexType(frame.protocol) };
    if (error instanceof FrameError && error.reason !== 'a position before the login') {
      return {
        messages: [],
        reply: null,
        skipped: `packet type ${hexType(frame.protocol)} of ${bytes.length} bytes: ${error.reason}`,
        packetType: hexType(frame.protocol),
      };
    }
    throw error;
  }
}

/** Concox GT06 and its clones over TCP. */
export const gt06Codec: TrackerCodec = {
  protocol: 'gt06',
  maxFrameBytes,
  frameLength: (buffer) => gt06FrameLength(buffer, maxFrameBytes),
  decode: decodeFrame,
  refusal: () => null,
  encodeCommand: (command) => encodeGt06Command(command),
};
