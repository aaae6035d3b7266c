import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_KEY, parseColorScheme, type ColorScheme } from './colorScheme';

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  query.addEventListener('change', listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}

/** Remembers the user's theme choice in this browser. */
export function chooseColorScheme(scheme: ColorScheme) {
  window.localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  listeners.forEach((listener) => listener());
}

/** The remembered choice (null when none) and whether the system is dark, kept current. */
export function useColorScheme(): { choice: ColorScheme | null; systemDark: boolean } {
  const choice = useSyncExternalStore(subscribe, () => parseColorScheme(window.localStorage.getItem(COLOR_SCHEME_KEY)));
  const systemDark = useSyncExternalStore(subscribe, () => darkQuery().matches);
  return { choice, systemDark };
}
