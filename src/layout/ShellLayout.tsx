import { lazy, type ReactNode, Suspense } from 'react';
import { Layout, useAuthenticated } from 'react-admin';
import { ServerError } from '../pages/ServerError';
import { DrawerProvider } from './DrawerContext';
import { Footer } from './Footer';
import { useLayoutSettings } from './LayoutSettingsContext';
import { ScreenLoader } from './ScreenLoader';
import type { LayoutSettings } from './settings';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';
import { useResourcesSettled } from './useResourcesSettled';

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
