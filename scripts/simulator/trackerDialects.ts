import {
  gt06Heartbeat,
  gt06Login,
  gt06Position,
  gt06Reply,
  h02Position,
  jt808Auth,
  jt808Batch,
  jt808Reply,
  suntechPosition,
  teltonikaHandshake,
  teltonikaPacket,
  type DeviceFix,
} from './trackerFrames';

/**
 * How a benched device of one protocol speaks: what it sends first, how it sends a batch of fixes
 * and what the server answers a batch with (null: nothing, the protocol has no acknowledgement).
 */
export interface TrackerDialect {
  /** The first exchange of a connection: bytes to send and the answer that admits the device (null: none awaited). */
  hello(deviceId: string): { send: Buffer; answer: Buffer | null } | null;
  /** One batch of fixes as the device sends it, and the acknowledgement it waits for. */
  batch(deviceId: string, fixes: DeviceFix[], sequence: number): { send: Buffer; answer: Buffer | null };
  /** Whether the fixes' times may be finer than a second (Suntech text reports count whole seconds). */
  subSecond: boolean;
  /** Whether the server acknowledges a batch (else there is no latency to measure, only what is stored). */
  acknowledges: boolean;
}

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export const trackerDialects = {
  teltonika: {
    hello: (deviceId) => ({ send: teltonikaHandshake(deviceId), answer: Buffer.from([1]) }),
    batch: (_deviceId, fixes) => ({ send: teltonikaPacket(fixes), answer: u32(fixes.length) }),
    subSecond: true,
    acknowledges: true,
  },
  gt06: {
    hello: (deviceId) => ({ send: gt06Login(deviceId, 0), answer: gt06Reply(0x01, 0) }),
    // Location packets get no reply; a status packet after them does, once every position before it is
    // stored, so its reply times the batch as a Teltonika acknowledgement does.
    batch: (_deviceId, fixes, sequence) => {
      const first = (sequence * (fixes.length + 1) + 1) & 0xffff;
      const status = (first + fixes.length) & 0xffff;
      return {
        send: Buffer.concat([...fixes.map((fix, index) => gt06Position(fix, (first + index) & 0xffff)), gt06Heartbeat(status)]),
        answer: gt06Reply(0x13, status),
      };
    },
    subSecond: false,
    acknowledges: true,
  },
  h02: {
    hello: () => null,
    batch: (deviceId, fixes) => ({ send: Buffer.concat(fixes.map((fix) => h02Position(deviceId, fix))), answer: null }),
    subSecond: false,
    acknowledges: false,
  },
  suntech: {
    hello: () => null,
    batch: (deviceId, fixes, sequence) => ({
      send: Buffer.concat(fixes.map((fix, index) => suntechPosition(deviceId, fix, sequence * fixes.length + index))),
      answer: null,
    }),
    subSecond: false,
    acknowledges: false,
  },
  jt808: {
    hello: (deviceId) => ({ send: jt808Auth(deviceId, 0), answer: jt808Reply(deviceId, 0, 0x0102) }),
    batch: (deviceId, fixes, sequence) => ({
      send: jt808Batch(deviceId, fixes, sequence + 1),
      answer: jt808Reply(deviceId, sequence + 1, 0x0704),
    }),
    subSecond: false,
    acknowledges: true,
  },
} satisfies Record<string, TrackerDialect>;

export type BenchedProtocol = keyof typeof trackerDialects;
export const isBenchedProtocol = (name: string): name is BenchedProtocol => name in trackerDialects;
