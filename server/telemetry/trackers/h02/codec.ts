import type { PositionReport } from '../../osmand/positionReport';
import { FrameError, type Decoded, type DeviceMessage, type TrackerCodec, type TrackerSession } from '../protocol';
import { readBinaryReport } from './binary';
import { encodeH02Command } from './commands';
import { h02FrameLength } from './framing';
import { answerPositionIndex, readTextPosition, splitText } from './text';

/** Text frames are a line of a hundred-odd characters; cell lists (NBR) run longer. */
const maxFrameBytes = 1024;

/** Every frame names its device: the first naming a new one on the connection is its login. */
function identify(id: string, session: TrackerSession): DeviceMessage[] {
  if (!id) {
    if (!session.identifier) throw new FrameError('a frame with an empty device id on a connection no device has named');
    return [];
  }
  if (id === session.identifier) return [];
  session.identifier = id;
  return [{ kind: 'login', identifier: id }];
}

const positions = (...reports: PositionReport[]): DeviceMessage => ({ kind: 'positions', positions: reports });

/** V1 positions, V4 command answers (with where the device is), HTBT/V0 heartbeats; other types are let pass (`unknownType`). */
function decodeText(frame: Buffer, session: TrackerSession): Decoded {
  const { id, type, fields } = splitText(frame);
  const messages = identify(id, session);
  const deviceId = session.identifier as string;
  const decoded = (...more: DeviceMessage[]): Decoded => ({ messages: [...messages, ...more], reply: null });
  if (type === 'V1') return decoded(positions(readTextPosition(deviceId, fields, 0)));
  if (type === 'HTBT' || type === 'V0') {
    const battery = Number(fields[0]);
    const reading = fields[0] && Number.isInteger(battery) && battery <= 100 ? { attributes: { batt: battery } } : {};
    return decoded({ kind: 'heartbeat', ...reading });
  }
  if (type === 'V4') {
    const at = answerPositionIndex(fields);
    const answer: DeviceMessage = { kind: 'commandResult', text: (at < 0 ? fields : fields.slice(0, at)).join(',') };
    return at < 0 ? decoded(answer) : decoded(answer, positions(readTextPosition(deviceId, fields, at)));
  }
  return { ...decoded(), unknownType: type };
}

function decodeBinary(frame: Buffer, session: TrackerSession): DeviceMessage[] {
  const report = readBinaryReport(frame);
  return [...identify(report.deviceId, session), positions(report)];
}

/**
 * H02 (Sinotrack and clones) over TCP: text frames `*..#` and binary `$` reports. The devices wait for
 * no acknowledgement, so nothing is answered.
 */
export const h02Codec: TrackerCodec = {
  protocol: 'h02',
  maxFrameBytes,
  frameLength: (buffer, session) => h02FrameLength(buffer, session, maxFrameBytes),
  decode(frame, session): Decoded {
    const first = frame[0];
    if (first === 0x2a) return decodeText(frame, session);
    if (first === 0x24) return { messages: decodeBinary(frame, session), reply: null };
    if (frame.every((byte) => byte === 0x0d || byte === 0x0a || byte === 0x20)) return { messages: [], reply: null }; // between frames
    throw new FrameError(`neither a *...# nor a $ frame (starts ${frame.subarray(0, 4).toString('hex')})`);
  },
  refusal: () => null,
  encodeCommand(command, session) {
    if (!session.identifier) throw new Error('an H02 command needs the device id the device named');
    return encodeH02Command(command, session.identifier, new Date());
  },
};
