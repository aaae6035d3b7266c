// The live stream, off the page's main thread: reading and decoding every position event and
// finding each asset's row happen here; the page only receives arrays ready for the GPU.
import { connectLive } from './liveConnection';
import { createLiveFleets } from './liveFleets';
import { UPDATE_INTERVAL_MS, buffersOf, type FromLiveWorker, type ToLiveWorker } from './liveProtocol';
import { throttle } from './throttle';

const post = (message: FromLiveWorker, transfer: ArrayBuffer[] = []) => self.postMessage(message, { transfer });

const fleets = createLiveFleets();
let stop: (() => void) | null = null;

const tokenRequests = new Map<number, (token: string | null) => void>();
let lastRequest = 0;
const askToken = (renew: boolean) =>
  new Promise<string | null>((resolve) => {
    tokenRequests.set(++lastRequest, resolve);
    post({ type: 'token', id: lastRequest, renew });
  });

const handOver = throttle(() => {
  for (const { key, update } of fleets.takeUpdates()) post({ type: 'update', key, update }, buffersOf(update.moved, update.statuses ?? {}));
}, UPDATE_INTERVAL_MS);

function open(url: string) {
  stop?.();
  stop = connectLive({
    url,
    fetch: (input, init) => fetch(input, init),
    accessToken: () => askToken(false),
    refresh: async () => {
      const token = await askToken(true);
      if (token === null) throw new Error('The session is gone');
      return token;
    },
    handlers: {
      onPositions: (batch) => {
        if (fleets.apply(batch)) handOver();
      },
      onAlert: (alert) => post({ type: 'alert', alert }),
      onConnected: (value) => post({ type: 'connected', value }),
    },
  });
}

self.onmessage = ({ data }: MessageEvent<ToLiveWorker>) => {
  switch (data.type) {
    case 'open':
      open(data.url);
      break;
    case 'close':
      stop?.();
      stop = null;
      break;
    case 'track':
      fleets.track(data.key, data.ids, data.arrays);
      break;
    case 'untrack':
      fleets.untrack(data.key);
      break;
    case 'token':
      tokenRequests.get(data.id)?.(data.token);
      tokenRequests.delete(data.id);
  }
};
