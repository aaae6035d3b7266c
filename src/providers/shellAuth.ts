import { apiClients, session } from '../api/client';
import { createAuthProvider } from './authProvider';
import { createRememberedPath } from './rememberedPath';

/** The console's auth wiring: one session, one remembered path per browser tab. */
export const rememberedPath = createRememberedPath(window.sessionStorage);

export const authProvider = createAuthProvider({
  session,
  api: () => apiClients().api,
  rememberedPath,
  currentPath: () => window.location.pathname + window.location.search,
});
