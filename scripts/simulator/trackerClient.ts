import { connect, type Socket } from 'node:net';
import type { TrackerProtocolName } from '../../server/telemetry/trackers/protocol';
import {
  gt06Heartbeat,
  gt06Login,
  gt06Position,
  gt06Reply,
  h02Position,
  jt808Auth,
  jt808Position,
  jt808Reply,
  suntechPosition,
  teltonikaAck,
  teltonikaHandshake,
  teltonikaPacket,
  type DeviceFix,
} from './trackerFrames';

export interface TrackerClientOptions {
  host: string;
  port: number;
  /** Teltonika: records per packet (a device sends when it has this many). */
  batch: number;
  /** An acknowledgement not back within this time: the device reconnects and resends. */
  ackTimeoutMs: number;
  log: (line: string) => void;
}

/** What a device keeps before it drops the oldest fixes (a tracker's flash is finite too). */
const maxKept = 10_000;
const reconnectMs = 5_000;
/** GT06 devices send a status frame every few minutes; the server answers it. */
const heartbeatEvery = 20;

/**
 * One tracker as the hardware behaves: it keeps its fixes until the server acknowledges them,
 * connects and logs in (Teltonika IMEI handshake, GT06 login, JT/T 808 authentication), sends them, waits for the
 * acknowledgement, and on a timeout or a lost connection reconnects and sends them again.
 * GT06 location packets, H02 frames and Suntech reports get no acknowledgement: once written they are gone.
 */
export class TrackerClient {
  private kept: DeviceFix[] = [];
  private socket: Socket | null = null;
  private received = Buffer.alloc(0);
  private waiter: { bytes: Buffer; resolve(ok: boolean): void } | null = null;
  private sending = false;
  private stopped = false;
  private serial = 1;
  private sent = 0;

  constructor(
    readonly protocol: TrackerProtocolName,
    readonly identifier: string,
    private readonly options: TrackerClientOptions,
  ) {}

  /** Keeps a fix and sends what is due. */
  push(fix: DeviceFix) {
    this.kept.push(fix);
    if (this.kept.length > maxKept) this.kept.shift();
    void this.flush();
  }

  async stop() {
    this.stopped = true;
    while (this.sending) await new Promise((resolve) => setTimeout(resolve, 50));
    this.socket?.destroy();
  }

  private due() {
    return this.protocol === 'teltonika' ? this.kept.length >= this.options.batch : this.kept.length > 0;
  }

  private async flush() {
    if (this.sending || this.stopped || !this.due()) return;
    this.sending = true;
    try {
      while (!this.stopped && this.due()) {
        if (!this.socket && !(await this.login())) {
          await new Promise((resolve) => setTimeout(resolve, reconnectMs));
          continue;
        }
        if (!(await this.sendKept())) this.disconnect();
      }
    } finally {
      this.sending = false;
    }
  }

  private async login(): Promise<boolean> {
    const socket = connect(this.options.port, this.options.host);
    socket.setNoDelay(true);
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    if (!connected) {
      this.options.log(`${this.protocol} ${this.identifier}: cannot connect to ${this.options.host}:${this.options.port}`);
      socket.destroy();
      return false;
    }
    this.socket = socket;
    this.received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('close', () => this.disconnect());
    socket.on('error', () => {});
    if (this.protocol === 'h02' || this.protocol === 'suntech') return true;
    const accepted = await this.loginExchange();
    if (!accepted) {
      this.options.log(`${this.protocol} ${this.identifier}: login not accepted (is the device registered and fitted to an asset?)`);
      this.disconnect();
    }
    return accepted;
  }

  private loginExchange(): Promise<boolean> {
    if (this.protocol === 'teltonika') return this.exchange(teltonikaHandshake(this.identifier), Buffer.from([1]));
    if (this.protocol === 'jt808') return this.jt808Exchange(0x0102, (serial) => jt808Auth(this.identifier, serial));
    return this.gt06Exchange(0x01, (serial) => gt06Login(this.identifier, serial));
  }

  /** Sends the kept fixes; answers false when the server did not acknowledge what it must. */
  private async sendKept(): Promise<boolean> {
    if (this.protocol === 'teltonika') {
      const batch = this.kept.slice(0, 255);
      if (!(await this.exchange(teltonikaPacket(batch), teltonikaAck(batch.length)))) return false;
      this.kept.splice(0, batch.length);
      return true;
    }
    const fix = this.kept[0];
    if (this.protocol === 'jt808') {
      if (!(await this.jt808Exchange(0x0200, (serial) => jt808Position(this.identifier, fix, serial)))) return false;
    } else if (this.protocol === 'h02') this.socket?.write(h02Position(this.identifier, fix));
    else if (this.protocol === 'suntech') this.socket?.write(suntechPosition(this.identifier, fix, ++this.sent));
    else {
      if (++this.sent % heartbeatEvery === 0 && !(await this.gt06Exchange(0x13, gt06Heartbeat))) return false;
      this.socket?.write(gt06Position(fix, this.nextSerial()));
    }
    this.kept.shift();
    return true;
  }

  private nextSerial() {
    this.serial = (this.serial % 0xffff) + 1;
    return this.serial;
  }

  private gt06Exchange(protocol: number, frame: (serial: number) => Buffer) {
    const serial = this.nextSerial();
    return this.exchange(frame(serial), gt06Reply(protocol, serial));
  }

  /** A JT/T 808 message and the server's general reply to it (0x8001 with its serial and type). */
  private jt808Exchange(type: number, frame: (serial: number) => Buffer) {
    const serial = this.nextSerial();
    return this.exchange(frame(serial), jt808Reply(this.identifier, serial, type));
  }

  /** Writes a frame and waits for exactly the expected answer. */
  private exchange(frame: Buffer, expected: Buffer): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(false), this.options.ackTimeoutMs);
      const settle = (ok: boolean) => {
        clearTimeout(timer);
        this.waiter = null;
        resolve(ok);
      };
      this.waiter = { bytes: expected, resolve: settle };
      this.socket?.write(frame);
      this.read(Buffer.alloc(0));
    });
  }

  private read(chunk: Buffer) {
    this.received = Buffer.concat([this.received, chunk]);
    const waiter = this.waiter;
    if (!waiter || this.received.length < waiter.bytes.length) return;
    const answer = this.received.subarray(0, waiter.bytes.length);
    this.received = this.received.subarray(waiter.bytes.length);
    waiter.resolve(answer.equals(waiter.bytes));
  }

  private disconnect() {
    this.socket?.destroy();
    this.socket = null;
    this.waiter?.resolve(false);
  }
}
