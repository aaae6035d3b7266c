import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

const oneYear = 365 * 24 * 60 * 60;

/** `https://tiles.example.com/styles/x.json` -> `https://tiles.example.com`; nothing for a relative or broken URL. */
const originOf = (url: string | null): string[] => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/**
 * The services the browser itself calls, from the runtime config: map styles (their tiles, glyphs and
 * sprites on the style's host, or on the hosts of MAP_TILE_ORIGINS). Routing and geocoding are the
 * server's to call: the browser never reaches them.
 */
export function browserServiceOrigins(config: Pick<Config, 'mapStyleUrl' | 'mapStyleDarkUrl' | 'mapStyles' | 'mapTileOrigins'>) {
  const styles = config.mapStyles.flatMap((style) => [style.url, style.darkUrl]);
  const origins = [config.mapStyleUrl, config.mapStyleDarkUrl, ...styles].flatMap(originOf);
  return [...new Set([...origins, ...config.mapTileOrigins.flatMap(originOf)])];
}

/**
 * Content-Security-Policy of every answer. Scripts come only from the console's own files (the build has
 * no inline script). Styles may be inline: MUI's emotion writes its CSS into <style> elements at run time
 * and maplibre and deck.gl set style attributes; style injection cannot run code. maplibre starts its
 * workers from blob: URLs and draws tiles from blob: images; deck.gl fetches its icon atlas from a data: URL;
 * the live-stream worker is a file of our own.
 */
export function contentSecurityPolicy(config: Parameters<typeof browserServiceOrigins>[0]) {
  const services = browserServiceOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...services],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'data:', ...services],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, a Referrer-Policy that sends other
 * sites only our origin (tile services with keys check it; paths with record ids stay here), no framing.
 * HSTS only on answers that went out over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto):
 * over plain HTTP the header is ignored, and sent by a server behind no TLS it would promise what is not there.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${oneYear}; includeSubDomains`);
  });
}
