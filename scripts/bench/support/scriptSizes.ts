import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Records every JavaScript file the page fetches (scripts, dynamic imports, module preloads): url -> gzip size. */
export function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void scripts.set(response.url(), gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  return { scripts, settled: () => Promise.all(pending) };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
