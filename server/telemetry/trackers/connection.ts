import type { Socket } from 'node:net';
import type { IngestPipeline } from '../ingest/pipeline';
import type { ConnectedDevices, DeviceLink } from './connectedDevices';
import { untraced, type ConnectionTrace } from '../diagnostics/connectionTrace';
import { FrameError, type Decoded, type TrackerCodec, type TrackerSession } from './protocol';

/** Whether a device may send: registered and fitted to an asset, registered only, or nobody's. */
export type Admission = 'accepted' | 'unfitted' | 'unregistered';

/** Why the server closed a connection: counted per kind, logged with the detail. */
export interface Closure {
  kind: 'badFrame' | 'refused' | 'notStored' | 'timeout' | 'overBudget';
  detail: string;
  remoteAddress: string;
  identifier?: string;
}

export interface ConnectionDeps {
  codec: TrackerCodec;
  /** The ingestion pipeline's submit: resolves once the position is committed. */
  submit: IngestPipeline['submit'];
  admit(identifier: string): Promise<Admission>;
  /** An unregistered device was refused: note it among the pending devices. */
  refused(identifier: string, remoteAddress: string): void;
  devices: ConnectedDevices;
  /** A connection was closed against the device's will, and why. */
  closedFor(closure: Closure): void;
  /** Device diagnostics: the connection's frames, replies and end (none when absent). */
  trace?(protocol: TrackerCodec['protocol'], remoteAddress: string): ConnectionTrace;
  /** A frame was skipped, not understood (`Decoded.skipped`); the connection goes on. */
  skippedFrame?(skip: Omit<Closure, 'kind'>): void;
  /** The device's model setting, read once it is admitted (some protocols lay frames out per model). */
  modelOf?(identifier: string): Promise<string | null>;
  /** A connection that has not identified itself this long after it opened is closed, whatever it sent meanwhile. */
  loginTimeoutMs: number;
  /** A device's connection silent this long is closed. */
  idleTimeoutMs: number;
}

/** Frames whose replies still wait for commits; past this the connection stops reading until they are out. */
const maxFramesInFlight = 32;
/** Unframed bytes kept at most: a frame and what one read can bring beside it. */
const bufferLimit = (codec: TrackerCodec) => codec.maxFrameBytes + 64 * 1024;
/** A refused device has this long to read the refusal and hang up. */
const farewellMs = 5_000;
/**
 * What a connection may send before its device is admitted: a login frame and a few keep-alives, in
 * bytes and in frames (a stream of one-byte frames costs the server per frame). Past either the
 * connection is closed, so nobody keeps the server busy without a device.
 */
export const preLogin = { bytes: 2048, frames: 16 };
/**
 * Frames (and bytes) handled in one go before the connection lets the event loop serve others: a
 * stream of tiny frames (Teltonika's one-byte keep-alives) cannot hold the server's one thread.
 */
const slice = { frames: 64, bytes: 64 * 1024 };
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One device's TCP connection: cuts the stream into frames (however the network split or joined
 * them), decodes them in order, admits the device at login, submits its positions to ingestion and
 * writes each reply only once every position of its frame is committed, in frame order. A device
 * resends what was not acknowledged, so every failure closes the connection without an answer.
 */
