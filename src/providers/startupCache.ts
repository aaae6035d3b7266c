import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { ShellAuthProvider } from './authProvider';

/** react-admin's query cache (<Admin queryClient>), which the start-up fills before the first render. */
export const queryClient = new QueryClient();

/**
 * How long an answer found at start-up counts as fresh: the hooks that mount meanwhile take it
 * instead of asking again (react-admin's own populateQueryCache does the same).
 */
export const STARTUP_FRESH_MS = 5_000;

const keep = (key: QueryKey, value: unknown) => queryClient.setQueryData(key, value, { updatedAt: Date.now() + STARTUP_FRESH_MS });

/** What a list screen asks about its resource: its own right, its buttons' and its rows'. */
const LIST_ACTIONS = ['list', 'create', 'export', 'edit', 'delete'];

/**
 * Asks the auth provider, once the session is resumed, what the first screen's react-admin hooks
 * will ask it (signed in? role, user, the rights on `resource`), and keeps the answers under those
 * hooks' query keys (react-admin 5: useAuthState, usePermissions, useGetIdentity, useCanAccess).
 * The screen then draws once with its menu, user name and buttons, not once more per answer.
 */
export async function answerAuthQuestions(authProvider: ShellAuthProvider, resource?: string) {
  await authProvider.checkAuth({});
  const [permissions, identity, rights] = await Promise.all([
    authProvider.getPermissions({}),
    authProvider.getIdentity(),
    Promise.all(resource ? LIST_ACTIONS.map((action) => authProvider.canAccess({ action, resource })) : []),
  ]);
  keep(['auth', 'checkAuth', {}], true);
  keep(['auth', 'getPermissions', {}], permissions ?? null);
  keep(['auth', 'getIdentity'], identity);
  rights.forEach((allowed, i) => {
    keep(['auth', 'canAccess', { action: LIST_ACTIONS[i], resource }], allowed);
    keep(['auth', 'canAccess', { action: LIST_ACTIONS[i], resource, enabled: true }], allowed);
  });
}

/**
 * Fetches a list's page into react-admin's cache (useGetList's key and result) ahead of the list,
 * which finds it there, or still on its way, instead of asking for it after its first render.
 */
export async function prefetchListPage(dataProvider: DataProvider, resource: string, params: GetListParams) {
  const queryKey = [resource, 'getList', { ...params, meta: undefined }];
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource, params);
      return { data, total, pageInfo, meta };
    },
  });
  const page = queryClient.getQueryData(queryKey);
  if (page) keep(queryKey, page);
}
