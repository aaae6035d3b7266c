import { EventEmitter } from 'node:events';
import sql from 'sql-template-tag';
import { prepared, type Db } from '../db/engine';

/** A change pushed to open consoles: a new position or status of an asset, or an alert. */
export interface LiveEvent {
  type: 'position' | 'alert';
  tenantId: string;
  data: unknown;
}

export interface LiveBus {
  publish(...events: LiveEvent[]): Promise<void>;
  /** `onClose` runs when the bus closes (the server stops), so that streams can end. */
  subscribe(listener: (event: LiveEvent) => void, onClose?: () => void): () => void;
  close(): Promise<void>;
}

const channel = 'fleet_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7900;

/** Events as JSON arrays each under the NOTIFY limit: many events per notification. */
export function packEvents(events: LiveEvent[], limit = maxPayloadBytes): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json) + 1;
    // An event too large for any notification cannot be sent; ours are a few hundred bytes.
    if (bytes + 2 > limit) continue;
    if (size + bytes > limit) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes;
  }
  if (current.length) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

/**
 * In-process on the embedded engine (one process by design); through PostgreSQL LISTEN/NOTIFY
 * on a server, so that a console connected to any instance sees changes made by all of them.
 */
export async function createLiveBus(db: Db): Promise<LiveBus> {
  const emitter = new EventEmitter().setMaxListeners(0);
  const deliver = (event: LiveEvent) => emitter.emit('event', event);
  // An instance without open streams skips reading the notifications: at thousands of positions
  // a second that is real work.
  const receive = (payload: string) => {
    if (emitter.listenerCount('event')) (JSON.parse(payload) as LiveEvent[]).forEach(deliver);
  };
  const unlisten = db.kind === 'postgresql' ? await db.listen(channel, receive) : null;
  let closed = false;

  return {
    async publish(...events) {
      if (closed || !events.length) return;
      if (!unlisten) return void events.forEach(deliver);
      const payloads = packEvents(events);
      // One round trip for all the notifications of a batch.
      await db.query(prepared(sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`));
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
      await unlisten?.();
    },
  };
}
