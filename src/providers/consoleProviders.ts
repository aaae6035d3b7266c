import { QueryClient } from '@tanstack/react-query';
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

/**
 * How long react-admin's cached answers count as fresh. While the console starts, each part of the
 * screen that mounts asks react-admin's questions again (its session check keeps no freshness of
 * its own), and each answer drew the whole screen again: 2,384 components before the first rows
 * (`npm run bench -- lists`, DEVELOPING.md). Short enough that a screen opened again asks the server.
 */
export const ANSWER_FRESH_MS = 2_000;

/** The cache react-admin keeps the providers' answers in. */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: ANSWER_FRESH_MS } } });

export const queryClient = createQueryClient();
