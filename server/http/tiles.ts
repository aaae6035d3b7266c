import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { Config } from '../config';

/** Where the console finds the archive; the style names it with the `pmtiles` protocol (src/map/maplibre.ts). */
export const ARCHIVE_PATH = '/tiles/basemap.pmtiles';

const ATTRIBUTION = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The Protomaps basemap style over the self-hosted archive. Without labels: text needs glyph files
 * (fonts as PBF) that are not published on npm, and nothing may come from the internet at run time;
 * without labels the style needs neither glyphs nor sprites.
 */
export function selfHostedStyle(mode: 'light' | 'dark') {
  return {
    version: 8,
    name: `fleet-streets-${mode}`,
    sources: { protomaps: { type: 'vector', url: `pmtiles://${ARCHIVE_PATH}`, attribution: ATTRIBUTION } },
    layers: layers('protomaps', namedFlavor(mode)),
  };
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null when unsatisfiable; undefined for no (or several) ranges. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] === '' ? null : Number(match[1]), match[2] === '' ? null : Number(match[2])];
  const start = first ?? Math.max(0, size - (last as number));
  // A range past the end is cut at the end (a reader asks for 16 kB of the head of any archive).
  const end = first === null || last === null ? size - 1 : Math.min(last, size - 1);
  return start > end || start >= size ? null : { start, end };
}

async function sendArchive(file: string, rangeHeader: string | undefined, reply: FastifyReply) {
  const { size, mtimeMs } = await stat(file);
  reply.header('accept-ranges', 'bytes').header('etag', `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`);
  reply.header('cache-control', 'no-cache').type('application/vnd.pmtiles');
  const range = byteRange(rangeHeader, size);
  if (range === null) return reply.status(416).header('content-range', `bytes */${size}`).send();
  if (range === undefined) return reply.header('content-length', size).send(createReadStream(file));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, range));
}

/** With FLEET_TILES: the archive, read by the browser in HTTP byte ranges, and its styles. Public, as the console's files. */
export function serveTiles(app: FastifyInstance, config: Config) {
  const file = config.tilesFile;
  if (!file) return;
  app.get(ARCHIVE_PATH, (request, reply) => sendArchive(file, request.headers.range, reply));
  app.get('/tiles/style/light.json', async () => selfHostedStyle('light'));
  app.get('/tiles/style/dark.json', async () => selfHostedStyle('dark'));
}
