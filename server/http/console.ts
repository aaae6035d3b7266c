import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

/** Settings the console reads at start, so one build serves any deployment. */
export const runtimeConfig = (config: Config) => ({
  apiBaseUrl: '/api',
  assetsBaseUrl: '/api',
  tenantsBaseUrl: '/api',
  geoBaseUrl: '/api',
  companyName: config.companyName,
  mapStyleUrl: config.mapStyleUrl,
  mapStyleDarkUrl: config.mapStyleDarkUrl,
  routingUrl: config.routingUrl,
  geocodingUrl: config.geocodingUrl,
});

/**
 * Serves the built console beside the API on one port: files from dist/, and index.html for
 * every other path that is not under /api, so that the console's own routes load on reload.
 */
export function serveConsole(app: FastifyInstance, config: Config) {
  app.get('/config.json', async () => runtimeConfig(config));
  const indexFile = config.staticDir ? path.join(config.staticDir, 'index.html') : null;
  const hasConsole = indexFile !== null && existsSync(indexFile);
  if (hasConsole) app.register(fastifyStatic, { root: config.staticDir as string, wildcard: false });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasConsole || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Not found.' });
    }
    return reply.type('text/html').send(readFileSync(indexFile as string));
  });
}
