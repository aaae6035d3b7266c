import { describe, expect, it, vi } from 'vitest';
import { createAuthFetch } from './authFetch';
import { createSession, REFRESH_TOKEN_KEY } from './session';
import { authSession, memoryStorage } from './testing';

const API = 'http://fleet.test/api';

/** A fake server: accepts only `valid` as bearer token, answers sign-in calls with `publicStatus`. */
function fakeServer(valid: () => string, publicStatus: number) {
  const seen: { path: string; auth: string | null; body: string }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    seen.push({ path, auth: request.headers.get('Authorization'), body: await request.text() });
    if (/\/(authentication|password)/.test(path)) return new Response('{}', { status: publicStatus });
    if (request.headers.get('Authorization') === `Bearer ${valid()}`) return new Response('{}', { status: 200 });
    return new Response('{"error":"expired"}', { status: 401 });
  });
  return { fetch, seen };
}

function setUp({ refreshFails = false, publicStatus = 200 } = {}) {
  let valid = 'not-issued-yet';
  const server = fakeServer(() => valid, publicStatus);
  const requestRefresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (refreshFails) throw new Error('revoked');
    valid = 'access-2';
    return authSession(2);
  });
  const session = createSession({ storage: memoryStorage({ [REFRESH_TOKEN_KEY]: 'refresh-1' }), requestRefresh });
  session.start(authSession(0));
  const onSessionLost = vi.fn();
  const authFetch = createAuthFetch({ fetch: server.fetch, session, onSessionLost });
  return { server, requestRefresh, onSessionLost, authFetch };
}

describe('authFetch', () => {
  it('sends the access token as a bearer token', async () => {
    const { server, authFetch } = setUp();
    await authFetch(new Request(`${API}/assets`));
    expect(server.seen[0].auth).toBe('Bearer access-0');
  });

  it('answers parallel 401s with exactly one refresh, then retries each call once with the new token', async () => {
    const { server, requestRefresh, onSessionLost, authFetch } = setUp();
    const calls = ['/assets', '/sensors', '/geofences', '/alert'].map((path) =>
      authFetch(new Request(`${API}${path}`, { method: 'POST', body: JSON.stringify({ path }) })),
    );
    const responses = await Promise.all(calls);

    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const retries = server.seen.filter((s) => s.auth === 'Bearer access-2');
    expect(retries.map((s) => s.path).sort()).toEqual(['/api/alert', '/api/assets', '/api/geofences', '/api/sensors']);
    expect(retries.every((s) => JSON.parse(s.body).path === s.path.slice(4))).toBe(true);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('retries a late 401 with the token another caller already renewed, without a second refresh', async () => {
    const { server, requestRefresh, authFetch } = setUp();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (request: Request) => {
      if (request.url.endsWith('/slow') && request.headers.get('Authorization') === 'Bearer access-0') await held;
      return send(request);
    });
    const late = authFetch(new Request(`${API}/slow`));
    await authFetch(new Request(`${API}/fast`));
    release();
    expect((await late).status).toBe(200);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('loses the session (page reload) when the refresh fails, without retrying', async () => {
    const { server, onSessionLost, authFetch } = setUp({ refreshFails: true });
    const responses = await Promise.all([authFetch(new Request(`${API}/assets`)), authFetch(new Request(`${API}/users`))]);
    expect(responses.map((r) => r.status)).toEqual([401, 401]);
    expect(server.seen).toHaveLength(2);
    expect(onSessionLost).toHaveBeenCalled();
  });

  it('never adds a token to, refreshes for, or reloads on sign-in and password calls', async () => {
    const { server, requestRefresh, onSessionLost, authFetch } = setUp({ publicStatus: 401 });
    for (const path of ['/authentication/email', '/password', '/password/reset', '/password/SendPasswordResetLink?loginEmail=a@b.c']) {
      const response = await authFetch(new Request(`${API}${path}`, { method: 'POST' }));
      expect(response.status).toBe(401);
    }
    expect(server.seen).toHaveLength(4);
    expect(server.seen.every((s) => s.auth === null)).toBe(true);
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});
