import type { FleetState } from '../fleet/fleetState';
import type { LiveHandlers } from './liveConnection';
import { buffersOf, type FromLiveWorker, type ToLiveWorker } from './liveProtocol';

type Listener = Partial<Pick<LiveHandlers, 'onAlert' | 'onConnected'>>;

/** What the page lends the worker: where the stream is, and its session's access tokens. */
export interface LiveHubDeps {
  url(): string;
  accessToken(): string | null;
  /** Renews the access token (rejects when the session is gone). */
  refresh(): Promise<string>;
  startWorker?: () => Worker;
}

// Leaving one map screen for another should not drop and reopen the stream.
const LINGER_MS = 2000;

const startLiveWorker = () => new Worker(new URL('./live.worker.ts', import.meta.url), { type: 'module', name: 'live' });

/**
 * The page's side of the live stream, which a worker reads: one connection serves every
 * subscriber and kept fleet; it opens with the first and closes shortly after the last leaves.
 */
export function createLiveHub({ url, accessToken, refresh, startWorker = startLiveWorker }: LiveHubDeps) {
  const listeners = new Set<Listener>();
  const fleets = new Map<number, FleetState>();
  let worker: Worker | null = null;
  let users = 0;
  let open = false;
  let connected = false;
  let closing: ReturnType<typeof setTimeout> | undefined;
  let lastKey = 0;

  const send = (message: ToLiveWorker, transfer: ArrayBuffer[] = []) => worker?.postMessage(message, transfer);

  const answerToken = async (id: number, renew: boolean) =>
    send({ type: 'token', id, token: renew ? await refresh().catch(() => null) : accessToken() });

  const receive = ({ data }: MessageEvent<FromLiveWorker>) => {
    switch (data.type) {
      case 'update':
        fleets.get(data.key)?.adopt(data.update);
        break;
      case 'alert':
        listeners.forEach((l) => l.onAlert?.(data.alert));
        break;
      case 'connected':
        connected = data.value;
        listeners.forEach((l) => l.onConnected?.(data.value));
        break;
      case 'token':
        void answerToken(data.id, data.renew);
    }
  };

  /** Opens the stream if it is not; the returned release closes it after the last user. */
  const retainStream = () => {
    users++;
    clearTimeout(closing);
    if (!worker) {
      worker = startWorker();
      worker.onmessage = receive;
    }
    if (!open) send({ type: 'open', url: new URL(url(), location.href).href });
    open = true;
    return () => {
      if (--users > 0) return;
      closing = setTimeout(() => {
        send({ type: 'close' });
        open = connected = false;
      }, LINGER_MS);
    };
  };

  return {
    /** Alerts and connection state of the stream of the signed-in user's tenant. */
    subscribeLive(listener: Listener): () => void {
      const wasOpen = open;
      listeners.add(listener);
      const release = retainStream();
      if (wasOpen) listener.onConnected?.(connected);
      return () => {
        listeners.delete(listener);
        release();
      };
    },

    /**
     * Keeps the fleet's assets where the stream says they are. Call it again after replacing the
     * fleet's assets; until then the worker keeps the rows it was given.
     */
    trackLive(fleet: FleetState): () => void {
      const key = ++lastKey;
      const release = retainStream();
      fleets.set(key, fleet);
      const arrays = fleet.copyArrays();
      send({ type: 'track', key, ids: fleet.ids, arrays }, buffersOf(arrays));
      return () => {
        fleets.delete(key);
        send({ type: 'untrack', key });
        release();
      };
    },
  };
}
