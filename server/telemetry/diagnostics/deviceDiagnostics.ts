import type { Schema } from '../../contract';

/**
 * What support needs to see of a device's traffic: its last frames (raw bytes, what was made of
 * them), the packet types no codec understood with their counts, and its last connections. Kept in
 * this instance's memory, bounded per device and in the number of devices (see DECISIONS.md), and
 * never in positions.
 */

/** Frames kept per device, both directions together. */
export const maxFrames = 50;
/** Connections kept per device. */
export const maxConnections = 20;
/** Distinct unknown packet types kept per device; past it the least recently seen is dropped. */
export const maxUnknownTypes = 20;
/** Bytes of a frame kept; `length` says how long it was. */
export const maxFrameBytes = 512;
/** Devices kept; past it the one heard from least recently is forgotten. */
export const maxDevices = 20_000;

/**
 * `decoded`: understood, nothing to store (login, heartbeat); `stored`/`notStored`: its positions'
 * fate (refused by a rule, time filtered); `refused`: an OsmAnd report that can never be stored; `ignored`: a packet type not understood, skipped;
 * `rejected`: not a frame the codec could read (bad checksum, malformed); `sent`: ours to the device.
 */
export type FrameOutcome = Schema<'DiagnosticFrame'>['outcome'];

export interface DiagnosticFrame {
  time: Date;
  direction: 'in' | 'out';
  protocol: string;
  /** The first maxFrameBytes bytes. */
  bytes: Buffer;
  length: number;
  outcome: FrameOutcome;
  detail: string;
}

/** Why a connection ended: the device hung up, the server closed it (the listeners' reasons), or the server stopped. */
export type CloseReason = NonNullable<Schema<'DiagnosticConnection'>['closeReason']>;

export interface DiagnosticConnection {
  protocol: string;
  remoteAddress: string;
  connectedAt: Date;
  closedAt: Date | null;
  closeReason: CloseReason | null;
  detail: string;
}

export interface UnknownType {
  protocol: string;
  type: string;
  count: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/**
 * A frame as kept: its first maxFrameBytes bytes and its length. The bytes are copied (never a view of
 * a socket's buffer, which would keep the whole read alive) unless the caller made them for this (`owned`).
 */
export const diagnosticFrame = (frame: Omit<DiagnosticFrame, 'length'>, owned = false): DiagnosticFrame => {
  const bytes = frame.bytes.subarray(0, maxFrameBytes);
  return {
    time: frame.time,
    direction: frame.direction,
    protocol: frame.protocol,
    bytes: owned ? bytes : Buffer.from(bytes),
    length: frame.bytes.length,
    outcome: frame.outcome,
    detail: frame.detail,
  };
};

export interface DeviceLog {
  /** Keeps the frame (made by diagnosticFrame); it may still be updated in place once its positions are committed. */
  frame(frame: DiagnosticFrame): void;
  unknownType(protocol: string, type: string, at: Date): void;
  connection(connection: DiagnosticConnection): void;
}

export interface DeviceDiagnosticsSnapshot {
  /** Newest first. */
  frames: DiagnosticFrame[];
  /** Most often seen first. */
  unknownTypes: UnknownType[];
  /** Newest first. */
  connections: DiagnosticConnection[];
}

export interface DeviceDiagnostics {
  /** The log of a registered device, made on first use. */
  device(identifier: string): DeviceLog;
  read(identifier: string): DeviceDiagnosticsSnapshot | null;
}

/** Keeps the last `max` of an array, oldest first. */
const keepLast = <T>(items: T[], item: T, max: number) => {
  items.push(item);
  if (items.length > max) items.shift();
};

class Log implements DeviceLog {
  readonly frames: DiagnosticFrame[] = [];
  readonly connections: DiagnosticConnection[] = [];
  readonly unknownTypes = new Map<string, UnknownType>();

  frame(frame: DiagnosticFrame) {
    keepLast(this.frames, frame, maxFrames);
  }

  unknownType(protocol: string, type: string, at: Date) {
    const key = `${protocol}:${type}`;
    const seen = this.unknownTypes.get(key) ?? { protocol, type, count: 0, firstSeenAt: at, lastSeenAt: at };
    seen.count += 1;
    seen.lastSeenAt = at;
    // Re-inserted: the map's order is then least recently seen first.
    this.unknownTypes.delete(key);
    this.unknownTypes.set(key, seen);
    if (this.unknownTypes.size > maxUnknownTypes) this.unknownTypes.delete(this.unknownTypes.keys().next().value as string);
  }

  connection(connection: DiagnosticConnection) {
    keepLast(this.connections, connection, maxConnections);
  }
}

export function createDeviceDiagnostics(): DeviceDiagnostics {
  // Insertion order is recency order: a device is moved to the end each time it is used.
  const logs = new Map<string, Log>();
  return {
    device(identifier) {
      const log = logs.get(identifier) ?? new Log();
      logs.delete(identifier);
      logs.set(identifier, log);
      if (logs.size > maxDevices) logs.delete(logs.keys().next().value as string);
      return log;
    },
    read(identifier) {
      const log = logs.get(identifier);
      if (!log) return null;
      return {
        frames: [...log.frames].reverse(),
        unknownTypes: [...log.unknownTypes.values()].sort((a, b) => b.count - a.count || b.lastSeenAt.getTime() - a.lastSeenAt.getTime()),
        connections: [...log.connections].reverse(),
      };
    },
  };
}

/** A device's diagnostics as the API answers them: empty for a device this instance has not heard. */
export function toDeviceDiagnostics(snapshot: DeviceDiagnosticsSnapshot | null): Schema<'DeviceDiagnostics'> {
  if (!snapshot) return { frames: [], unknownTypes: [], connections: [] };
  return {
    frames: snapshot.frames.map(({ bytes, time, ...frame }) => ({ ...frame, time: time.toISOString(), hex: bytes.toString('hex') })),
    unknownTypes: snapshot.unknownTypes.map((type) => ({
      ...type,
      firstSeenAt: type.firstSeenAt.toISOString(),
      lastSeenAt: type.lastSeenAt.toISOString(),
    })),
    connections: snapshot.connections.map((connection) => ({
      ...connection,
      connectedAt: connection.connectedAt.toISOString(),
      closedAt: connection.closedAt?.toISOString() ?? null,
    })),
  };
}
