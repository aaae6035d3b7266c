import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { effectiveTheme } from './colorScheme';
import { useColorScheme } from './useColorScheme';
import { DEFAULT_SETTINGS, type LayoutSettings, parseRemembered, settingsFromQuery } from './settings';

const STORAGE_KEY = 'fleet.layout';

const LayoutSettingsContext = createContext<LayoutSettings>(DEFAULT_SETTINGS);

export const useLayoutSettings = () => useContext(LayoutSettingsContext);

/**
 * Layout settings from the URL query, else as last remembered; a query value is remembered. The
 * theme is the user's choice in the user menu (light, dark, the system's) unless the URL names one.
 */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const fromQuery = useMemo(() => settingsFromQuery(search), [search]);
  const settings = useMemo(() => ({ ...parseRemembered(window.localStorage.getItem(STORAGE_KEY)), ...fromQuery }), [fromQuery]);

  const { choice, systemDark } = useColorScheme();
  const appliedSettings = useMemo(
    () => (fromQuery.theme ? settings : { ...settings, theme: effectiveTheme(choice, settings.theme, systemDark) }),
    [settings, fromQuery.theme, choice, systemDark],
  );

  useEffect(() => {
    if (Object.keys(fromQuery).length > 0) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  }, [fromQuery, settings]);

  return <LayoutSettingsContext.Provider value={appliedSettings}>{children}</LayoutSettingsContext.Provider>;
}
