import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';

/** A vector of `tests/fixtures/trackers/vectors.json` (see its README). */
export interface Vector {
  id: string;
  protocol: string;
  kind: string;
  hex: string;
  expect: {
    reply_hex?: string | null;
    record_count?: number;
    records?: { time: string; latitude: number; longitude: number; speed_kmh: number }[];
    position?: { time: string; latitude: number; longitude: number };
  };
}

const vectors: Vector[] = JSON.parse(readFileSync(new URL('../fixtures/trackers/vectors.json', import.meta.url), 'utf8'));

export const vector = (id: string): Vector => {
  const found = vectors.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no vector ${id}`);
  return found;
};
export const bytesOf = (id: string) => Buffer.from(vector(id).hex, 'hex');

/** A tracker's end of a TCP connection: what it received (hex) and whether the server hung up. */
export interface TrackerEnd {
  socket: Socket;
  received(): string;
  readonly closed: boolean;
  /** Waits until the received bytes (hex) are exactly `hex`, then a moment more to see nothing else comes. */
  expectReceived(hex: string, timeoutMs?: number): Promise<void>;
  waitClosed(timeoutMs?: number): Promise<void>;
  write(bytes: Buffer): void;
  end(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function connectTracker(port: number): Promise<TrackerEnd> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  const until = async (condition: () => boolean, what: string, timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; !condition(); await sleep(10)) {
      if (Date.now() > deadline) throw new Error(`${what}; received ${received.toString('hex') || 'nothing'}${closed ? ', closed' : ''}`);
    }
  };
  return {
    socket,
    received: () => received.toString('hex'),
    get closed() {
      return closed;
    },
    async expectReceived(hex, timeoutMs = 10_000) {
      await until(() => received.length * 2 >= hex.length || closed, `expected ${hex}`, timeoutMs);
      await sleep(100);
      if (received.toString('hex') !== hex) throw new Error(`expected ${hex}, received ${received.toString('hex')}`);
    },
    waitClosed: (timeoutMs = 10_000) => until(() => closed, 'expected the server to close the connection', timeoutMs),
    write: (bytes) => socket.write(bytes),
    end: () => socket.destroy(),
  };
}
