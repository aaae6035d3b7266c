import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import {
  Menu,
  SkipNavigationButton,
  useAuthenticated,
  useCanAccess,
  useGetList,
  usePermissions,
  useResetErrorBoundaryOnLocationChange,
  useResourceDefinitions,
  useStoreContext,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { listRightQuestions } from '../resources/shared/listRights';
import { firstPageParams } from '../resources/shared/firstPage';
import { Box, Typography } from '@mui/material';
import { ServerError } from '../pages/ServerError';
import { endStartupFreshness } from '../providers/consoleProviders';
import { isApiResource } from '../providers/resourceEndpoints';
import { DrawerProvider } from './DrawerContext';
import { useLayoutSettings } from './LayoutSettingsContext';
import { ScreenLoader } from './ScreenLoader';
import type { LayoutSettings } from './settings';
import { ShellAppBar } from './ShellAppBar';
import { ShellSidebar } from './ShellSidebar';
import { runtimeConfig } from '../config';
import { useMenuEntries } from './menuEntries';

// After sign-in only: the live stream's client is not part of the sign-in page's scripts.
const LiveAlertToasts = lazy(() => import('../notifications/LiveAlertToasts').then((module) => ({ default: module.LiveAlertToasts })));

const FRAMES: Record<LayoutSettings['layoutType'], object> = {
  full: {},
  boxed: { maxWidth: 1280, mx: 'auto', boxShadow: 4 },
  framed: { m: 2, minHeight: 'calc(100vh - 32px)', width: 'auto', border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'clip' },
};

// The frame's parts that take nothing from the screen, made once: react-admin draws its routes, and
// so this layout, again each time a session answer or its resource definitions change (three to
// five times while the console starts); the same element is not drawn again, only its parts that
// read what changed.
const skipNavigation = <SkipNavigationButton />;
const appBar = <ShellAppBar />;
const sidebar = (
  <ShellSidebar>
    <ShellMenu />
  </ShellSidebar>
);
// The live alerts' toasts wait for the browser to be idle after the first screen: their code, the
// live stream and the user's preferences are nothing the first screen waits for, and the work of
// starting them went before its rows (`npm run bench -- lists`, PERFORMANCE.md). An alert raised
// meanwhile is in the alerts list, not toasted.
const IDLE_WAIT_MS = 2_000;
const footer = (
  <>
    <Footer />
    <WhenIdle>
      <Suspense fallback={null}>
        <LiveAlertToasts />
      </Suspense>
    </WhenIdle>
  </>
);

/**
 * The frame of every signed-in screen; nothing shows before the session is confirmed, nor before
 * the first screen's questions are answered (else the whole screen draws again). Built from
 * react-admin's parts (app bar, sidebar, menu) rather than its Layout, which also draws the editor
 * of configurable components, which the console does not offer: it read the page's width on every
 * render, forcing the browser to lay out the page half-drawn (`npm run bench -- lists`: about
 * 20-40 ms of the start-up's main thread).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthenticated();
  const settled = useFirstScreenSettled();
  const { theme, layoutType, navStyle } = useLayoutSettings();
  if (isPending || !authenticated || !settled) return <ScreenLoader />;
  return (
    <DrawerProvider>
      <Box
        className={`layout theme-${theme} layout-${layoutType} nav-${navStyle}`}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          width: '100%',
          position: 'relative',
          zIndex: 1,
          bgcolor: 'background.default',
          // At least as wide as the widest line on a wide screen, so a wide table scrolls the page; on a
          // phone the screen's width, so that a long title does not make the whole page scroll sideways.
          minWidth: { xs: 0, sm: 'fit-content' },
          ...FRAMES[layoutType],
        }}
      >
        {skipNavigation}
        {appBar}
        <Box component="main" sx={{ display: 'flex', flexGrow: 1 }}>
          {sidebar}
          <Box
            id="main-content"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              flexGrow: 1,
              flexBasis: 0,
              minWidth: 0,
              px: 2,
              zIndex: 2,
              bgcolor: 'background.default',
            }}
          >
            <ErrorBoundary FallbackComponent={ScreenError}>
              <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
              {footer}
            </ErrorBoundary>
          </Box>
        </Box>
      </Box>
    </DrawerProvider>
  );
}

/** A screen that crashed shows the server error text; going to another screen draws that one again. */
function ScreenError({ resetErrorBoundary }: FallbackProps) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <ServerError />;
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

// react-admin writes an entry's text on one line cut with an ellipsis (noWrap).
const menuItemWraps = { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } as const;

/**
 * The sidebar menu: the role's entries, as icons only when the sidebar is collapsed. Drawn again
 * only when the role or the language changes, not at each of the session's answers.
 */
function ShellMenu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  return useMemo(
    () => (
      <Menu aria-label={translate('shell.menu.label')}>
        {entries.map(({ key, to, icon: Icon }) => {
          // A long entry ("Gestion des utilisateurs") wraps onto a second line rather than being cut at the sidebar's edge.
          return <Menu.Item key={key} to={to} primaryText={`shell.menu.${key}`} leftIcon={<Icon />} sx={menuItemWraps} />;
        })}
      </Menu>
    ),
    [entries, translate],
  );
}

