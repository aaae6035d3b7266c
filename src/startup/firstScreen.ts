import type { Store } from 'react-admin';
import { DashboardPage } from '../dashboard/DashboardPage';
import { preloadShellFrame } from '../layout/ShellFrame';
import { LANDING_PATH } from '../routePaths';
import { session } from '../api/client';
import { authProvider, dataProvider } from '../providers/consoleProviders';
import { resources } from '../resources';
import { firstPageParams } from '../resources/shared/firstPage';
import { isApiResource } from '../providers/resourceEndpoints';

/**
 * What the screen the console opens on needs, got while the console starts rather than after its
 * first render: a list's code; the shell's code, as soon as a stored session makes a sign-in likely
 * (else once signed in); once signed in, the list's first page (which the data provider hands to
 * the list, see startupPage.ts). Resolves when the code is in (the page may still be on its way).
 */
export async function prepareFirstScreen(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  store: Store,
  signedIn: Promise<boolean>,
) {
  const opened = resources.find(({ name }) => pathname === `/${name}`);
  // A failure to load is the screen's to show, when it draws.
  const code = opened?.list.preload().catch(() => undefined);
  // A stored session will most likely resume: the shell's code need not wait for the refresh's answer.
  const shellCode = session.refreshToken() !== null ? preloadShellFrame() : null;
  if (await signedIn) {
    // The dashboard's code (and its map's) only once signed in: signed out, the login page shows instead.
    const signedInCode = Promise.all([
      shellCode ?? preloadShellFrame(),
      pathname === LANDING_PATH && DashboardPage.preload().catch(() => undefined),
    ]);
    const resource = opened?.name;
    if (resource && isApiResource(resource) && (await authProvider.canAccess({ action: 'list', resource }))) {
      dataProvider.prefetchListPage(resource, firstPageParams(resource, search, store));
    }
    await signedInCode;
  }
  await code;
}
