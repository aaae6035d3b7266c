import { createSocket } from 'node:dgram';
import type { IngestPipeline } from '../ingest/pipeline';
import type { Admission, Closure } from './connection';
import { FrameError, type Decoded } from './protocol';

export interface UdpListenerDeps {
  /** Decodes one datagram: the device it names, its messages and the acknowledgement. */
  decode(datagram: Buffer): Decoded & { identifier: string; reply: Buffer };
  submit: IngestPipeline['submit'];
  admit(identifier: string): Promise<Admission>;
  refused(identifier: string, remoteAddress: string): void;
  /** A datagram dropped unanswered, and why (the device resends it). */
  dropped(closure: Closure): void;
}

export interface UdpListener {
  port: number;
  close(): Promise<void>;
}

/** Datagrams being stored at once; past it new ones are dropped unanswered and the device resends them. */
const maxInFlight = 2_000;
/** A device's admission is looked up again after this long (it may have been registered or removed meanwhile). */
const admissionTtlMs = 60_000;

/**
 * Teltonika over UDP: every datagram names its device and is acknowledged on its own, once its
 * records are committed. Nothing is kept per device but its admission, for a minute; an
 * unregistered device is recorded as pending and gets no answer (UDP has no refusal).
 */
export async function startUdpListener(deps: UdpListenerDeps, options: { port: number; host: string }): Promise<UdpListener> {
  const socket = createSocket(options.host.includes(':') ? 'udp6' : 'udp4');
  const admissions = new Map<string, { admission: Admission; until: number }>();
  let inFlight = 0;
  let closing = false;

  const admit = async (identifier: string) => {
    const known = admissions.get(identifier);
    if (known && known.until > Date.now()) return known.admission;
    const admission = await deps.admit(identifier);
    if (admissions.size > 100_000) admissions.clear();
    admissions.set(identifier, { admission, until: Date.now() + admissionTtlMs });
    return admission;
  };

  async function receive(datagram: Buffer, address: string, port: number) {
    const remoteAddress = `${address}:${port}`;
    let identifier: string | undefined;
    try {
      const decoded = deps.decode(datagram);
      identifier = decoded.identifier;
      const admission = await admit(identifier);
      if (admission !== 'accepted') {
        if (admission === 'unregistered') deps.refused(identifier, remoteAddress);
        return deps.dropped({ kind: 'refused', detail: `${admission} device ${identifier}`, remoteAddress, identifier });
      }
      const reports = decoded.messages.flatMap((message) => (message.kind === 'positions' ? message.positions : []));
      const outcomes = await Promise.all(reports.map((report) => deps.submit({ ...report, deviceId: identifier as string })));
      if (outcomes.includes('unknownDevice')) throw new Error(`device ${identifier} is no longer fitted to an asset`);
      socket.send(decoded.reply, port, address);
    } catch (error) {
      const closure =
        error instanceof FrameError
          ? { kind: 'badFrame' as const, detail: error.reason }
          : { kind: 'notStored' as const, detail: String(error instanceof Error ? error.message : error) };
      deps.dropped({ ...closure, remoteAddress, identifier });
    }
  }

  const working = new Set<Promise<void>>();
  socket.on('message', (datagram, remote) => {
    if (closing || inFlight >= maxInFlight) return;
    inFlight++;
    const work = receive(datagram, remote.address, remote.port).finally(() => {
      inFlight--;
      working.delete(work);
    });
    working.add(work);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port, options.host, () => resolve());
  });
  return {
    port: socket.address().port,
    async close() {
      closing = true;
      await Promise.all(working);
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