/**
 * Whether the first screen can draw in one pass; once true, it stays true. react-admin registers
 * its resource definitions in an effect after its first render, and again once the user's role is
 * known (useConfigureAdminRouterFromChildren), each time changing what every screen reads (labels,
 * record names, links). A list asks for its first page only once the session and its right to
 * list are answered, one after the other, a pass each, draws its rows and buttons again as each of
 * its other rights is answered, and draws its rows a pass after its page is answered. Asked here,
 * while the frame waits anyway, the list finds them answered (react-admin keeps each answer under
 * its exact question) and draws its rows in the frame's first pass.
 */
function useFirstScreenSettled(): boolean {
  const definitions = useResourceDefinitions();
  const registered = Object.keys(definitions).length > 0;
  const { isPending: roleUnknown } = usePermissions();
  const { pathname } = useLocation();
  const resource = pathname.split('/')[1];
  const onList = Object.hasOwn(definitions, resource) && pathname === `/${resource}`;
  const [settled, setSettled] = useState(false);
  // Only for the first screen: later ones draw inside the frame already there.
  const listAnswered = useListAnswered(onList && !settled ? resource : null);
  const answered = registered && !roleUnknown && listAnswered;
  useEffect(() => {
    // The render this causes is the point: it comes after react-admin's registration that the role's answer caused.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (answered) setSettled(true);
  }, [answered]);
  // After the first screen's own effects, which asked what they need while answers were still fresh.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (settled) endStartupFreshness(queryClient);
  }, [settled, queryClient]);
  return settled;
}

/**
 * Asks what a list screen asks before it draws its rows: its rights (listRights.ts) and, when it may
 * list, its first page, with the params the list will ask for (firstPage.ts; the data provider
 * answers with the page fetched at start-up). True once answered, or when `resource` is null (not a list).
 */
function useListAnswered(resource: string | null): boolean {
  // Hooks in a fixed number: off a list, the same questions, not sent.
  const questions = listRightQuestions(resource ?? 'none').map((question) =>
    resource === null ? { ...question, enabled: false } : question,
  );
  const rights = [useCanAccess(questions[0]), useCanAccess(questions[1]), useCanAccess(questions[2]), useCanAccess(questions[3])];
  const { search } = useLocation();
  const store = useStoreContext();
  const listable = resource !== null && isApiResource(resource) && rights[0].canAccess === true;
  // A failed page draws the screen at once: the list asks again itself, and shows the error.
  const page = useGetList(resource ?? 'none', listable ? firstPageParams(resource, search, store) : {}, {
    enabled: listable,
    retry: false,
  });
  return resource === null || (rights.every((right) => !right.isPending) && (!listable || !page.isPending));
}

/** Browsers without requestIdleCallback (Safari) wait for the next task instead. */
function onIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  return () => window.cancelIdleCallback(handle);
}

/** Draws its children once the browser is idle after the frame's first draw. */
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
