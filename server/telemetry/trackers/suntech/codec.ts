import type { PositionReport } from '../../ingest/positionReport';
import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { readCompressed, readUniversalBinary } from './binary';
import { encodeSuntechCommand, type SuntechDialect } from './commands';
import type { SuntechReport } from './fields';
import { suntechFrameLength } from './framing';
import { readLegacy, readSt4, readSt9, readUniversal } from './text';

/** Reports are a few hundred characters; a device's whole configuration (CMD;Res) runs to about a kilobyte. */
const maxFrameBytes = 4096;

/** The dialect each connection's device was seen to speak, for its commands. */
const dialects = new WeakMap<TrackerSession, SuntechDialect>();
const dialectOf = (session: TrackerSession): SuntechDialect => {
  let dialect = dialects.get(session);
  if (!dialect) dialects.set(session, (dialect = { universal: false, family: 'SA200' }));
  return dialect;
};

const deviceIdPattern = /^[0-9A-Za-z]{1,32}$/;

/** Every report names its device: the first naming a new one on the connection is its login. */
function identify(deviceId: string, session: TrackerSession): DeviceMessage[] {
  if (!deviceIdPattern.test(deviceId)) throw new FrameError(`an unreadable device id "${deviceId.slice(0, 40)}"`);
  if (deviceId === session.identifier) return [];
  session.identifier = deviceId;
  return [{ kind: 'login', identifier: deviceId }];
}

function messagesOf(report: SuntechReport, session: TrackerSession): DeviceMessage[] {
  const messages = identify(report.deviceId, session);
  if (report.result !== undefined) return [...messages, { kind: 'commandResult', text: report.result }];
  if (!report.fix) {
    const hasReadings = Object.keys(report.attributes).length > 0;
    return [...messages, hasReadings ? { kind: 'heartbeat', attributes: report.attributes } : { kind: 'heartbeat' }];
  }
  const { fix } = report;
  const position: PositionReport = {
    deviceId: report.deviceId,
    time: fix.time,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speedKmh: fix.speedKmh,
    heading: fix.heading,
    altitude: null,
    accuracy: null,
    attributes: { valid: fix.valid, ...report.attributes },
  };
  return [...messages, { kind: 'positions', positions: [position] }];
}

/** A text report by its first field: universal (`STT`), travel (`ST300HTE`), ST910, ST4xx or the legacy families. */
function readText(frame: Buffer, dialect: SuntechDialect): SuntechReport | null {
  const values = frame
    .toString('latin1')
    .replace(/[\r\n]+$/, '')
    .split(';');
  const prefix = values[0];
  if (prefix === 'CRR') return null; // crash report, sent in parts: not decoded
  if (prefix.length < 5) {
    dialect.universal = true;
    return readUniversal(values);
  }
  if (prefix.length > 5) dialect.family = prefix.slice(0, -3);
  if (prefix.endsWith('HTE')) return { deviceId: values[1] ?? '', attributes: { driverUniqueId: values[values.length - 1] } };
  if (prefix.startsWith('ST9')) return readSt9(values);
  if (prefix.startsWith('ST4')) return readSt4(values);
  if (prefix.startsWith('S')) return readLegacy(values);
  return null;
}

const isLineEnd = (frame: Buffer) => frame.every((byte) => byte === 0x0d || byte === 0x0a);
/** A report's type for diagnostics: the first field of a text report (`ST300STT`, `ALT`), the first byte of a binary one. */
const packetTypeOf = (frame: Buffer) =>
  frame[0] === 0x02 || frame[1] === 0x00
    ? `0x${frame[0].toString(16).padStart(2, '0')}`
    : frame
        .toString('latin1', 0, Math.min(frame.length, 16))
        .split(';')[0]
        .replace(/[^\x20-\x7e]/g, '');
/** The start of a frame for the log: text as it reads, binary as hex. */
const printable = (frame: Buffer) => {
  const start = frame.subarray(0, 40);
  return /^[\x20-\x7e\r\n]*$/.test(start.toString('latin1')) ? start.toString('latin1').trim() : start.toString('hex');
};

/**
 * Suntech ST300/ST340/ST4xx/ST500/ST600/ST910/SA200 and the universal protocol over TCP: text
 * reports ended by CR, and the compressed and binary reports. The devices wait for no
 * acknowledgement, so nothing is answered (as Traccar does).
 */
export const suntechCodec: TrackerCodec = {
  protocol: 'suntech',
  maxFrameBytes,
  frameLength: (buffer) => suntechFrameLength(buffer, maxFrameBytes),
  decode(frame, session): Decoded {
    const dialect = dialectOf(session);
    if (isLineEnd(frame)) return { messages: [], reply: null };
    // Every report ends where the next starts (a CR, or its own length): one not understood is skipped.
    const packetType = packetTypeOf(frame);
    try {
      let report: SuntechReport | null;
      if (frame[0] === 0x02) report = readCompressed(frame);
      else if (frame[1] === 0x00) {
        dialect.universal = true;
        report = readUniversalBinary(frame);
      } else report = readText(frame, dialect);
      if (!report) return { messages: [], reply: null, packetType, skipped: `a report not read (${printable(frame)})` };
      return { messages: messagesOf(report, session), reply: null, packetType };
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      return { messages: [], reply: null, packetType, skipped: `${error.reason} (${printable(frame)})` };
    }
  },
  refusal: () => null,
  encodeCommand(command, session) {
    if (!session.identifier) throw new Error('a Suntech command needs the device id the device named');
    return encodeSuntechCommand(command, session.identifier, dialectOf(session));
  },
};
