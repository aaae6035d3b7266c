import createClient, { type Client } from 'openapi-fetch';
import type { RuntimeConfig } from '../config';
import { APP_PACKAGE_NAME, CLIENT_ID, createSession } from './session';
import { createAuthFetch } from './authFetch';
import type { paths } from './schema';
import { createSessionLostHandler } from './sessionLost';
import { unwrapRequired } from './unwrap';

export type FleetClient = Client<paths>;

/** One typed client per service base URL of the runtime config. */
export interface ApiClients {
  api: FleetClient;
  assets: FleetClient;
  tenants: FleetClient;
  geo: FleetClient;
}

let clients: ApiClients | null = null;

/** The clients built by configureApi; calling earlier is a programming error. */
export function apiClients(): ApiClients {
  if (!clients) throw new Error('apiClients() called before configureApi()');
  return clients;
}

export const session = createSession({
  storage: window.localStorage,
  requestRefresh: (refreshToken) =>
    unwrapRequired(
      apiClients().api.POST('/authentication/refreshtoken', {
        body: { refreshToken, clientId: CLIENT_ID, appPackageName: APP_PACKAGE_NAME },
      }),
    ),
});

const authFetch = createAuthFetch({
  fetch: (request) => fetch(request),
  session,
  onSessionLost: createSessionLostHandler({
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
    endSession: session.end,
  }),
});

export function configureApi(config: RuntimeConfig): ApiClients {
  const client = (baseUrl: string) => createClient<paths>({ baseUrl, fetch: authFetch });
  clients = {
    api: client(config.apiBaseUrl),
    assets: client(config.assetsBaseUrl),
    tenants: client(config.tenantsBaseUrl),
    geo: client(config.geoBaseUrl),
  };
  return clients;
}
