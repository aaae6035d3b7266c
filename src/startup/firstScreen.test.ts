import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from 'react-admin';

// What prepareFirstScreen starts, watched at the modules it calls: the screens' code and the session.
const started = vi.hoisted(() => ({ shell: 0, list: 0, page: 0, refreshToken: null as string | null }));
vi.mock('../layout/ShellFrame', () => ({ preloadShellFrame: () => (started.shell++, Promise.resolve()) }));
vi.mock('../dashboard/DashboardPage', () => ({ DashboardPage: { preload: () => Promise.resolve() } }));
vi.mock('../api/client', () => ({ session: { refreshToken: () => started.refreshToken } }));
vi.mock('../providers/consoleProviders', () => ({
  authProvider: { canAccess: async () => true },
  dataProvider: { prefetchListPage: () => started.page++ },
}));
vi.mock('../resources', () => ({ resources: [{ name: 'assets', list: { preload: () => (started.list++, Promise.resolve()) } }] }));

const { prepareFirstScreen } = await import('./firstScreen');

const store = { getItem: () => undefined } as unknown as Store;
const at = { pathname: '/assets', search: '' };

/** A refresh the test answers when it chooses. */
function pendingRefresh() {
  let answer!: (signedIn: boolean) => void;
  return { signedIn: new Promise<boolean>((resolve) => (answer = resolve)), answer };
}

describe('prepareFirstScreen', () => {
  beforeEach(() => Object.assign(started, { shell: 0, list: 0, page: 0, refreshToken: null }));

  it("starts the shell's code beside the list's while a stored session is being resumed", async () => {
    started.refreshToken = 'stored';
    const refresh = pendingRefresh();
    const prepared = prepareFirstScreen(at, store, refresh.signedIn);
    expect(started).toMatchObject({ list: 1, shell: 1, page: 0 });
    refresh.answer(true);
    await prepared;
    // Once signed in, the list's first page is asked for; the shell's code is not asked for twice.
    expect(started).toMatchObject({ list: 1, shell: 1, page: 1 });
  });

  it('asks for no page when the stored session does not resume (the login page shows)', async () => {
    started.refreshToken = 'expired';
    const refresh = pendingRefresh();
    const prepared = prepareFirstScreen(at, store, refresh.signedIn);
    refresh.answer(false);
    await prepared;
    expect(started).toMatchObject({ list: 1, page: 0 });
  });

  it("waits for the sign-in before the shell's code when no session is stored (the login page shows instead)", async () => {
    const refresh = pendingRefresh();
    const prepared = prepareFirstScreen(at, store, refresh.signedIn);
    expect(started.shell).toBe(0);
    refresh.answer(false);
    await prepared;
    expect(started).toMatchObject({ shell: 0, page: 0 });
  });
});
