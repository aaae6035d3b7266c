import { expect } from 'vitest';
import type { apiClient } from './api';

/**
 * Walks a provider's sign-in as a browser would, without one: follows its redirects with its cookies,
 * posts its development login form, and stops at the address it sends the browser back to (ours).
 */
export async function providerCallback(authorizationUrl: string, login: string, callbackPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const split = pair.indexOf('=');
      cookies.set(pair.slice(0, split), pair.slice(split + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(callbackPrefix)) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    expect(action, `the provider's page at ${url}: ${page.slice(0, 300)}`).toBeDefined();
    url = new URL(action as string, url).href;
    form = new URLSearchParams({ prompt: 'login', login, password: 'any password' });
  }
  throw new Error('The provider never sent the browser back.');
}

/** Where our callback sends the browser: the one-time code, or the refusal's message. */
export async function followCallback(callbackUrl: string): Promise<{ code?: string; error?: string }> {
  const response = await fetch(callbackUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') as string;
  expect(location.startsWith('/auth/login#')).toBe(true);
  const fragment = new URLSearchParams(location.split('#')[1]);
  return { code: fragment.get('sso') ?? undefined, error: fragment.get('ssoError') ?? undefined };
}

/** Starts a sign-in for the tenant through our API: the provider's authorization address. */
export async function startSignIn(api: ReturnType<typeof apiClient>, tenantId: string): Promise<string> {
  const started = await api.call<{ authorizationUrl: string }>('GET', `/authentication/sso/start?tenantId=${tenantId}`);
  expect(started.status).toBe(200);
  return started.body.authorizationUrl;
}

/**
 * Walks a provider's end-session page as a browser would: answers "yes, sign me out" on its form and follows
 * its redirects until it sends the browser to an address starting with `backPrefix` (ours), which it answers.
 */
export async function providerSignOut(endSessionUrl: string, backPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = endSessionUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const split = pair.indexOf('=');
      cookies.set(pair.slice(0, split), pair.slice(split + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(backPrefix)) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    expect(action, `the provider's page at ${url}: ${page.slice(0, 300)}`).toBeDefined();
    url = new URL(action as string, url).href;
    form = new URLSearchParams(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    form.set('logout', 'yes');
  }
  throw new Error('The provider never sent the browser back.');
}
