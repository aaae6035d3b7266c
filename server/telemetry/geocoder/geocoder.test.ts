import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder';
import { describeNearestPlace } from './nearestPlace';

describe('offline addresses', () => {
  it('names the city a point is in, large places before nearer small ones, districts with their city', () => {
    expect(describeNearestPlace({ latitude: 48.8698, longitude: 2.3076 })).toBe('Paris, France');
    expect(describeNearestPlace({ latitude: 52.5163, longitude: 13.3777 })).toBe('Berlin, Germany');
    expect(describeNearestPlace({ latitude: 48.8356, longitude: 2.241 })).toBe('Boulogne-Billancourt, France');
    expect(describeNearestPlace({ latitude: 52.52, longitude: 13.405 })).toBe('Mitte, Berlin, Germany');
  });

  it('gives distance and direction from the nearest place outside any, and coordinates far from all', () => {
    expect(describeNearestPlace({ latitude: 52.2, longitude: 13.2 })).toBe('2.5 km SW of Trebbin, Germany');
    expect(describeNearestPlace({ latitude: 0, longitude: -30 })).toBe('0.00000, -30.00000');
  });
});

describe('geocoding service', () => {
  let server: Server;
  let url: string;
  let requests = 0;
  let mode: 'ok' | 'fail' | 'slow' = 'ok';

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests++;
      const params = new URL(request.url ?? '/', 'http://x').searchParams;
      if (mode === 'fail') return void response.writeHead(500).end();
      const answer = () =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ display_name: `Street at ${params.get('lat')}, ${params.get('lon')}` }));
      if (mode === 'slow') setTimeout(answer, 500);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('asks the Nominatim-compatible service and caches its answers', async () => {
    mode = 'ok';
    requests = 0;
    const geocoder = createGeocoder({ serviceUrl: url });
    expect(await geocoder.reverse({ latitude: 52.52, longitude: 13.405 })).toBe('Street at 52.52, 13.405');
    expect(await geocoder.reverse({ latitude: 52.52001, longitude: 13.40501 })).toBe('Street at 52.52, 13.405');
    expect(requests).toBe(1);
  });

  it('falls back to the offline list when the service fails, and leaves it alone for a while', async () => {
    mode = 'fail';
    requests = 0;
    const lines: string[] = [];
    const geocoder = createGeocoder({ serviceUrl: url, log: (line) => lines.push(line) });
    expect(await geocoder.reverse({ latitude: 48.8566, longitude: 2.3522 })).toBe('Paris, France');
    expect(await geocoder.reverse({ latitude: 48.86, longitude: 2.35 })).toBe('Paris, France');
    expect(requests).toBe(1);
    expect(lines[0]).toMatch(/geocoding service failed/);
  });

  it('does not wait longer than its timeout', async () => {
    mode = 'slow';
    const geocoder = createGeocoder({ serviceUrl: url, timeoutMs: 100 });
    const started = Date.now();
    expect(await geocoder.reverse({ latitude: 48.8566, longitude: 2.3522 })).toBe('Paris, France');
    expect(Date.now() - started).toBeLessThan(450);
  });
});
