import { localStorageStore, type Store } from 'react-admin';
import { DEFAULT_LOCALE, isOffered } from '../i18n/locales';

/**
 * react-admin's preference store. react-admin resets it on every logout; the chosen language
 * is a preference of the browser, not of the session, so it survives the reset.
 */
export function createShellStore(): Store {
  const store = localStorageStore(undefined, 'Fleet');
  return {
    ...store,
    reset() {
      const locale = store.getItem('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}

export function storedLocale(store: Store): string {
  const locale = store.getItem('locale');
  return isOffered(locale) ? locale : DEFAULT_LOCALE;
}
