import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, loadCatalog } from '../i18n/locales';

export interface ObservableI18nProvider extends I18nProvider {
  /** Calls back after each language change: the document direction and theme follow it. */
  subscribe(listener: () => void): () => void;
  getLocale(): string;
}

/**
 * react-admin's polyglot provider over our catalogs. The start language's catalog is loaded
 * before the first render (polyglot needs it synchronously); others load when chosen.
 */
export function createI18nProvider(locale: string, messages: TranslationMessages): ObservableI18nProvider {
  const base = polyglotI18nProvider((l) => (l === locale ? messages : loadCatalog(l)), locale, LOCALES, {
    // Server texts are shown through translate() too: a missing key is the text itself.
    allowMissing: true,
  });
  const listeners = new Set<() => void>();
  return {
    ...base,
    getLocale: () => base.getLocale(),
    async changeLocale(next, options) {
      await base.changeLocale(next, options);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
