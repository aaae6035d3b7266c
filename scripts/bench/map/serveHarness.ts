import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createFeed } from './feed';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/**
 * Builds the harness page (it uses the product's map and live code) with vite and serves it on a
 * free port, with the stand-in API that feeds it.
 */
export async function serveHarness() {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const outDir = mkdtempSync(path.join(tmpdir(), 'map-bench-'));
  await build({
    root,
    base: './',
    configFile: false,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const feed = createFeed();
  const server = createServer(async (request, response) => {
    if (feed.handle(request, response)) return;
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(outDir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    feed,
    async close() {
      feed.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
