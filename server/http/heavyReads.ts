import type { RouteHandlerMethod } from 'fastify';
import { HttpError } from './errors';

/**
 * Heavy report reads of one server instance, a few at a time: each may hold a database connection and
 * a core for seconds, and ten at once kept /api/health and device acknowledgements waiting. Beyond the
 * running ones a short queue waits its turn; beyond the queue the answer is 503 with Retry-After.
 */
export interface HeavyReads {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Reads running and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

export function heavyReads(options: { concurrency: number; queue: number; retryAfterSeconds: number }): HeavyReads {
  let running = 0;
  const waiting: (() => void)[] = [];
  const busy = () =>
    new HttpError(
      503,
      { error: 'The server is busy with other reports. Please try again in a few seconds.' },
      { 'retry-after': String(options.retryAfterSeconds) },
    );
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running--;
  };
  return {
    async run(work) {
      if (running < options.concurrency) running++;
      else if (waiting.length < options.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw busy();
      // A slot handed on by `next` stays counted in `running`.
      try {
        return await work();
      } finally {
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** The operationIds the contract marks `x-heavy-read`. */
export function heavyReadOperations(contract: Record<string, unknown>): Set<string> {
  const paths = (contract.paths ?? {}) as Record<string, Record<string, { operationId?: string; 'x-heavy-read'?: boolean }>>;
  return new Set(
    Object.values(paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        operation?.['x-heavy-read'] && operation.operationId ? [operation.operationId] : [],
      ),
    ),
  );
}

/** A handler that waits for a slot of `reads` before it runs. */
export const throughHeavyReads = (reads: HeavyReads, handler: RouteHandlerMethod): RouteHandlerMethod =>
  function (request, reply) {
    return reads.run(async () => handler.call(this, request, reply));
  };
