import type { Admission, Closure } from '../trackers/connection';
import type { Decoded, DeviceMessage } from '../trackers/protocol';
import { FrameError } from '../trackers/protocol';
import {
  diagnosticFrame,
  maxFrames,
  type CloseReason,
  type DeviceDiagnostics,
  type DiagnosticConnection,
  type DiagnosticFrame,
  type FrameOutcome,
} from './deviceDiagnostics';

/**
 * The tracker connection layer's one seam into device diagnostics: every frame read and written,
 * what the codec made of it, what storage made of its positions, and how the connection ended. The
 * codecs report nothing new for it: a decoded frame is understood, a FrameError rejected, a frame
 * with `skipped` skipped for that reason; where the codec names the frame's `packetType`, the types
 * of skipped frames (and of frames decoded into nothing) are counted.
 */
export interface ConnectionTrace {
  /** Runs the codec's decode, noting the frame and its outcome; rethrows what decode throws. */
  decode(frame: Buffer, decode: () => Decoded): Decoded;
  /** The device named itself; only a registered device's traffic is kept. */
  identified(identifier: string, admission: Admission): void;
  /** Bytes written to the device (replies, commands). */
  sent(bytes: Buffer): void;
  /** What storage made of the positions of a decoded frame. */
  committed(decoded: Decoded, outcomes: readonly string[]): void;
  /** The server closed the connection, or (null) it ends without a reason of the server's. */
  closing(reason: Pick<Closure, 'kind' | 'detail'> | { kind: 'serverStop'; detail: string } | null): void;
  /** The socket is gone. */
  closed(): void;
}

const summary = (message: DeviceMessage): string => {
  switch (message.kind) {
    case 'login':
      return `login ${message.identifier}`;
    case 'positions':
      return message.positions.length === 1 ? '1 position' : `${message.positions.length} positions`;
    case 'heartbeat':
      return 'heartbeat';
    case 'commandResult':
      return `command answer: ${message.text.slice(0, 100)}`;
  }
};

/** A frame the codec skipped, or of a named type it decoded into nothing. */
const isSkipped = (decoded: Decoded) =>
  decoded.skipped !== undefined || (decoded.packetType !== undefined && decoded.messages.length === 0 && decoded.reply === null);

/** How a frame the codec decoded is first noted (its positions' fate follows once committed). */
function outcomeOf(decoded: Decoded): { outcome: FrameOutcome; detail: string } {
  if (isSkipped(decoded)) return { outcome: 'ignored', detail: decoded.skipped ?? `packet type ${decoded.packetType} not decoded` };
  const detail = decoded.messages.map(summary).join('; ');
  return { outcome: 'decoded', detail: detail || (decoded.reply ? 'answered' : 'nothing to store') };
}

/** Outcomes of a frame's positions, e.g. "2 positions: 1 stored, 1 filtered". */
function storedDetail(outcomes: readonly string[]): { outcome: FrameOutcome; detail: string } {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  const parts = [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
  return {
    outcome: counts.size === 1 && counts.has('stored') ? 'stored' : 'notStored',
    detail: `${outcomes.length === 1 ? '1 position' : `${outcomes.length} positions`}: ${parts}`,
  };
}

/**
 * One connection's trace. Frames before the device names itself wait (at most as many as a device
 * keeps) and go to its log once it turns out to be registered; an unregistered device's are dropped.
 */
export function traceConnection(
  store: DeviceDiagnostics,
  protocol: string,
  remoteAddress: string,
  now: () => Date = () => new Date(),
): ConnectionTrace {
  const connectedAt = now();
  let identifier: string | null = null;
  /** One per device named on the connection (an H02 connection may carry several ids). */
  const connections: DiagnosticConnection[] = [];
  let pending: DiagnosticFrame[] | null = [];
  let ending: { reason: CloseReason; detail: string } | null = null;
  const byDecoded = new WeakMap<Decoded, DiagnosticFrame>();

  const note = (direction: DiagnosticFrame['direction'], bytes: Buffer, outcome: FrameOutcome, detail: string): DiagnosticFrame => {
    const kept = diagnosticFrame({ time: now(), direction, protocol, bytes, outcome, detail });
    if (identifier) store.device(identifier).frame(kept);
    else if (pending) {
      pending.push(kept);
      if (pending.length > maxFrames) pending.shift();
    }
    return kept;
  };

  return {
    decode(frame, decode) {
      let decoded: Decoded;
      try {
        decoded = decode();
      } catch (error) {
        if (error instanceof FrameError) note('in', frame, 'rejected', error.reason);
        throw error;
      }
      const { outcome, detail } = outcomeOf(decoded);
      byDecoded.set(decoded, note('in', frame, outcome, detail));
      if (decoded.packetType !== undefined && identifier && isSkipped(decoded))
        store.device(identifier).unknownType(protocol, decoded.packetType, now());
      return decoded;
    },

    identified(name, admission) {
      if (name === identifier) return;
      if (admission === 'unregistered') {
        pending = null;
        return;
      }
      identifier = name;
      const log = store.device(name);
      const connection: DiagnosticConnection = { protocol, remoteAddress, connectedAt, closedAt: null, closeReason: null, detail: '' };
      connections.push(connection);
      log.connection(connection);
      for (const frame of pending ?? []) log.frame(frame);
      pending = null;
    },

    sent(bytes) {
      note('out', bytes, 'sent', '');
    },

    committed(decoded, outcomes) {
      const entry = byDecoded.get(decoded);
      if (!entry || !outcomes.length) return;
      Object.assign(entry, storedDetail(outcomes));
    },

    closing(reason) {
      ending ??= reason ? { reason: reason.kind, detail: reason.detail } : null;
    },

    closed() {
      const closedAt = now();
      for (const connection of connections) {
        if (connection.closedAt) continue;
        Object.assign(connection, { closedAt, closeReason: ending?.reason ?? 'device', detail: ending?.detail ?? '' });
      }
    },
  };
}

/** The trace of a connection nobody records (tests of the connection layer alone). */
export const untraced: ConnectionTrace = {
  decode: (_frame, decode) => decode(),
  identified() {},
  sent() {},
  committed() {},
  closing() {},
  closed() {},
};
