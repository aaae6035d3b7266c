import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Layout, useAuthenticated, useTranslate, Menu, useResourceDefinitions } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ServerError } from '../pages/ServerError';
import { DrawerProvider } from './DrawerContext';
import { useLayoutSettings } from './LayoutSettingsContext';
import { ScreenLoader } from './ScreenLoader';
import type { LayoutSettings } from './settings';
import { ShellAppBar } from './ShellAppBar';
import { ShellSidebar } from './ShellSidebar';
import { runtimeConfig } from '../config';
import { MENU_ICONS } from './menuIcons';
import { useMenuEntries } from './menuEntries';

// After sign-in only: the live stream's client is not part of the sign-in page's scripts.
const LiveAlertToasts = lazy(() => import('../notifications/LiveAlertToasts').then((module) => ({ default: module.LiveAlertToasts })));

const FRAMES: Record<LayoutSettings['layoutType'], object> = {
  full: {},
  boxed: { maxWidth: 1280, mx: 'auto', boxShadow: 4 },
  framed: { m: 2, minHeight: 'calc(100vh - 32px)', width: 'auto', border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'clip' },
};

/**
 * The frame of every signed-in screen; nothing shows before the session is confirmed, nor before
 * react-admin's resource definitions have settled (else the whole screen draws twice).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthenticated();
  const settled = useResourcesSettled();
  const { theme, layoutType, navStyle } = useLayoutSettings();
  if (isPending || !authenticated || !settled) return <ScreenLoader />;
  return (
    <DrawerProvider>
      <Layout
        appBar={ShellAppBar}
        sidebar={ShellSidebar}
        menu={ShellMenu}
        error={ServerError}
        appBarAlwaysOn
        className={`theme-${theme} layout-${layoutType} nav-${navStyle}`}
        sx={{
          ...FRAMES[layoutType],
          // react-admin's frame is at least as wide as its widest line (min-width: fit-content), so a long
          // title or a wide table made the whole page scroll sideways on a phone: there it is the screen's width.
          minWidth: { xs: 0, sm: 'fit-content' },
          '& .RaLayout-appFrame': { mt: 0 },
          '& .RaLayout-content': { px: 2, minWidth: 0 },
        }}
      >
        <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
        <Footer />
        <Suspense fallback={null}>
          <LiveAlertToasts />
        </Suspense>
      </Layout>
    </DrawerProvider>
  );
}

/** "<company> © <year>" under every screen but the login page. */
function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('shell.footer', { company: runtimeConfig().companyName, year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}

/** The sidebar menu: the role's entries, as icons only when the sidebar is collapsed. */
function ShellMenu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  return (
    <Menu aria-label={translate('shell.menu.label')}>
      {entries.map(({ key, to }) => {
        const Icon = MENU_ICONS[key];
        return <Menu.Item key={key} to={to} primaryText={`shell.menu.${key}`} leftIcon={<Icon />} />;
      })}
    </Menu>
  );
}

/**
 * Whether react-admin's resource definitions have settled. It registers them in an effect after
 * its first render, and again after the next one (useConfigureAdminRouterFromChildren), each time
 * changing what every screen reads (labels, record names, links); a frame drawn meanwhile would
 * draw a second time.
 */
function useResourcesSettled(): boolean {
  const registered = Object.keys(useResourceDefinitions()).length > 0;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // The render this causes is the point: it comes after react-admin's second registration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (registered) setSettled(true);
  }, [registered]);
  return settled;
}
