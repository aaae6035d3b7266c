import { createServer, type Server } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A PNG of one colour, 256 px square. */
export function solidPng([red, green, blue]: [number, number, number]): Buffer {
  const size = 256;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [red, green, blue][i % 3])]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A stand-in street map service: a raster style whose tiles are all of one colour, with its attribution; /silent.json never answers. */
export function fakeTileServer(colour: [number, number, number], attribution: string) {
  const tile = solidPng(colour);
  const state = { tileRequests: 0 };
  let base = '';
  const server: Server = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*' };
    if (request.url === '/style.json') {
      const style = {
        version: 8,
        name: 'test streets',
        sources: { streets: { type: 'raster', tiles: [`${base}/tiles/{z}/{x}/{y}.png`], tileSize: 256, attribution } },
        layers: [{ id: 'streets', type: 'raster', source: 'streets' }],
      };
      return response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(style));
    }
    // A service that takes the request and never answers.
    if (request.url === '/silent.json') return;
    if (request.url?.startsWith('/tiles/')) {
      state.tileRequests++;
      return response.writeHead(200, { ...cors, 'content-type': 'image/png' }).end(tile);
    }
    response.writeHead(404, cors).end();
  });
  return {
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((base = `http://127.0.0.1:${(server.address() as { port: number }).port}`))),
      ),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An address where nothing listens: a port the system gave out and took back. */
export async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The colour of the page's pixel at (x, y), from a screenshot. */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, type: 'png' });
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, png.toString('base64'));
}

/** Whether two colours are alike within a few steps per channel. */
export const near = (a: number[], b: number[], tolerance = 6) => a.every((value, i) => Math.abs(value - b[i]) <= tolerance);

/** `#rrggbb` as numbers. */
export const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
