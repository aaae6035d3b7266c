import { expect } from 'vitest';
import type { apiClient } from './api';

/**
 * Walks a provider's pages as a browser would, without one: follows its redirects with its cookies, posts each
 * of its forms with what `fill` answers for the page, and stops at the first address starting with `backPrefix`
 * (ours), which it answers.
 */
async function walkProvider(startUrl: string, backPrefix: string, fill: (page: string) => URLSearchParams): Promise<string> {
  const cookies = new Map<string, string>();
  let url = startUrl;
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
    form = fill(page);
  }
  throw new Error('The provider never sent the browser back.');
}

/** A provider's sign-in: its development login form posted for `login`, up to our callback's address. */
export const providerCallback = (authorizationUrl: string, login: string, callbackPrefix: string): Promise<string> =>
  walkProvider(authorizationUrl, callbackPrefix, () => new URLSearchParams({ prompt: 'login', login, password: 'any password' }));

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

/** A provider's end-session page: "yes, sign me out" answered on its form, up to the address it sends the browser back to. */
export const providerSignOut = (endSessionUrl: string, backPrefix: string): Promise<string> =>
  walkProvider(endSessionUrl, backPrefix, (page) => {
    const hidden = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name, value]);
    const form = new URLSearchParams(hidden);
    form.set('logout', 'yes');
    return form;
  });
