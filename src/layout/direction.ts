import createCache from '@emotion/cache';
import { useEffect } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion caches per direction: the RTL one flips left/right in every generated style. */
export const emotionCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The document follows the language: `lang` and `dir` on <html>, so portals (menus, dialogs) flip too. */
export function useDocumentDirection(locale: string, direction: 'ltr' | 'rtl') {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
}
