// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminWrapper } from '../testing/renderInAdmin';
import { LayoutSettingsProvider } from './LayoutSettingsContext';
import { ShellLayout } from './ShellLayout';

// The frame waits for react-admin's resource definitions, which <Resource> elements register; here there are none.
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  useResourceDefinitions: () => ({ assets: { name: 'assets' } }),
}));

/** A screen that crashes on /broken and draws elsewhere. */
function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('the screen broke');
  return <p>The {pathname} screen</p>;
}

const renderShellAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminWrapper>
        <LayoutSettingsProvider>
          <ShellLayout>
            <Screen />
          </ShellLayout>
        </LayoutSettingsProvider>
      </AdminWrapper>
    </MemoryRouter>,
  );

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

  it('shows the server error in place of a screen that crashed, keeps the menu, and draws the next screen chosen', async () => {
    renderShellAt('/broken');
    expect((await screen.findByRole('alert')).textContent).toContain('500');
    const menu = screen.getByRole('menu', { name: 'Main menu' });

    await userEvent.click(await within(menu).findByRole('menuitem', { name: /Assets/ }));
    expect(await screen.findByText('The /assets screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
