import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';

/** `content-security-policy` as directive -> sources. */
const policyOf = (headers: Headers) =>
  Object.fromEntries(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

describe.each(behaviourEngines)('security headers on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      demo: false,
      config: {
        mapStyleUrl: 'https://styles.example.com/streets/style.json?key=abc',
        mapStyleDarkUrl: 'https://styles.example.com/dark/style.json',
        routingUrl: 'https://osrm.example.org/route/v1',
        geocodingUrl: 'https://nominatim.example.net',
        mapTileOrigins: ['https://tiles.example.com'],
      },
    });
  });
  afterAll(() => server?.stop());

  // The console's page, its runtime config, an API answer and an API error.
  it.each(['/', '/config.json', '/api/health', '/api/users'])(
    '%s: scripts only from the console itself, no framing, nosniff, a referrer policy',
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      const policy = policyOf(response.headers);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('lets the browser reach exactly the map services of the runtime config (not routing or geocoding, which the server calls), and run map workers', async () => {
    const policy = policyOf((await fetch(`${server.baseUrl}/config.json`)).headers);
    const services = ['https://styles.example.com', 'https://tiles.example.com'];
    expect(policy['connect-src']).toEqual(["'self'", 'data:', ...services]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...services]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('sends HSTS only over HTTPS, never over plain HTTP', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
