import { EventEmitter } from 'node:events';
import sql from 'sql-template-tag';
import { prepared, type Db } from '../db/engine';
import { packEvents, type LiveEvent, type LiveTransport, type ReceivePayload, type TenantEvent } from './liveEvents';

export interface LiveBus {
  publish(...events: LiveEvent[]): Promise<void>;
  /** Tenant events, for live streams. `onClose` runs when the bus closes (the server stops), so that streams can end. */
  subscribe(listener: (event: TenantEvent) => void, onClose?: () => void): () => void;
  /** Heard by every instance, whether it has open streams or not. */
  onSessionsEnded(listener: (userId: string) => void): () => void;
  close(): Promise<void>;
}

const channel = 'fleet_live';
const sessionsEndedMark = '"type":"sessionsEnded"';

/** PostgreSQL LISTEN/NOTIFY: nothing to run beside the database, but commits queue on it and payloads stay small. */
async function notifyTransport(db: Db, receive: ReceivePayload): Promise<LiveTransport> {
  const unlisten = await db.listen(channel, receive);
  return {
    echoes: true,
    async send(events) {
      // One round trip for all the notifications of a batch. NOTIFY gives its transaction an id, so
      // its commit would wait for a WAL flush like a batch's; notifications need no durability.
      const payloads = packEvents(events);
      await db.query(
        prepared(sql`select pg_notify(${channel}, payload)
        from set_config('synchronous_commit', 'off', true), unnest(${payloads}::text[]) as payload`),
      );
    },
    close: unlisten,
  };
}

/**
 * In-process on the embedded engine (one process by design); between instances through NATS when
 * `natsUrl` is given, else through PostgreSQL LISTEN/NOTIFY, so that a console connected to any
 * instance sees changes made by all of them.
 */
export async function createLiveBus(db: Db, options: { natsUrl?: string | null; log?: (line: string) => void } = {}): Promise<LiveBus> {
  const emitter = new EventEmitter().setMaxListeners(0);
  const deliver = (event: LiveEvent) =>
    event.type === 'sessionsEnded' ? emitter.emit('sessionsEnded', event.userId) : emitter.emit('event', event);
  // An instance without open streams reads only the notifications that may end sessions: parsing
  // thousands of positions a second is real work. (A device attribute could contain the text too;
  // then the payload is parsed for nothing, and only its top-level events count.)
  const receive: ReceivePayload = (payload) => {
    if (emitter.listenerCount('event') || payload.includes(sessionsEndedMark)) (JSON.parse(payload) as LiveEvent[]).forEach(deliver);
  };
  const log = options.log ?? (() => {});
  let transport: LiveTransport | null = null;
  if (options.natsUrl) {
    const { natsTransport } = await import('./natsTransport');
    transport = await natsTransport(options.natsUrl, receive, log);
  } else if (db.kind === 'postgresql') transport = await notifyTransport(db, receive);
  let closed = false;

  return {
    async publish(...events) {
      if (closed || !events.length) return;
      if (!transport?.echoes) events.forEach(deliver);
      await transport?.send(events);
    },
    onSessionsEnded(listener) {
      emitter.on('sessionsEnded', listener);
      return () => void emitter.off('sessionsEnded', listener);
    },
    subscribe(listener, onClose) {
      emitter.on('event', listener);
      if (onClose) emitter.on('close', onClose);
      return () => {
        emitter.off('event', listener);
        if (onClose) emitter.off('close', onClose);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      emitter.emit('close');
      emitter.removeAllListeners();
      await transport?.close();
    },
  };
}
