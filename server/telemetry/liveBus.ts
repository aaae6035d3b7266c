import { EventEmitter } from 'node:events';
import type { Db } from '../db/engine';

/** A change pushed to open consoles: a new position of an asset, or an alert. */
export interface LiveEvent {
  type: 'position' | 'alert';
  tenantId: string;
  data: unknown;
}

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const channel = 'fleet_live';

/**
 * In-process on the embedded engine (one process by design); through PostgreSQL LISTEN/NOTIFY
 * on a server, so that a console connected to any instance sees changes made by all of them.
 */
export async function createLiveBus(db: Db): Promise<LiveBus> {
  const emitter = new EventEmitter().setMaxListeners(0);
  const deliver = (event: LiveEvent) => emitter.emit('event', event);
  const unlisten =
    db.kind === 'postgresql' ? await db.listen(channel, (payload) => deliver(JSON.parse(payload) as LiveEvent)) : null;

  return {
    publish: async (event) => (unlisten ? db.notify(channel, JSON.stringify(event)) : void deliver(event)),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
      await unlisten?.();
    },
  };
}
