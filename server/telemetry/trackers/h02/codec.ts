import type { PositionReport } from '../../ingest/positionReport';
import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { readBinaryReport } from './binary';
import { encodeH02Command } from './commands';
import { h02FrameLength } from './framing';
import { readStatusReport } from './statusReports';
import { readTextPosition, readVp1Position, splitText, type H02Text } from './text';

/** Text frames are a line of a hundred-odd characters; cell lists (NBR) run longer. */
const maxFrameBytes = 1024;

/** Every frame names its device: the first naming a new one on the connection is its login. */
function identify(id: string, session: TrackerSession): DeviceMessage[] {
  if (!id) {
    if (!session.identifier) throw new FrameError('a frame with an empty device id on a connection no device has named');
    return [];
  }
  if (!/^\d+$/.test(id)) throw new FrameError(`a device id "${id}" that is not digits`);
  if (id === session.identifier) return [];
  session.identifier = id;
  return [{ kind: 'login', identifier: id }];
}

const positions = (...reports: PositionReport[]): DeviceMessage => ({ kind: 'positions', positions: reports });

/** The time in replies: yyyyMMddHHmmss, UTC. */
const replyStamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-T:]/g, '');
const ascii = (text: string) => Buffer.from(text, 'latin1');

/**
 * What a text frame says, and the answer Traccar's H02 server gives: heartbeats (HTBT, V0) are
 * echoed, a V1 position and an NBR cell list are answered `*HQ,<id>,V4,<type>,<time>#`, nothing
 * else is. A line of a known type that does not read, and types not decoded (BASE, XT, BS, ...),
 * are skipped after naming the device.
 */
function decodeText(text: H02Text, session: TrackerSession, now: Date): Decoded {
  const { sentence, id, type, fields } = text;
  const named = () => identify(id, session);
  if (type === 'HTBT' || type === 'V0') {
    const battery = Number(fields[0]);
    const reading = fields[0] && Number.isInteger(battery) && battery <= 100 ? { attributes: { batt: battery } } : {};
    const echo = `${sentence.split(',').slice(0, 3).join(',').replace(/#$/, '')}#`;
    return { messages: [...named(), { kind: 'heartbeat', ...reading }], reply: ascii(echo) };
  }
  if (type === 'SMS')
    return { messages: [...named(), { kind: 'commandResult', text: sentence.slice(sentence.indexOf(',SMS,') + 5, -1) }], reply: null };
  const fix = type === 'VP1' ? readVp1Position(sentence) : readTextPosition(sentence);
  if (fix) {
    const messages = [...named(), ...(fix.answer !== undefined ? [{ kind: 'commandResult' as const, text: fix.answer }] : [])];
    messages.push(positions({ ...fix.report, deviceId: session.identifier as string }));
    return { messages, reply: fix.type === 'V1' && id ? ascii(`*HQ,${id},V4,V1,${replyStamp(now)}#`) : null };
  }
  const status = readStatusReport(type, sentence);
  if (status) {
    const reply = type === 'NBR' ? ascii(`*HQ,${id},V4,NBR,${replyStamp(now)}#`) : null;
    return { messages: [...named(), { kind: 'heartbeat', attributes: status.attributes }], reply };
  }
  return { messages: named(), reply: null, skipped: `a "${type}" line not read (${sentence.slice(0, 40)})`, packetType: type };
}

function decodeBinary(frame: Buffer, session: TrackerSession): Decoded {
  const report = readBinaryReport(frame);
  return { messages: [...identify(report.deviceId, session), positions(report)], reply: null };
}

function decodeFrame(frame: Buffer, session: TrackerSession): Decoded {
  const first = frame[0];
  if (first === 0x2a) return decodeText(splitText(frame), session, new Date());
  if (first === 0x24) return decodeBinary(frame, session);
  if (frame.every((byte) => byte === 0x0d || byte === 0x0a || byte === 0x20)) return { messages: [], reply: null }; // between frames
  if (first === 0x58) return { messages: [], reply: null, skipped: 'an X binary report (not decoded)' };
  return { messages: [], reply: null, skipped: `${frame.length} bytes that are no frame (${frame.subarray(0, 8).toString('hex')})` };
}

/**
 * H02 (Sinotrack and clones) over TCP: text frames `*..#` and binary `$` reports. A frame that does
 * not decode is skipped and the connection goes on: every frame starts with a marker, so the
 * stream always re-aligns at the next.
 */
export const h02Codec: TrackerCodec = {
  protocol: 'h02',
  maxFrameBytes,
  frameLength: (buffer, session) => h02FrameLength(buffer, session, maxFrameBytes),
  decode(frame, session): Decoded {
    try {
      return decodeFrame(frame, session);
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      return { messages: [], reply: null, skipped: error.reason };
    }
  },
  refusal: () => null,
  encodeCommand(command, session) {
    if (!session.identifier) throw new Error('an H02 command needs the device id the device named');
    return encodeH02Command(command, session.identifier, new Date());
  },
};
