import { apiClients, session } from '../api/client';
import { createDataProvider } from './dataProvider';
import { withStartupPage } from './startupPage';
import { createAuthProvider } from './authProvider';
import { createRememberedPath } from './rememberedPath';

/** The console's one data provider, which takes the first screen's page fetched at start-up. */
export const dataProvider = withStartupPage(createDataProvider(apiClients));

/** The console's auth wiring: one session, one remembered path per browser tab. */
export const rememberedPath = createRememberedPath(window.sessionStorage);

export const authProvider = createAuthProvider({
  session,
  api: () => apiClients().api,
  rememberedPath,
  currentPath: () => window.location.pathname + window.location.search,
});
