import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useCanAccess, useGetList, useStoreContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminWrapper, type AdminOptions } from '../testing/renderInAdmin';
import { firstPageParams } from '../resources/shared/firstPage';
import { tableRightQuestion } from '../resources/shared/listRights';
import { LayoutSettingsProvider } from './LayoutSettingsContext';
import { ShellLayout } from './ShellLayout';

// The frame waits for react-admin's resource definitions, which <Resource> elements register; here there are none.
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  useResourceDefinitions: () => ({ assets: { name: 'assets' } }),
}));

// The live alerts' toasts run the live stream in a Web Worker, which happy-dom has not: here, a mark where they are.
vi.mock('../notifications/LiveAlertToasts', () => ({ LiveAlertToasts: () => <p>Live alert toasts</p> }));

// How often the app bar and the menu's icons are drawn.
const drawn = vi.hoisted(() => ({ appBar: 0, menuIcons: 0 }));
vi.mock('./ShellAppBar', async (original) => {
  const { ShellAppBar } = await original<typeof import('./ShellAppBar')>();
  return {
    ShellAppBar: () => {
      drawn.appBar++;
      return <ShellAppBar />;
    },
  };
});
vi.mock('./menuEntries', async (original) => {
  const menu = await original<typeof import('./menuEntries')>();
  const { useMemo } = await import('react');
  const counted = new Map(
    menu.MENU_ENTRIES.map(({ icon: Icon }) => [
      Icon,
      (() => {
        drawn.menuIcons++;
        return <Icon />;
      }) as unknown as typeof Icon,
    ]),
  );
  return {
    ...menu,
    useMenuEntries: () => {
      const entries = menu.useMenuEntries();
      return useMemo(() => entries.map((entry) => ({ ...entry, icon: counted.get(entry.icon) ?? entry.icon })), [entries]);
    },
  };
});

/** A screen that crashes on /broken and draws elsewhere. */
function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('the screen broke');
  return <p>The {pathname} screen</p>;
}

/** The layout, handed a new screen element at each press of Redraw, as react-admin's routes hand it at each session answer. */
function RedrawingRoutes({ screen }: { screen: ReactNode }) {
  const [, setTurn] = useState(0);
  return (
    <>
      <button onClick={() => setTurn((turn) => turn + 1)}>Redraw</button>
      <ShellLayout>{screen}</ShellLayout>
    </>
  );
}

const renderShellAt = (path: string, screen: ReactNode = <Screen />, dataProvider: AdminOptions['dataProvider'] = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminWrapper dataProvider={dataProvider}>
        <LayoutSettingsProvider>
          <RedrawingRoutes screen={screen} />
        </LayoutSettingsProvider>
      </AdminWrapper>
    </MemoryRouter>,
  );

/** What a list's table knows of its edit right when it first draws. */
function EditRightAtFirstDraw() {
  const { canAccess } = useCanAccess(tableRightQuestion('assets', 'edit'));
  const [first] = useState(canAccess);
  return <p>Edit right at first draw: {String(first)}</p>;
}

/** What the asset list knows of its first page when it first draws (it asks with these params). */
function PageAtFirstDraw() {
  const { data } = useGetList('assets', firstPageParams('assets', '', useStoreContext()));
  const [first] = useState(data);
  return <p>Rows at first draw: {first?.length ?? 'none'}</p>;
}

/** Notes, each time it is drawn the first time, whether the live alerts' toasts were there already. */
const toastsAtFirstDraw: boolean[] = [];
function ToastsWatcher() {
  useEffect(() => {
    toastsAtFirstDraw.push(screen.queryByText('Live alert toasts') !== null);
  }, []);
  return <p>The watched screen</p>;
}

describe('ShellLayout', () => {
  beforeEach(() => {
    // React reports the crash on the console besides showing it; the test looks at the screen.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the screen inside the frame, after a link that skips to it', async () => {
    renderShellAt('/assets');
    const main = await screen.findByRole('main');
    expect(within(main).getByText('The /assets screen')).toBeTruthy();
    expect(within(main).getByRole('menu', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip to content' })).toBeTruthy();
    expect(document.getElementById('main-content')?.textContent).toContain('The /assets screen');
  });

  it('does not draw the app bar and the menu again when react-admin draws its routes again', async () => {
    renderShellAt('/assets');
    await within(await screen.findByRole('menu', { name: 'Main menu' })).findByRole('menuitem', { name: /Assets/ });
    const first = { ...drawn };
    expect(first.appBar).toBeGreaterThan(0);
    expect(first.menuIcons).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Redraw' }));
    expect(await screen.findByText('The /assets screen')).toBeTruthy();
    expect(drawn).toEqual(first);
  });

  it('has the rights of a list screen answered before it first draws it, so that its rows draw once', async () => {
    renderShellAt('/assets', <EditRightAtFirstDraw />);
    expect(await screen.findByText('Edit right at first draw: true')).toBeTruthy();
  });

  it('has the first page of a list screen answered before it first draws it, so that its rows draw in the first pass', async () => {
    renderShellAt('/assets', <PageAtFirstDraw />, { getList: async () => ({ data: [{ id: 'a1' }, { id: 'a2' }], total: 2 }) });
    expect(await screen.findByText('Rows at first draw: 2')).toBeTruthy();
  });

  it('draws a list screen at once when its first page fails, for the list to ask again and show the error', async () => {
    renderShellAt('/assets', <PageAtFirstDraw />, { getList: async () => Promise.reject(new Error('the server is down')) });
    expect(await screen.findByText('Rows at first draw: none', {}, { timeout: 500 })).toBeTruthy();
  });

  it("starts the live alerts' toasts only after the first screen has drawn", async () => {
    renderShellAt('/assets', <ToastsWatcher />);
    expect(await screen.findByText('Live alert toasts')).toBeTruthy();
    expect(toastsAtFirstDraw).toEqual([false]);
  });

  it('shows the server error in place of a screen that crashed, keeps the menu, and draws the next screen chosen', async () => {
    renderShellAt('/broken');
    expect((await screen.findByRole('alert')).textContent).toContain('500');
    const menu = screen.getByRole('menu', { name: 'Main menu' });

    await userEvent.click(await within(menu).findByRole('menuitem', { name: /Assets/ }));
    expect(await screen.findByText('The /assets screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
