import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_SETTINGS, type LayoutSettings, parseRemembered, settingsFromQuery } from './settings';

const STORAGE_KEY = 'fleet.layout';

const LayoutSettingsContext = createContext<LayoutSettings>(DEFAULT_SETTINGS);

export const useLayoutSettings = () => useContext(LayoutSettingsContext);

/** Layout settings from the URL query, else as last remembered; a query value is remembered. */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const fromQuery = useMemo(() => settingsFromQuery(search), [search]);
  const settings = useMemo(
    () => ({ ...parseRemembered(window.localStorage.getItem(STORAGE_KEY)), ...fromQuery }),
    [fromQuery],
  );

  useEffect(() => {
    if (Object.keys(fromQuery).length > 0) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  }, [fromQuery, settings]);

  return <LayoutSettingsContext.Provider value={settings}>{children}</LayoutSettingsContext.Provider>;
}
