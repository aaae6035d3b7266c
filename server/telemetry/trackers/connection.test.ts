import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { IngestOutcome } from '../ingest/storeBatch';
import type { PositionReport } from '../ingest/positionReport';
import { createConnectedDevices } from './connectedDevices';
import { preLogin, serveConnection, type Admission, type Closure, type ConnectionDeps } from './connection';
import { addressList, createConnectionBudget, turnedAwayReport } from './connectionBudget';
import { startTcpListener } from './tcpListener';
import { FrameError, type TrackerCodec } from './protocol';

/**
 * A toy protocol: [length][kind][body]. `L<id>` logs in (reply `+`), `P<n>` carries n positions
 * (reply `A<n>`), `K` is a keep-alive (no reply), `X` is a bad checksum. Enough to test framing and
 * ordering apart from real codecs.
 */
const toyCodec: TrackerCodec = {
  protocol: 'gt06',
  maxFrameBytes: 64,
  frameLength: (buffer) => {
    if (!buffer.length) return 0;
    if (buffer[0] < 2) throw new FrameError('impossible length');
    return buffer[0];
  },
  decode(frame, session) {
    const kind = String.fromCharCode(frame[1]);
    const body = frame.subarray(2).toString();
    if (kind === 'L') {
      session.identifier = body;
      return { messages: [{ kind: 'login', identifier: body }], reply: Buffer.from('+') };
    }
    if (kind === 'P') {
      const positions = Array.from({ length: Number(body) }, (_, index) => ({ ...position, time: new Date(index * 1000) }));
      return { messages: [{ kind: 'positions', positions }], reply: Buffer.from(`A${body}`) };
    }
    if (kind === 'K') return { messages: [], reply: null };
    throw new FrameError('bad checksum');
  },
  refusal: () => Buffer.from('-'),
  encodeCommand: () => null,
};
const position: PositionReport = {
  deviceId: '',
  time: new Date(0),
  latitude: 1,
  longitude: 2,
  speedKmh: 0,
  heading: null,
  altitude: null,
  accuracy: null,
  attributes: {},
};
const frame = (text: string) => Buffer.concat([Buffer.from([text.length + 1]), Buffer.from(text)]);

interface Harness {
  port: number;
  committed: PositionReport[];
  /** Commits everything submitted so far. */
  commit(): void;
  closures: Closure[];
  refused: string[];
  server: Server;
  deps: ConnectionDeps;
}

const harnesses: Harness[] = [];
afterEach(() => harnesses.splice(0).forEach((harness) => harness.server.close()));

