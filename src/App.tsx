import { CacheProvider } from '@emotion/react';
import { CssBaseline, GlobalStyles } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, useMemo, useSyncExternalStore } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  Navigate,
  Notification,
  Resource,
  type Store,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { runtimeConfig } from './config';
import { DashboardPage } from './dashboard/DashboardPage';
import { directionOf } from './i18n/locales';
import { withComponentTexts } from './layout/componentTexts';
import { emotionCaches, useDocumentDirection, buildTheme } from './layout/themes';
import { LayoutSettingsProvider, useLayoutSettings } from './layout/LayoutSettingsContext';
import { ShellFrame } from './layout/ShellFrame';
import { NotFound } from './pages/NotFound';
import { ServerError } from './pages/ServerError';
import type { ObservableI18nProvider } from './providers/i18nProvider';
import { DASHBOARD_PATH, LOGIN_PATH, REPLAY_PATH, REPORTS_PATH, SSO_SETTINGS_PATH, TWO_FACTOR_PATH } from './routePaths';
import { authProvider, dataProvider, queryClient } from './providers/consoleProviders';
import { resources } from './resources';

const FleetReplayPage = lazy(() => import('./replay/FleetReplayPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const TwoFactorPage = lazy(() => import('./twoFactor/TwoFactorPage').then((module) => ({ default: module.TwoFactorPage })));
const SsoSettingsPage = lazy(() => import('./sso/SsoSettingsPage').then((module) => ({ default: module.SsoSettingsPage })));

// Directional icons (arrows, exits) point the other way in right-to-left languages.
const mirrorStyles = <GlobalStyles styles={{ '[dir="rtl"] .mirror-in-rtl': { transform: 'scaleX(-1)' } }} />;

interface AppProps {
  i18nProvider: ObservableI18nProvider;
  store: Store;
}

function FleetAdmin({ i18nProvider, store, locale, direction }: AppProps & { locale: string; direction: 'ltr' | 'rtl' }) {
  const { theme } = useLayoutSettings();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const muiTheme = useMemo(
    () => withComponentTexts(buildTheme(theme, direction, reducedMotion), (key) => i18nProvider.translate(key)),
    // The texts change with the language; the provider stays the same object, so the locale says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [theme, direction, reducedMotion, locale, i18nProvider],
  );
  // react-admin's <Admin> is these two parts with its own pages as defaults (layout, login form,
  // auth callback, error pages): naming every page here keeps the unused defaults, and the
  // react-hook-form of their login form, out of the login page's JavaScript.
  return (
    <AdminContext
      queryClient={queryClient}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={muiTheme}
      darkTheme={null}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={ShellFrame}
          catchAll={NotFound}
          error={ServerError}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
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
            <Route path={DASHBOARD_PATH} element={<DashboardPage />} />
            <Route path={`${REPORTS_PATH}/*`} element={<ReportsPage />} />
            <Route path={REPLAY_PATH} element={<FleetReplayPage />} />
            <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
            <Route path={`${SSO_SETTINGS_PATH}/:tenantId`} element={<SsoSettingsPage />} />
            <Route path="/employee" element={<Navigate to="/drivers" replace />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
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
          <FleetAdmin i18nProvider={i18nProvider} store={store} locale={locale} direction={direction} />
        </CacheProvider>
      </LayoutSettingsProvider>
    </BrowserRouter>
  );
}
