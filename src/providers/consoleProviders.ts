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
 * How long react-admin's cached answers count as fresh while the console starts. Each part of the
 * first screen that mounts asks react-admin's questions again (its session check keeps no freshness
 * of its own), and each answer drew the whole screen again: 2,384 components before the first rows
 * (`npm run bench -- lists`, PERFORMANCE.md). Once the first screen is drawn, react-query's default:
 * an answer is old at once, and every screen opened asks the server (`endStartupFreshness`).
 */
export const ANSWER_FRESH_MS = 2_000;

/** The cache react-admin keeps the providers' answers in, as the console starts. */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: ANSWER_FRESH_MS } } });

export const queryClient = createQueryClient();

/** Called once the first screen is drawn: from then on an answer is old at once. */
export function endStartupFreshness(client: QueryClient) {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: 0 } });
}