async function startHarness(overrides: Partial<ConnectionDeps> = {}): Promise<Harness> {
  const waiting: { report: PositionReport; resolve(outcome: IngestOutcome): void }[] = [];
  const harness: Omit<Harness, 'port' | 'server' | 'deps'> = {
    committed: [],
    closures: [],
    refused: [],
    commit() {
      for (const { report, resolve } of waiting.splice(0)) {
        harness.committed.push(report);
        resolve('stored');
      }
    },
  };
  const deps: ConnectionDeps = {
    codec: toyCodec,
    submit: (report) => new Promise((resolve) => waiting.push({ report, resolve })),
    admit: async (identifier): Promise<Admission> => (identifier.startsWith('known') ? 'accepted' : 'unregistered'),
    refused: (identifier) => harness.refused.push(identifier),
    devices: createConnectedDevices(),
    closedFor: (closure) => harness.closures.push(closure),
    loginTimeoutMs: 2_000,
    idleTimeoutMs: 2_000,
    ...overrides,
  };
  const server = createServer((socket) => serveConnection(socket, deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const started = { ...harness, port: (server.address() as AddressInfo).port, server, deps };
  harnesses.push(started);
  return started;
}

/** A device's end: everything it received, and whether the server hung up. `from`: its source address. */
async function device(port: number, from = '127.0.0.1') {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise((resolve) => socket.once('connect', resolve));
  const state = { received: '', ended: false, socket };
  socket.on('data', (chunk) => (state.received += chunk.toString()));
  socket.on('close', () => (state.ended = true));
  socket.on('error', () => {});
  return state;
}

const until = async (condition: () => boolean, what: string) => {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 3_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a tracker connection', () => {
  it('acknowledges a frame only once its positions are committed, in frame order, whether frames arrive split or coalesced', async () => {
    const harness = await startHarness();
    const tracker = await device(harness.port);
    tracker.socket.write(frame('Lknown-1'));
    await until(() => tracker.received === '+', 'the login reply');

    // Two frames in one write, the second split across two more writes.
    const second = frame('P3');
    tracker.socket.write(Buffer.concat([frame('P2'), second.subarray(0, 1)]));
    await settle();
    tracker.socket.write(second.subarray(1, 2));
    await settle();
    tracker.socket.write(second.subarray(2));
    await settle();
    expect(tracker.received).toBe('+');

    harness.commit();
    await until(() => tracker.received === '+A2A3', 'both acknowledgements');
    expect(harness.committed.map((report) => report.deviceId)).toEqual(Array(5).fill('known-1'));
    await settle();
    expect(tracker.received).toBe('+A2A3');
  });

  it('refuses an unregistered device with its protocol refusal and notes it', async () => {
    const harness = await startHarness();
    const tracker = await device(harness.port);
    tracker.socket.write(frame('Lstranger'));
    await until(() => tracker.ended, 'the server to hang up');
    expect(tracker.received).toBe('-');
    expect(harness.refused).toEqual(['stranger']);
    expect(harness.closures).toMatchObject([{ kind: 'refused' }]);
  });

  it('closes only the connection that sent a bad frame, unacknowledged', async () => {
    const harness = await startHarness();
    const [bad, good] = [await device(harness.port), await device(harness.port)];
    for (const tracker of [bad, good]) tracker.socket.write(frame('Lknown-2'));
    await until(() => bad.received === '+' && good.received === '+', 'the logins');
    bad.socket.write(Buffer.concat([frame('P1'), frame('X')]));
    good.socket.write(frame('P1'));
    await until(() => bad.ended, 'the bad connection to close');
    harness.commit();
    await until(() => good.received === '+A1', 'the good acknowledgement');
    expect(bad.received).toBe('+');
    expect(good.ended).toBe(false);
    expect(harness.closures).toMatchObject([{ kind: 'badFrame', detail: 'bad checksum', identifier: 'known-2' }]);
  });

  it('closes without an acknowledgement when ingestion refuses (overloaded), so the device resends', async () => {
    const harness = await startHarness({ submit: () => Promise.reject(new Error('Too many positions wait to be stored.')) });
    const tracker = await device(harness.port);
    tracker.socket.write(Buffer.concat([frame('Lknown-3'), frame('P2')]));
    await until(() => tracker.ended, 'the server to hang up');
    expect(tracker.received).toBe('+');
    expect(harness.closures).toMatchObject([{ kind: 'notStored' }]);
  });

  it('closes when a later frame is refused (overloaded) while an earlier one still waits for its commit, leaving no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let calls = 0;
      let release = () => {};
      const harness = await startHarness({
        submit: () =>
          ++calls === 1
            ? new Promise((resolve) => (release = () => resolve('stored')))
            : Promise.reject(new Error('Too many positions wait to be stored.')),
      });
      const tracker = await device(harness.port);
      tracker.socket.write(Buffer.concat([frame('Lknown-5'), frame('P1'), frame('P2')]));
      await until(() => calls === 3, 'both frames submitted');
      await settle();
      release();
      await until(() => tracker.ended, 'the server to hang up');
      expect(tracker.received).toBe('+A1');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('closes on positions before a login, a frame longer than allowed and a silent connection', async () => {
    const harness = await startHarness({ loginTimeoutMs: 200 });
    const early = await device(harness.port);
    early.socket.write(frame('P1'));
    const huge = await device(harness.port);
    huge.socket.write(Buffer.from([200, 80]));
    const silent = await device(harness.port);
    await until(() => early.ended && huge.ended && silent.ended, 'all three to close');
    expect(harness.closures.map((closure) => closure.detail).sort()).toEqual([
      'a frame of 200 bytes announced (at most 64)',
      'no login',
      'positions before the device identified itself',
    ]);
  });

  it('registers the link at login, sends commands after the acknowledgements due, and forgets it on close', async () => {
    const devices = createConnectedDevices();
    // Command delivery sends what was queued as soon as the device connects: after its login reply.
    devices.subscribe((event) => event.type === 'connected' && event.link.send(Buffer.from('Q')));
    const harness = await startHarness({ devices });
    const tracker = await device(harness.port);
    tracker.socket.write(Buffer.concat([frame('Lknown-4'), frame('P1')]));
    await until(() => devices.get('known-4') !== undefined, 'the link');
    expect(devices.send('known-4', Buffer.from('C'))).toBe(true);
    await settle();
    expect(tracker.received).toBe('+Q');
    harness.commit();
    await until(() => tracker.received === '+QA1C', 'the acknowledgement, then the command');
    tracker.socket.end();
    await until(() => devices.get('known-4') === undefined, 'the link to go');
  });

  it('closes connections past the cap at once and takes new ones when others have gone', async () => {
    const harness = await startHarness();
    const budget = createConnectionBudget({ max: 2, maxPerAddress: 2 });
    const listener = await startTcpListener(harness.deps, { port: 0, host: '127.0.0.1', budget });
    try {
      const [first, second, third] = [
        await device(listener.port),
        await device(listener.port, '127.0.0.2'),
        await device(listener.port, '127.0.0.3'),
      ];
      await until(() => third.ended, 'the third connection to be closed');
      expect([first.ended, second.ended]).toEqual([false, false]);
      expect(budget.takeTurnedAway()).toEqual(new Map([['127.0.0.3', { cap: 1, share: 0 }]]));
      first.socket.destroy();
      await until(() => budget.open() === 1, 'the first connection to be counted out');
      const fourth = await device(listener.port);
      fourth.socket.write(frame('Lknown-5'));
      await until(() => fourth.received === '+', 'the fourth connection to be served');
    } finally {
      await listener.close();
    }
  });

  it('gives each source address its share of the cap, the whole cap to the addresses named for it, and counts what it turned away per address', async () => {
    const harness = await startHarness();
    const budget = createConnectionBudget({ max: 10, maxPerAddress: 2, fullCapAddresses: addressList(['127.0.0.8/30'], 'TEST') });
    const listener = await startTcpListener(harness.deps, { port: 0, host: '127.0.0.1', budget });
    try {
      const greedy: Awaited<ReturnType<typeof device>>[] = [];
      for (let index = 0; index < 5; index++) greedy.push(await device(listener.port, '127.0.0.4'));
      await until(() => greedy.filter((tracker) => tracker.ended).length === 3, 'three of five to be turned away');
      // Another address still gets in, and a NAT'd fleet named for the whole cap takes more than a share.
      const other = await device(listener.port, '127.0.0.5');
      const fleet: typeof greedy = [];
      for (let index = 0; index < 4; index++) fleet.push(await device(listener.port, '127.0.0.9'));
      other.socket.write(frame('Lknown-6'));
      await until(() => other.received === '+', 'the other address to be served');
      await settle();
      expect(fleet.map((tracker) => tracker.ended)).toEqual([false, false, false, false]);
      expect([budget.open(), budget.open('127.0.0.4'), budget.open('::ffff:127.0.0.9')]).toEqual([7, 2, 4]);
      const turnedAway = budget.takeTurnedAway();
      expect(turnedAway).toEqual(new Map([['127.0.0.4', { cap: 0, share: 3 }]]));
      expect(turnedAwayReport(budget, turnedAway)).toBe(
        'trackers: 3 connections turned away, by address: 127.0.0.4: 3 at its share of 2 (TRACKER_MAX_CONNECTIONS_PER_ADDRESS)',
      );
      expect(budget.takeTurnedAway().size).toBe(0);
    } finally {
      await listener.close();
    }
  });

  it('closes a connection that has not logged in by the deadline from its start, however often it sends a byte', async () => {
    const harness = await startHarness({ loginTimeoutMs: 400 });
    const trickler = await device(harness.port);
    const started = Date.now();
    // A frame of 60 bytes announced, then a byte every 50 ms: never silent for long, never a frame.
    trickler.socket.write(Buffer.from([60]));
    const trickle = setInterval(() => trickler.socket.write(Buffer.from('.')), 50);
    try {
      await until(() => trickler.ended, 'the trickling connection to be closed');
    } finally {
      clearInterval(trickle);
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(harness.closures).toMatchObject([{ kind: 'timeout', detail: 'no login' }]);
  });

  it('closes a connection that sends more than its byte budget before logging in, and lets a logged-in device send on', async () => {
    // Frames up to 255 bytes, so that a few of them pass the byte budget before the frame budget.
    const harness = await startHarness({ codec: { ...toyCodec, maxFrameBytes: 255 } });
    const keepAlives = (count: number) => Buffer.concat(Array.from({ length: count }, () => frame('K')));
    const overBudget = {
      kind: 'overBudget',
      detail: `more than ${preLogin.bytes} bytes or ${preLogin.frames} frames before the device identified itself`,
    };
    // Too many frames, however small; then too many bytes in a few frames.
    const chatty = await device(harness.port);
    chatty.socket.write(keepAlives(preLogin.frames + 1));
    await until(() => chatty.ended, 'the chatty connection to be closed');
    const bulky = await device(harness.port);
    const big = frame(`K${'.'.repeat(253)}`); // a keep-alive of 255 bytes
    bulky.socket.write(Buffer.concat(Array.from({ length: Math.floor(preLogin.bytes / big.length) + 1 }, () => big)));
    await until(() => bulky.ended, 'the bulky connection to be closed');
    expect(harness.closures).toMatchObject([overBudget, overBudget]);

    const known = await device(harness.port);
    known.socket.write(Buffer.concat([frame('Lknown-7'), keepAlives(preLogin.bytes), frame('P1')]));
    // The position is submitted once the keep-alives before it are handled: commit until it is.
    await until(() => (harness.commit(), known.received === '+A1'), 'the acknowledgement after the keep-alives');
    expect(known.ended).toBe(false);
    expect(harness.closures).toHaveLength(2);
  });

  it('handles a flood of tiny frames in slices, letting the event loop serve others between them', async () => {
    let decoded = 0;
    const counting: TrackerCodec = { ...toyCodec, decode: (bytes, session) => (decoded++, toyCodec.decode(bytes, session)) };
    const harness = await startHarness({ codec: counting });
    const flooder = await device(harness.port);
    flooder.socket.write(frame('Lknown-8'));
    await until(() => flooder.received === '+', 'the login reply');
    // 30,000 keep-alives in one write; note how many were decoded when the event loop next got a turn.
    const flood = Buffer.concat(Array.from({ length: 30_000 }, () => frame('K')));
    const atFirstTurn: number[] = [];
    const before = decoded;
    const watch = setInterval(() => decoded > before && atFirstTurn.push(decoded - before), 0);
    flooder.socket.write(flood);
    try {
      await until(() => decoded - before === 30_000, 'every keep-alive to be decoded');
    } finally {
      clearInterval(watch);
    }
    expect(atFirstTurn.length).toBeGreaterThan(10);
    expect(atFirstTurn[0]).toBeLessThanOrEqual(1_000);
    expect(flooder.ended).toBe(false);
  });
});
