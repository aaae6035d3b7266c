import type { TranslationMessages } from 'react-admin';

/** The languages offered, each named in itself; English is the default. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'ar', name: 'العربية' },
];

export const DEFAULT_LOCALE = 'en';

const RIGHT_TO_LEFT = new Set(['ar']);

export const directionOf = (locale: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

export const isOffered = (locale: unknown): locale is string => LOCALES.some((l) => l.locale === locale);

// One chunk per language: a browser loads only the catalog it shows.
const loaders: Record<string, () => Promise<{ default: TranslationMessages }>> = {
  en: () => import('./en'),
  zh: () => import('./zh'),
  es: () => import('./es'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  ar: () => import('./ar'),
};

export const loadCatalog = async (locale: string): Promise<TranslationMessages> =>
  (await (loaders[locale] ?? loaders[DEFAULT_LOCALE])()).default;
