import { Worker } from 'node:worker_threads';

export interface TimedAnswer {
  status: number;
  body: unknown;
  /** From sending the request to reading the whole answer. */
  ms: number;
}

// Runs in a thread of its own: the test server (and PGlite's work) shares the test's event loop,
// which would otherwise delay reading an answer already sent and count that work as the request's.
const source = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ id, url, init }) => {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    parentPort.postMessage({ id, status: response.status, text, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

/** An HTTP client that times requests from another thread, as a client across the network would see them. */
export function timedClient() {
  const worker = new Worker(source, { eval: true });
  const waiting = new Map<number, (answer: { status: number; text: string; ms: number; error?: string }) => void>();
  let nextId = 0;
  worker.on('message', (answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return {
    request(url: string, init: { method: string; headers?: Record<string, string>; body?: string }): Promise<TimedAnswer> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, ({ status, text, ms, error }) =>
          error ? reject(new Error(error)) : resolve({ status, body: text ? JSON.parse(text) : null, ms }),
        );
        worker.postMessage({ id, url, init });
      });
    },
    close: () => worker.terminate(),
  };
}