export function serveConnection(socket: Socket, deps: ConnectionDeps): { drain(): Promise<void> } {
  const { codec } = deps;
  const remoteAddress = `${socket.remoteAddress}:${socket.remotePort}`;
  const session: TrackerSession = {};
  const trace = deps.trace?.(codec.protocol, remoteAddress) ?? untraced;
  let buffered: Buffer = Buffer.alloc(0);
  let admitted: string | undefined;
  let link: DeviceLink | undefined;
  /** Replies, in frame order: each waits for its frame's commits and for the replies before it. */
  let replies: Promise<void> = Promise.resolve();
  let inFlight = 0;
  let pumping = false;
  let closed = false;
  let draining = false;

  /** Ends the connection; a farewell (a refusal) is flushed before the socket goes. */
  const close = (reason: Pick<Closure, 'kind' | 'detail'> | null, farewell: Buffer | null = null) => {
    if (closed) return;
    closed = true;
    trace.closing(reason);
    if (reason) deps.closedFor({ ...reason, remoteAddress, identifier: admitted ?? session.identifier });
    if (!farewell) return socket.destroy();
    trace.sent(farewell);
    socket.end(farewell);
    setTimeout(() => socket.destroy(), farewellMs).unref();
  };
  const write = (bytes: Buffer) => {
    if (closed) return;
    trace.sent(bytes);
    socket.write(bytes);
  };
  /** Runs after every reply already due: the device hears things in the order they happened. */
  const inOrder = (step: () => Promise<void> | void) => {
    replies = replies.then(step).catch((error) => {
      close({ kind: 'notStored', detail: error instanceof Error ? error.message : String(error) });
    });
    return replies;
  };
  const flowControl = () => {
    if (closed) return;
    if (pumping || draining || inFlight >= maxFramesInFlight) socket.pause();
    else socket.resume();
  };

  socket.setNoDelay(true);
  // A deadline from the start, not a silence: a byte now and then does not keep an anonymous connection open.
  const loginDeadline = setTimeout(() => close({ kind: 'timeout', detail: 'no login' }), deps.loginTimeoutMs).unref();
  const preLoginSpent = { bytes: 0, frames: 0 };

  /** Answers the device's new link, or null when it was refused (and the connection is closing). */
  async function admit(identifier: string): Promise<DeviceLink | null> {
    const admission = await deps.admit(identifier);
    trace.identified(identifier, admission);
    if (admission !== 'accepted') {
      await inOrder(() => {});
      if (admission === 'unregistered') deps.refused(identifier, remoteAddress);
      close({ kind: 'refused', detail: `${admission} device ${identifier}` }, codec.refusal(session));
      return null;
    }
    if (link) deps.devices.detach(link);
    session.model = deps.modelOf ? await deps.modelOf(identifier) : null;
    if (!admitted) {
      clearTimeout(loginDeadline);
      socket.setTimeout(deps.idleTimeoutMs, () => close({ kind: 'timeout', detail: 'idle' }));
    }
    admitted = identifier;
    link = {
      protocol: codec.protocol,
      identifier,
      remoteAddress,
      encodeCommand: (command) => codec.encodeCommand(command, session),
      send(bytes) {
        if (closed) return false;
        void inOrder(() => write(bytes));
        return true;
      },
    };
    return link;
  }

  /** Sends the frame's reply once its positions are committed; unknown or unstored positions close the connection unanswered. */
  function acknowledge(decoded: Decoded) {
    const reports = decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
    if (!reports.length && !decoded.reply) return; // a keep-alive: nothing to wait for, nothing to send
    const commits = reports.map((report) => deps.submit({ ...report, deviceId: admitted as string }));
    // Awaited below once the replies before them are out; a refusal (overloaded) may come sooner, and a
    // rejection nobody handles yet would end the process.
    for (const commit of commits) commit.catch(() => {});
    inFlight++;
    void inOrder(async () => {
      try {
        const outcomes = await Promise.all(commits);
        trace.committed(decoded, outcomes);
        if (outcomes.includes('unknownDevice')) throw new Error(`device ${admitted} is no longer fitted to an asset`);
        if (decoded.reply) write(decoded.reply);
      } finally {
        inFlight--;
        flowControl();
      }
    });
  }

  async function handle(frame: Buffer) {
    const decoded = trace.decode(frame, () => codec.decode(frame, session));
    if (decoded.skipped) deps.skippedFrame?.({ detail: decoded.skipped, remoteAddress, identifier: admitted ?? session.identifier });
    const login = decoded.messages.find((message) => message.kind === 'login');
    const identifier = login?.kind === 'login' ? login.identifier : session.identifier;
    const newLink = identifier && identifier !== admitted ? await admit(identifier) : undefined;
    if (newLink === null) return;
    if (!admitted && decoded.messages.some((message) => message.kind === 'positions'))
      throw new FrameError('positions before the device identified itself');
    for (const message of decoded.messages) {
      if (message.kind === 'commandResult' && link) deps.devices.commandResult(link, message.text);
    }
    acknowledge(decoded);
    // Only now: a command sent on the 'connected' event goes out after the login's reply.
    if (newLink) deps.devices.attach(newLink);
  }

  /**
   * Takes whole frames off the buffer, one at a time: a login is settled before the frames after it.
   * After each slice it waits a turn of the event loop, so other connections and requests are served.
   */
  async function pump() {
    if (pumping) return;
    pumping = true;
    try {
      for (let frames = 0, bytes = 0; !closed && !draining;) {
        if (frames >= slice.frames || bytes >= slice.bytes) {
          await nextTurn();
          frames = bytes = 0;
          continue;
        }
        const length = codec.frameLength(buffered, session);
        if (length > codec.maxFrameBytes) throw new FrameError(`a frame of ${length} bytes announced (at most ${codec.maxFrameBytes})`);
        if (length === 0) {
          if (buffered.length >= codec.maxFrameBytes) throw new FrameError(`no frame within ${codec.maxFrameBytes} bytes`);
          break;
        }
        if (length > buffered.length) break;
        if (!admitted && ((preLoginSpent.bytes += length) > preLogin.bytes || ++preLoginSpent.frames > preLogin.frames)) {
          close({
            kind: 'overBudget',
            detail: `more than ${preLogin.bytes} bytes or ${preLogin.frames} frames before the device identified itself`,
          });
          break;
        }
        const frame = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        frames++;
        bytes += length;
        await handle(frame);
      }
    } catch (error) {
      // Anything but a FrameError is the server's failure (the admission query): the device retries.
      if (error instanceof FrameError) close({ kind: 'badFrame', detail: error.reason });
      else close({ kind: 'notStored', detail: error instanceof Error ? error.message : String(error) });
    } finally {
      pumping = false;
      flowControl();
    }
  }

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    if (buffered.length > bufferLimit(codec)) return close({ kind: 'badFrame', detail: 'more unread data than a frame can hold' });
    socket.pause();
    void pump();
  });
  socket.on('error', () => close(null));
  socket.on('close', () => {
    closed = true;
    trace.closed();
    clearTimeout(loginDeadline);
    if (link) deps.devices.detach(link);
  });

  return {
    /** Stops reading, sends the replies of the frames already read once they are committed, and closes. */
    async drain() {
      draining = true;
      socket.pause();
      // Frames read before the drain may still add replies.
      for (let last; last !== replies;) await (last = replies);
      trace.closing({ kind: 'serverStop', detail: 'the server stopped' });
      close(null);
    },
  };
}
