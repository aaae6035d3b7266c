import type { AttributeValue, PositionReport } from '../ingest/positionReport';

/**
 * The seam between a tracker protocol's codec (bytes to messages, commands to bytes: pure, tested
 * with the hex vectors) and the socket listener that frames a stream, feeds positions to ingestion
 * and writes replies only after the positions they acknowledge are committed.
 */
export type TrackerProtocolName = 'teltonika' | 'gt06' | 'h02' | 'suntech' | 'jt808';

/** A frame the connection cannot go on after: bad checksum, impossible length, garbage. */
export class FrameError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * What the connection knows about its device, kept between frames. The codec fills it in as it
 * decodes a login (the listener only creates it, one per connection, and reads it).
 */
export interface TrackerSession {
  /** Set once the device identified itself (login frame, or an H02 frame's id). */
  identifier?: string;
  /** GT06 logins may carry the device's time zone; its later dates are local to it. */
  timezoneMinutes?: number;
  /** The device's model setting (its sensor model's name), once admitted: some GT06 models lay frames out their own way. */
  model?: string | null;
}

export type DeviceMessage =
  /** The device named itself: a login frame, or the first H02 frame naming a new id on the connection. */
  | { kind: 'login'; identifier: string; timezoneMinutes?: number }
  /** Positions in our units; `deviceId` is the connection's identifier (or the frame's, for H02). */
  | { kind: 'positions'; positions: PositionReport[] }
  /** Alive, without a position; `attributes` are readings a status frame carried (GT06 ignition, alarm, battery). */
  | { kind: 'heartbeat'; attributes?: Record<string, AttributeValue> }
  /** The device's answer to a command we sent. */
  | { kind: 'commandResult'; text: string };

export interface Decoded {
  messages: DeviceMessage[];
  /**
   * The bytes the device expects back, or null. When `messages` hold positions, the listener sends
   * this only after they are committed (a device resends what is not acknowledged).
   */
  reply: Buffer | null;
  /**
   * Set when the frame was cut out whole but not understood (an unknown type, bytes between frames,
   * content that does not parse): the connection counts and logs it and goes on reading, since the
   * next frame starts where this one ended. A FrameError is for streams that cannot be re-aligned.
   */
  skipped?: string;
  /**
   * The frame's packet type as the protocol names it (GT06 `0x8a`, H02 `XT`), where the codec knows it:
   * a device's diagnostics count the types of the frames skipped (or decoded into nothing) by it.
   */
  packetType?: string;
}

export type TrackerCommand = { type: 'engineStop' } | { type: 'engineResume' } | { type: 'custom'; text: string };

export interface TrackerCodec {
  protocol: TrackerProtocolName;
  /** Longer frames are refused without buffering them. */
  maxFrameBytes: number;
  /**
   * The length of the whole frame at the start of `buffer`, or 0 when more bytes are needed.
   * Throws FrameError when the bytes cannot start a frame or announce an impossible length.
   */
  frameLength(buffer: Buffer, session: TrackerSession): number;
  /** Decodes one whole frame. Throws FrameError for a bad checksum or malformed content. */
  decode(frame: Buffer, session: TrackerSession): Decoded;
  /** What to send a device whose identifier is not registered, if the protocol has a refusal. */
  refusal(session: TrackerSession): Buffer | null;
  /** The bytes of a command for this device, or null when the protocol has no such command. */
  encodeCommand(command: TrackerCommand, session: TrackerSession): Buffer | null;
}
