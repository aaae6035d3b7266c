import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const heartbeatMs = 15_000;
/** setTimeout's largest delay; a later end is never reached by a stream anyway. */
const maxDelayMs = 2 ** 31 - 1;

/** Open streams counted per key (a user, a shared link), so that one too many is refused. */
export function streamLimit(max: number, refusal: string) {
  const open = new Map<string, number>();
  return {
    /** Takes a place for `key`, or refuses with 429; answers the function that gives the place back. */
    take(key: string): () => void {
      const count = open.get(key) ?? 0;
      if (count >= max) throw new HttpError(429, { error: refusal });
      open.set(key, count + 1);
      return () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}

export interface EventStream {
  /** Writes one event; a client more than `maxBufferedBytes` behind is dropped instead (it reconnects). */
  send(type: string, data: unknown): void;
  end(): void;
  /** Runs `cleanup` when the stream ends, however it ends (at once if it has ended). */
  whenEnded(cleanup: () => void): void;
}

/**
 * Answers the request with server-sent events: the headers, a heartbeat comment, and an end at
 * `endsAt` (ms since the epoch), when the client goes or when it falls too far behind.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { endsAt: number; maxBufferedBytes: number },
): EventStream {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  });
  stream.write(': connected\n\n');

  const cleanups: (() => void)[] = [];
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    for (const cleanup of cleanups) cleanup();
    stream.end();
  };
  const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
  const expiry = setTimeout(end, Math.min(Math.max(0, options.endsAt - Date.now()), maxDelayMs));
  request.raw.on('close', end);

  return {
    send(type, data) {
      if (ended) return;
      if (stream.writableLength > options.maxBufferedBytes) return end();
      stream.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end,
    whenEnded(cleanup) {
      if (ended) cleanup();
      else cleanups.push(cleanup);
    },
  };
}
