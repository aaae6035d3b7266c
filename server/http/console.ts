import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** Settings the console reads at start, so one build serves any deployment. */
export const runtimeConfig = (config: Config) => ({
  apiBaseUrl: '/api',
  assetsBaseUrl: '/api',
  tenantsBaseUrl: '/api',
  geoBaseUrl: '/api',
  companyName: config.companyName,
  mapStyleUrl: config.mapStyleUrl,
  mapStyleDarkUrl: config.mapStyleDarkUrl,
  mapStyles: config.mapStyles,
  reportMaxDays: config.reportMaxDays,
});

/** Under the API's prefix: `/api`, `/api/…`, `/api?…`, but not a console route such as `/apiKeys`. */
const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/**
 * Serves the built console beside the API on one port: files from dist/, and index.html for
 * every other path that is not under /api, so that the console's own routes load on reload
 * (shared.html for /shared/<token>, the public page of a shared link).
 */
export function serveConsole(app: FastifyInstance, config: Config) {
  app.get('/config.json', async () => runtimeConfig(config));
  // The built console's folder, when there is a build in it.
  const root = config.staticDir !== null && existsSync(path.join(config.staticDir, 'index.html')) ? config.staticDir : null;
  if (root !== null) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      // The build names each file under assets/ after a hash of its content: a browser keeps it
      // without asking again. The pages are asked again each load, so a new release shows at once.
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', path.relative(root, filePath).startsWith(`assets${path.sep}`) ? immutable : revalidate),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || root === null || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Not found.' });
    }
    // A shared link's page is outside the signed-in console (shared.html, its own small entry).
    const page = request.url.startsWith('/shared/') ? 'shared.html' : 'index.html';
    return reply
      .type('text/html')
      .header('cache-control', revalidate)
      .send(readFileSync(path.join(root, page)));
  });
}
