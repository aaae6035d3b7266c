import { apiClients } from '../api/client';
import type { components } from '../api/schema';
import { unwrapRequired } from '../api/unwrap';

export type SsoProvider = NonNullable<components['schemas']['SsoDiscovery']['provider']>;

/** The provider of an address's domain or of a tenant (its own sign-in link), or null. */
export const discoverSso = async (by: { email: string } | { tenantId: string }) =>
  (await unwrapRequired(apiClients().api.POST('/authentication/sso/discover', { body: by }))).provider;

/** Sends the browser to the tenant's provider; it comes back to the sign-in page with a one-time code. */
export async function startSso(tenantId: string) {
  const { authorizationUrl } = await unwrapRequired(apiClients().api.GET('/authentication/sso/start', { params: { query: { tenantId } } }));
  window.location.assign(authorizationUrl);
}

/** What the server's callback left in the address's fragment: the one-time code, or why it refused. */
export function takeSsoFragment(): { code?: string; error?: string } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = fragment.get('sso') ?? undefined;
  const error = fragment.get('ssoError') ?? undefined;
  // Spent once: a reload or the back button does not bring it again.
  if (code || error) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return { code, error };
}
