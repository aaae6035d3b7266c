import { type ReactNode, Suspense } from 'react';
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
        sx={{ ...FRAMES[layoutType], '& .RaLayout-appFrame': { mt: 0 }, '& .RaLayout-content': { px: 2 } }}
      >
        <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
        <Footer />
      </Layout>
    </DrawerProvider>
  );
}
