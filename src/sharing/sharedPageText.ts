import ar from '../i18n/ar/sharing';
import en from '../i18n/en/sharing';
import es from '../i18n/es/sharing';
import fr from '../i18n/fr/sharing';
import it from '../i18n/it/sharing';
import zh from '../i18n/zh/sharing';

const catalogs = { en, fr, es, it, ar, zh };
export type SharedPageText = (typeof en)['sharing']['public'];

/** The public page's texts in the browser's language (English otherwise): it has no language menu. */
export function sharedPageText(languages: readonly string[]): { text: SharedPageText; lang: string; dir: 'ltr' | 'rtl' } {
  const lang = languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((tag): tag is keyof typeof catalogs => tag in catalogs) ?? 'en';
  return { text: catalogs[lang].sharing.public, lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };
}
