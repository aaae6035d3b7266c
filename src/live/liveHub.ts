import { session } from '../api/client';
import { runtimeConfig } from '../config';
import { connectLive, type LiveHandlers } from './liveConnection';

type Listener = Partial<LiveHandlers>;

const listeners = new Set<Listener>();
let stop: (() => void) | null = null;
let closing: ReturnType<typeof setTimeout> | undefined;
let connected = false;

// Leaving one map screen for another should not drop and reopen the stream.
const LINGER_MS = 2000;

const each = (call: (listener: Listener) => void) => listeners.forEach(call);

function open() {
  stop = connectLive({
    url: `${runtimeConfig().apiBaseUrl}/live`,
    fetch: (input, init) => fetch(input, init),
    accessToken: session.accessToken,
    refresh: session.refresh,
    handlers: {
      onPositions: (batch) => each((l) => l.onPositions?.(batch)),
      onAlert: (alert) => each((l) => l.onAlert?.(alert)),
      onConnected: (value) => {
        connected = value;
        each((l) => l.onConnected?.(value));
      },
    },
  });
}

/**
 * Subscribes to the live stream of the signed-in user's tenant. One connection serves every
 * subscriber; it opens with the first and closes shortly after the last leaves.
 */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(closing);
  if (!stop) open();
  else listener.onConnected?.(connected);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    closing = setTimeout(() => {
      stop?.();
      stop = null;
      connected = false;
    }, LINGER_MS);
  };
}
