import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { paths } from '../api/schema';
import { createSession, REFRESH_TOKEN_KEY } from '../api/session';
import { authSession, demoUser, memoryStorage } from '../api/testing';
import { unwrapRequired } from '../api/unwrap';
import { createAuthProvider, REDIRECT_DELAY_MS } from './authProvider';
import { createRememberedPath } from './rememberedPath';

type Answer = { status: number; body: unknown };

/** An auth provider over a fake server that answers each path from `answers`. */
function setUp(answers: Record<string, Answer>, stored: Record<string, string> = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api', '');
    calls.push({ path, body: JSON.parse((await request.text()) || 'null') });
    const answer = answers[path] ?? { status: 404, body: { error: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  const client = createClient<paths>({ baseUrl: 'http://fleet.test/api', fetch });
  const storage = memoryStorage(stored);
  const session = createSession({
    storage,
    requestRefresh: (refreshToken) =>
      unwrapRequired(client.POST('/authentication/refreshtoken', { body: { refreshToken, clientId: 'web', appPackageName: 'x' } })),
  });
  const pathStorage = memoryStorage();
  const rememberedPath = createRememberedPath(pathStorage);
  const wait = vi.fn(async () => undefined);
  const provider = createAuthProvider({
    session,
    api: () => client,
    rememberedPath,
    currentPath: () => '/assets?status=Moving',
    wait,
  });
  return { provider, calls, storage, session, rememberedPath, wait };
}

const ok = (n: number, user = demoUser): Answer => ({ status: 200, body: authSession(n, user) });

describe('authProvider', () => {
  it('signs in with e-mail, password, client id and package name; keeps only the refresh token in storage', async () => {
    const { provider, calls, storage, session } = setUp({ '/authentication/email': ok(1) });
    await provider.login({ email: 'ada@acme.example', password: 'secret' });

    expect(calls[0]).toEqual({
      path: '/authentication/email',
      body: { email: 'ada@acme.example', password: 'secret', clientId: 'web', appPackageName: 'com.fleetconsole.web' },
    });
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(session.accessToken()).toBe('access-1');
    await expect(provider.getIdentity()).resolves.toMatchObject({ fullName: 'Ada Admin', role: 'Admin' });
    await expect(provider.getPermissions({})).resolves.toBe('Admin');
  });

  it('rejects a first sign-in that must change the password with the code 3102 and the server message', async () => {
    const conflict = { status: 409, body: { message: 'Please change your password.', code: 3102 } };
    const { provider, storage } = setUp({ '/authentication/email': conflict });
    const failure = provider.login({ email: 'new@acme.example', password: 'temp' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 3102, message: 'Please change your password.' });
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('signs in by refresh on start when a refresh token is stored, once for parallel checks', async () => {
    const { provider, calls } = setUp({ '/authentication/refreshtoken': ok(2) }, { [REFRESH_TOKEN_KEY]: 'refresh-1' });
    await Promise.all([provider.checkAuth({}), provider.checkAuth({}), provider.canAccess({ action: 'list', resource: 'users' })]);
    expect(calls).toEqual([
      { path: '/authentication/refreshtoken', body: { refreshToken: 'refresh-1', clientId: 'web', appPackageName: 'x' } },
    ]);
  });

  it('without any session remembers the path and query, then redirects to the login page after 100 ms, silently', async () => {
    const { provider, rememberedPath, wait } = setUp({});
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/auth/login', message: false });
    expect(wait).toHaveBeenCalledWith(REDIRECT_DELAY_MS);
    expect(rememberedPath.next()).toBe('/assets?status=Moving');
    rememberedPath.forget();
    expect(rememberedPath.next()).toBe('/dashboard');
  });

  it('shows the error and goes to the login page when the start-up refresh fails', async () => {
    const revoked = { status: 401, body: { error: 'Your session has expired.' } };
    const { provider, rememberedPath } = setUp({ '/authentication/refreshtoken': revoked }, { [REFRESH_TOKEN_KEY]: 'spent' });
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/auth/login', message: 'Your session has expired.' });
    expect(rememberedPath.next()).toBe('/assets?status=Moving');
  });

  it('logs out: forgets the refresh token, revokes it on the server and goes to the login page', async () => {
    const { provider, calls, storage, session } = setUp({
      '/authentication/email': ok(1),
      '/authentication/logout': { status: 200, body: { message: 'Done.' } },
    });
    await provider.login({ email: 'ada@acme.example', password: 'secret' });
    await expect(provider.logout({})).resolves.toBe('/auth/login');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(session.accessToken()).toBeNull();
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ path: '/authentication/logout', body: { refreshToken: 'refresh-1' } }));
  });

  it("after a single sign-on, goes on to the provider's end-session address the server answers; without one, to the login page", async () => {
    const endSessionUrl = 'https://id.acme.example/session/end?client_id=fleet&post_logout_redirect_uri=x';
    const ssoSession = (n: number): Answer => {
      const claims = Buffer.from(JSON.stringify({ sub: demoUser.id, sm: 'sso' })).toString('base64url');
      return { status: 200, body: { ...authSession(n), accessToken: `header.${claims}.signature` } };
    };
    const throughProvider = setUp({
      '/authentication/sso/session': ssoSession(1),
      '/authentication/logout': { status: 200, body: { message: 'Signed out.', endSessionUrl } },
    });
    await throughProvider.provider.login({ ssoCode: 'one-time' });
    await expect(throughProvider.provider.logout({})).resolves.toBe(endSessionUrl);
    expect(throughProvider.storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();

    const providerWithout = setUp({
      '/authentication/sso/session': ssoSession(1),
      '/authentication/logout': { status: 200, body: { message: 'Signed out.' } },
    });
    await providerWithout.provider.login({ ssoCode: 'one-time' });
    await expect(providerWithout.provider.logout({})).resolves.toBe('/auth/login');
  });

  it('has no permissions to cache before anybody signed in, and grants nothing', async () => {
    const { provider } = setUp({});
    await expect(provider.getPermissions({})).rejects.toBeDefined();
    await expect(provider.canAccess({ action: 'list', resource: 'assets' })).resolves.toBe(false);
  });

  it('applies the role rules to canAccess', async () => {
    const viewer = { ...demoUser, role: 'Viewer' as const };
    const { provider } = setUp({ '/authentication/email': ok(1, viewer) });
    await provider.login({ email: 'vera@acme.example', password: 'secret' });
    await expect(provider.canAccess({ action: 'list', resource: 'assets' })).resolves.toBe(true);
    await expect(provider.canAccess({ action: 'edit', resource: 'assets' })).resolves.toBe(false);
    await expect(provider.canAccess({ action: 'list', resource: 'tenants' })).resolves.toBe(false);
  });
});
