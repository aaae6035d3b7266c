import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/**
 * A console reloaded many times a day: its built files are kept by the browser (without a request
 * each, 80-odd at start-up over six connections), its pages are asked again, so a release shows at once.
 * Needs the built console (`npm test` builds it first).
 */
describe('caching of the console', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(() => server?.stop());

  it('lets the browser keep a built file for a year without asking again', async () => {
    const [script] = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
    const response = await fetch(`${server.baseUrl}/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/assets', '/dashboard', '/apiKeys', '/shared/abc'])(
    'has the browser ask again for the page %s',
    async (page) => {
      const response = await fetch(`${server.baseUrl}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/api', '/api/nothing', '/api?x=1'])('answers an unknown API path %s with JSON 404, not the console', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
