import type { AttributeValue, PositionReport } from '../../ingest/positionReport';
import { FrameReader } from '../frameReader';
import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { encodeJt808Command } from './commands';
import { alternativeDelimiter, jt808FrameLength, standardDelimiter } from './framing';
import { readLocation, readLockLocation, type Jt808Fix } from './location';
import { buildJt808Message, identifierOf, openJt808Message, terminalNumber, type Jt808Message } from './message';
import { readTransparent } from './transparent';

/** Batches of location reports and photo data run long; Traccar allows a large frame too. */
const maxFrameBytes = 16 * 1024;

const type = {
  terminalReply: 0x0001,
  heartbeat: 0x0002,
  logout: 0x0003,
  register: 0x0100,
  auth: 0x0102,
  attributes: 0x0107,
  timeRequest: 0x0109,
  location: 0x0200,
  locationBatch2: 0x0210,
  heartbeat2: 0x0506,
  commandAnswer: 0x0701,
  driverIdentity: 0x0702,
  locationBatch: 0x0704,
  transparent: 0x0900,
  timezone: 0x1007,
  textAnswer: 0x1300,
  lockLocation: 0x5501,
  lockLocationStored: 0x5502,
  textReport: 0x6006,
  photo: 0x8888,
} as const;
const generalReply = 0x8001;
/** The commands we send (terminal control, text message), whose general reply from the terminal is their answer. */
const commandTypes = new Set([0x8105, 0x8300]);
const replyResults = ['success', 'failure', 'wrong message', 'not supported'];
const lockReply = 0x4401;
const registerReply = 0x8100;
const timeReply = 0x8109;
/** Result codes of the replies: 0 success, 1 failure; 0x8100's 4: no such terminal in the database. */
const success = 0;
const failure = 1;
const unknownTerminal = 4;

/** The terminal each connection speaks with (its header form and id), and its last message, for commands and refusals. */
const terminals = new WeakMap<TrackerSession, Jt808Message>();

const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const reply = (message: Jt808Message, result = success) =>
  buildJt808Message(message, generalReply, Buffer.concat([u16(message.serial), u16(message.type), Buffer.from([result])]));
const printable = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

function positionOf(deviceId: string, fix: Jt808Fix, archive = false): PositionReport {
  const { time, latitude, longitude, speedKmh, heading, altitude, attributes } = fix;
  return {
    deviceId,
    time,
    latitude,
    longitude,
    speedKmh,
    heading,
    altitude,
    accuracy: null,
    attributes: archive ? { ...attributes, archive: true } : attributes,
  };
}

/** 0x0704 (count, type: 1 stored) and 0x0210 (1-byte lengths): location reports one after another. */
function batchPositions(message: Jt808Message, deviceId: string): PositionReport[] {
  const reader = new FrameReader(message.body);
  let archive = false;
  if (message.type === type.locationBatch) {
    reader.skip(2); // count
    archive = reader.u8() > 0;
  }
  const reports: PositionReport[] = [];
  while (reader.remaining > 0) {
    const length = message.type === type.locationBatch2 ? reader.u8() : reader.u16();
    reports.push(positionOf(deviceId, readLocation(reader.take(length)), archive));
  }
  return reports;
}

