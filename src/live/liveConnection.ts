import type { components } from '../api/schema';
import { createSseParser } from './sseParser';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * Delay before reconnection attempt `attempt` (0-based): doubling from 1 s up to 30 s, with up to
 * a fifth of random spread so that many consoles do not all come back at the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (1 - 0.2 * random()));
}

export type LivePosition = components['schemas']['LivePosition'];
export type LiveAlert = components['schemas']['Alert'];

export interface LiveHandlers {
  /** Positions that arrived together, in order. */
  onPositions(batch: LivePosition[]): void;
  onAlert(alert: LiveAlert): void;
  onConnected(connected: boolean): void;
}

export interface LiveConnectionDeps {
  url: string;
  fetch: typeof fetch;
  /** The current access token, or null when there is none yet. */
  accessToken(): string | null | Promise<string | null>;
  /** Renews the access token (rejects when the session is gone). */
  refresh(): Promise<string>;
  handlers: LiveHandlers;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps the server's live stream open: fetch streaming (so the bearer header can be sent, which
 * EventSource cannot), a token renewal on 401, and reconnection with backoff. Returns stop().
 */
export function connectLive({ url, fetch: send, accessToken, refresh, handlers, wait = defaultWait }: LiveConnectionDeps) {
  const controller = new AbortController();
  const { signal } = controller;

  const dispatch = (events: { type: string; data: string }[]) => {
    const positions: LivePosition[] = [];
    for (const event of events) {
      if (event.type === 'position') positions.push(JSON.parse(event.data) as LivePosition);
      else if (event.type === 'alert') handlers.onAlert(JSON.parse(event.data) as LiveAlert);
    }
    if (positions.length > 0) handlers.onPositions(positions);
  };

  /** Reads one connection to its end; true when it was open (so backoff starts over). */
  const stream = async (): Promise<boolean> => {
    const token = (await accessToken()) ?? (await refresh());
    const response = await send(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    });
    if (response.status === 401) {
      await refresh();
      return false;
    }
    if (!response.ok || !response.body) return false;
    handlers.onConnected(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parse = createSseParser();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) dispatch(parse(chunk.value));
    return true;
  };

  const run = async () => {
    let attempt = 0;
    while (!signal.aborted) {
      const wasOpen = await stream().catch(() => false);
      if (signal.aborted) return;
      handlers.onConnected(false);
      attempt = wasOpen ? 0 : attempt + 1;
      await wait(backoffDelay(attempt), signal);
    }
  };
  void run();

  return () => controller.abort();
}
