import { LANDING_PATH, LOGIN_PATH } from '../routePaths';

const KEY = 'fleet.afterLoginPath';

type PathStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The path (with its query) a signed-out visitor asked for, kept for the tab's lifetime so that
 * signing in, even after reloading the login page, lands there.
 */
export function createRememberedPath(storage: PathStorage) {
  return {
    remember(path: string) {
      const pathname = path.split('?')[0];
      if (pathname !== '/' && pathname !== LOGIN_PATH) storage.setItem(KEY, path);
    },
    /** Where to go after signing in. */
    next: (): string => storage.getItem(KEY) ?? LANDING_PATH,
    /** Once there, the path is spent. */
    forget: () => storage.removeItem(KEY),
  };
}

export type RememberedPath = ReturnType<typeof createRememberedPath>;
