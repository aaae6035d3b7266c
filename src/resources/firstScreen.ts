import type { Store } from 'react-admin';
import { authProvider } from '../providers/shellAuth';
import { dataProvider } from '../providers/shellData';
import { answerAuthQuestions, prefetchListPage } from '../providers/startupCache';
import { resources } from '.';
import { firstPageParams } from './shared/firstPage';
import { LIST_SORTS } from './shared/listDefaults';

/**
 * What the screen the console opens on needs, got while the console starts rather than after its
 * first render: a list's code; once signed in, the auth provider's answers and the list's first
 * page. Resolves when the code and the answers are in, so that the first render draws the whole
 * screen (the page may still be on its way).
 */
export async function prepareFirstScreen({ pathname, search }: Pick<Location, 'pathname' | 'search'>, store: Store, signedIn: Promise<boolean>) {
  const opened = resources.find(({ name }) => pathname === `/${name}`);
  // A failure to load is the screen's to show, when it draws.
  const code = opened?.list.preload().catch(() => undefined);
  if (await signedIn) {
    const resource = opened?.name;
    if (resource && resource in LIST_SORTS && (await authProvider.canAccess({ action: 'list', resource }))) {
      void prefetchListPage(dataProvider, resource, firstPageParams(resource, search, store));
    }
    await answerAuthQuestions(authProvider, resource);
  }
  await code;
}