/** What the device said, without its identity: the messages it carries and the reply it expects. */
function decodeMessage(message: Jt808Message, deviceId: string): Decoded {
  const positions = (...reports: PositionReport[]): DeviceMessage => ({ kind: 'positions', positions: reports });
  const readings = (attributes: Record<string, AttributeValue>): DeviceMessage => ({ kind: 'heartbeat', attributes });
  const { body } = message;
  switch (message.type) {
    case type.register:
      // The authentication code the terminal keeps and sends back: its own number, as Traccar answers.
      return {
        messages: [],
        reply: buildJt808Message(
          message,
          registerReply,
          Buffer.concat([u16(message.serial), Buffer.from([success]), Buffer.from(terminalNumber(message.id), 'ascii')]),
        ),
      };
    case type.terminalReply: {
      // The terminal's general reply: the serial and type of our message, and its result.
      const reader = new FrameReader(body);
      reader.skip(2);
      const answered = reader.u16();
      const result = reader.u8();
      if (!commandTypes.has(answered)) return { messages: [], reply: null };
      return {
        messages: [{ kind: 'commandResult', text: `${answered.toString(16)}: ${replyResults[result] ?? `result ${result}`}` }],
        reply: null,
      };
    }
    case type.heartbeat:
      return {
        messages: [body.length >= 3 ? readings({ batt: body[0], rssi: body[1], status: body[2] }) : { kind: 'heartbeat' }],
        reply: reply(message),
      };
    case type.auth:
    case type.heartbeat2:
    case type.photo:
    case type.logout:
    case type.timezone:
      return { messages: [{ kind: 'heartbeat' }], reply: reply(message) };
    case type.attributes: {
      // Terminal type, maker, model, terminal id, then the SIM's ICCID.
      const reader = new FrameReader(body);
      reader.skip(2 + 5 + 20 + 7);
      return { messages: [readings({ iccid: reader.take(10).toString('hex') })], reply: reply(message) };
    }
    case type.location:
      return { messages: [positions(positionOf(deviceId, readLocation(body)))], reply: reply(message) };
    case type.lockLocation:
    case type.lockLocationStored: {
      const answer =
        message.attributes & 0x8000
          ? buildJt808Message(message, lockReply, Buffer.concat([u16(message.type), Buffer.from([success])]), true)
          : null;
      return {
        messages: [positions(positionOf(deviceId, readLockLocation(body, message.type === type.lockLocationStored)))],
        reply: answer,
      };
    }
    case type.locationBatch2:
      // Seven bytes: a battery level and a time, without a place.
      if (body.length === 7) return { messages: [readings({ batt: body[0] })], reply: reply(message) };
      return { messages: [positions(...batchPositions(message, deviceId))], reply: reply(message) };
    case type.locationBatch:
      return { messages: [positions(...batchPositions(message, deviceId))], reply: reply(message) };
    case type.timeRequest: {
      const now = new Date();
      const time = Buffer.concat([
        u16(now.getUTCFullYear()),
        Buffer.from([now.getUTCMonth() + 1, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), success]),
      ]);
      return { messages: [], reply: buildJt808Message(message, timeReply, time) };
    }
    case type.transparent: {
      const data = readTransparent(body);
      const messages = !data ? [] : 'fix' in data ? [positions(positionOf(deviceId, data.fix))] : [readings(data.readings)];
      return { messages, reply: reply(message) };
    }
    case type.commandAnswer: {
      const reader = new FrameReader(body);
      return { messages: [{ kind: 'commandResult', text: printable(reader.take(reader.u32())) }], reply: null };
    }
    case type.textAnswer: {
      const text = Buffer.from(body.subarray(2, body.length - (body.length % 2)))
        .swap16()
        .toString('utf16le');
      return { messages: [{ kind: 'commandResult', text: text.replace(/\p{Cc}/gu, '').trim() }], reply: null };
    }
    case type.textReport:
      return { messages: [{ kind: 'commandResult', text: printable(body.subarray(1)) }], reply: reply(message) };
    case type.driverIdentity: {
      const reader = new FrameReader(body);
      reader.skip(1 + 6 + 1); // card status, time, result
      const driver = printable(reader.take(reader.u8()));
      return { messages: [readings({ driver, cardCode: printable(reader.take(20)) })], reply: null };
    }
    default:
      // Other messages (media, CAN data, answers to parameter queries) are let pass unanswered.
      return { messages: [], reply: null, skipped: `message type ${message.type.toString(16).padStart(4, '0')} not read` };
  }
}

/** A text frame `( ... )` of lock models: a time request (`BASE,2,TIME`) is answered with the time, others answer a command. */
function decodeText(frame: Buffer): Decoded {
  const text = printable(frame);
  if (text.includes('BASE,2')) {
    const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    return { messages: [], reply: Buffer.from(text.replace('TIME', now), 'ascii') };
  }
  return { messages: [{ kind: 'commandResult', text }], reply: null };
}

/**
 * JT/T 808 (2011/2013 and 2019 headers) over TCP, Traccar's "huabao": registration (0x0100, answered
 * 0x8100), authentication, heartbeats and location reports answered with the general reply 0x8001
 * once their positions are committed.
 */
export const jt808Codec: TrackerCodec = {
  protocol: 'jt808',
  maxFrameBytes,
  frameLength: (buffer) => jt808FrameLength(buffer, maxFrameBytes),
  decode(frame, session): Decoded {
    if (frame[0] === 0x28) return decodeText(frame);
    if (frame[0] !== standardDelimiter && frame[0] !== alternativeDelimiter) {
      return { messages: [], reply: null, skipped: `${frame.length} bytes that are no frame (${frame.subarray(0, 8).toString('hex')})` };
    }
    if (frame.length === 1) return { messages: [], reply: null, skipped: 'a lone frame delimiter' };
    // Every message is delimited: one not understood is skipped, unanswered (the terminal sends it again).
    try {
      const message = openJt808Message(frame);
      const identifier = identifierOf(message.id);
      terminals.set(session, message);
      const decoded = { ...decodeMessage(message, identifier), packetType: `0x${message.type.toString(16).padStart(4, '0')}` };
      if (identifier === session.identifier) return decoded;
      session.identifier = identifier;
      return { ...decoded, messages: [{ kind: 'login', identifier }, ...decoded.messages] };
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      return { messages: [], reply: null, skipped: `${error.reason} (${frame.subarray(0, 16).toString('hex')})` };
    }
  },
  refusal(session) {
    // The standard's way to tell a terminal it is not registered: 0x8100 result 4, or a failed general reply.
    const last = terminals.get(session);
    if (!last) return null;
    if (last.type === type.register)
      return buildJt808Message(last, registerReply, Buffer.concat([u16(last.serial), Buffer.from([unknownTerminal])]));
    return reply(last, failure);
  },
  encodeCommand(command, session) {
    const terminal = terminals.get(session);
    if (!terminal) throw new Error('a JT/T 808 command needs the terminal to have sent a message');
    return encodeJt808Command(command, terminal);
  },
};
