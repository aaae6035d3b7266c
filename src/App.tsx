import { CacheProvider } from '@emotion/react';
import { GlobalStyles } from '@mui/material';
import { lazy, useMemo, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, Navigate, Resource, type Store } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { runtimeConfig } from './config';
import { directionOf } from './i18n/locales';
import { emotionCaches, useDocumentDirection } from './layout/direction';
import { LayoutSettingsProvider, useLayoutSettings } from './layout/LayoutSettingsContext';
import { ShellLayout } from './layout/ShellLayout';
import { buildTheme } from './layout/themes';
import { NotFound } from './pages/NotFound';
import { ServerError } from './pages/ServerError';
import type { ObservableI18nProvider } from './providers/i18nProvider';
import { LOGIN_PATH } from './providers/rememberedPath';
import { authProvider } from './providers/shellAuth';
import { dataProvider } from './providers/shellData';
import { queryClient } from './providers/startupCache';
import { resources } from './resources';

const DashboardPage = lazy(() => import('./dashboard/Dashboard'));
const FleetReplayPage = lazy(() => import('./replay/FleetReplayPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));

// Directional icons (arrows, exits) point the other way in right-to-left languages.
const mirrorStyles = <GlobalStyles styles={{ '[dir="rtl"] .mirror-in-rtl': { transform: 'scaleX(-1)' } }} />;

interface AppProps {
  i18nProvider: ObservableI18nProvider;
  store: Store;
}

function FleetAdmin({ i18nProvider, store, direction }: AppProps & { direction: 'ltr' | 'rtl' }) {
  const { theme } = useLayoutSettings();
  const muiTheme = useMemo(() => buildTheme(theme, direction), [theme, direction]);
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={muiTheme}
      darkTheme={null}
      layout={ShellLayout}
      catchAll={NotFound}
      error={ServerError}
      title={runtimeConfig().companyName}
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes noLayout>
        <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
        <Route path={LOGIN_PATH} element={<LoginPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/reports/*" element={<ReportsPage />} />
        <Route path="/replay" element={<FleetReplayPage />} />
        <Route path="/employee" element={<Navigate to="/drivers" replace />} />
      </CustomRoutes>
    </Admin>
  );
}

/** The console: language and direction, layout settings from the URL, and react-admin. */
export function App({ i18nProvider, store }: AppProps) {
  const locale = useSyncExternalStore(i18nProvider.subscribe, i18nProvider.getLocale);
  const direction = directionOf(locale);
  useDocumentDirection(locale, direction);
  return (
    <BrowserRouter>
      <LayoutSettingsProvider>
        <CacheProvider value={emotionCaches[direction]}>
          {mirrorStyles}
          <FleetAdmin i18nProvider={i18nProvider} store={store} direction={direction} />
        </CacheProvider>
      </LayoutSettingsProvider>
    </BrowserRouter>
  );
}
