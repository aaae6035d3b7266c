import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Schema } from '../support/api';
import { screenshot } from '../support/browser';
import {
  accounts,
  lightScreen,
  readResetCode,
  type Shell,
  signIn,
  startShell,
  storedRefreshToken,
  submitLogin,
  toast,
} from './shell-support';

let shell: Shell;
beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.stop();
});

describe('signing in and out', { timeout: 60_000 }, () => {
  it('sends / to the login page: a background picture, no header, sidebar or footer', async () => {
    const { page, errors } = await shell.open();
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    await page.locator('input[name="email"]').waitFor();
    expect(await page.locator('header, nav, footer').count()).toBe(0);
    const background = await page.locator('main').evaluate((main) => getComputedStyle(main).backgroundImage);
    expect(background).toContain('data:image/svg+xml');
    await screenshot(page, 'login-page');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('redirects a signed-out visitor to the login page and, after sign-in, back to the path and query asked for', async () => {
    const { page } = await shell.open();
    await page.goto('/assets?status=Moving');
    await page.waitForURL('**/auth/login');
    await submitLogin(page, accounts.admin);
    await page.waitForURL((url) => url.pathname === '/assets' && url.search === '?status=Moving');
    await page.context().close();
  });

  it('lands on the dashboard, shows the name in the user menu and the footer; a reload keeps the session by refresh', async () => {
    const { page, errors } = await shell.open();
    await signIn(page, accounts.admin);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ada Admin' }).waitFor();
    expect(await page.locator('footer').textContent()).toBe(`Fleet Console © ${new Date().getFullYear()}`);

    const before = await storedRefreshToken(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const after = await storedRefreshToken(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signs out: forgets the refresh token, goes to the login page, and the console asks to sign in again', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.admin, lightScreen.path);
    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth/login');
    expect(await storedRefreshToken(page)).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    await page.context().close();
  });

  it("shows the server's message for wrong credentials and stays on the login page", async () => {
    const wrong = { email: accounts.operator.email, password: 'not-the-password' };
    const answer = await apiClient(shell.server.baseUrl).call<Schema<'Error'>>('POST', '/authentication/email', {
      body: { ...wrong, clientId: 'web', appPackageName: 'com.fleetconsole.web' },
    });
    const { page } = await shell.open();
    await page.goto('/auth/login');
    await submitLogin(page, wrong);
    await toast(page).waitFor();
    expect(await toast(page).textContent()).toBe(answer.body.error);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.context().close();
  });

  it('signs in by refresh on start; a revoked session shows the reason and asks to sign in, remembering the page', async () => {
    const { page } = await shell.open();
    await signIn(page, accounts.admin, '/devices?page=2');
    const refreshToken = await storedRefreshToken(page);
    await apiClient(shell.server.baseUrl).call('POST', '/authentication/logout', { body: { refreshToken } });
    await page.reload();
    await page.waitForURL('**/auth/login');
    await toast(page).waitFor();
    expect(await toast(page).textContent()).not.toBe('');
    expect(await storedRefreshToken(page)).toBeNull();
    await submitLogin(page, accounts.admin);
    await page.waitForURL((url) => url.pathname === '/devices' && url.search === '?page=2');
    await page.context().close();
  });
});

describe('password dialog', { timeout: 60_000 }, () => {
  const dialog = (page: Page) => page.getByRole('dialog');
  const confirm = (page: Page) => dialog(page).getByRole('button', { name: 'Confirm' });

  it('changes the password from the user menu: every message, mismatch blocks, failure keeps it open, success keeps the session', async () => {
    const { page } = await shell.open();
    const passwordCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/password') passwordCalls.push(request.postData() ?? '');
    });
    await signIn(page, accounts.operator, lightScreen.path);
    await page.getByRole('button', { name: 'Otto Operator' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await dialog(page).getByRole('heading', { name: 'Change Password' }).waitFor();

    await confirm(page).click();
    for (const message of ['Please input your Old Password!', 'Please input your New Password!', 'Please input Confirm New Password!']) {
      await dialog(page).getByText(message, { exact: true }).waitFor();
    }
    await dialog(page).locator('input[name="oldPassword"]').fill('wrong-old-password');
    await dialog(page).locator('input[name="newPassword"]').fill('Fresh!Route42');
    await dialog(page).locator('input[name="confirmPassword"]').fill('Fresh!Route43');
    await confirm(page).click();
    await dialog(page).getByText("Password don't match!", { exact: true }).waitFor();
    expect(passwordCalls).toEqual([]);

    const refused = await apiClient(shell.server.baseUrl).call<Schema<'Error'>>('PUT', '/password', {
      body: { login: accounts.operator.email, oldPassword: 'wrong-old-password', newPassword: 'Fresh!Route42' },
    });
    await dialog(page).locator('input[name="confirmPassword"]').fill('Fresh!Route42');
    await confirm(page).click();
    await toast(page).getByText(refused.body.error, { exact: true }).waitFor();
    expect(await confirm(page).isEnabled()).toBe(true);
    expect(passwordCalls).toHaveLength(1);

    await dialog(page).locator('input[name="oldPassword"]').fill(accounts.operator.password);
    await confirm(page).click();
    await page.getByText('Your password has been changed.').waitFor();
    expect(await dialog(page).count()).toBe(0);
    await page.reload();
    await lightScreen.drawn(page);

    await page.getByRole('button', { name: 'Otto Operator' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth/login');
    await signIn(page, { email: accounts.operator.email, password: 'Fresh!Route42' }, lightScreen.path);
    await lightScreen.drawn(page);
    await page.context().close();
  });

  it('resets a forgotten password with the code mailed to the outbox, then signs in with it', async () => {
    const { page } = await shell.open();
    await page.goto('/auth/login');
    await page.locator('input[name="email"]').fill(accounts.viewer.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByRole('heading', { name: 'Forgot Password' }).waitFor();
    expect(await dialog(page).locator('input[name="email"]').inputValue()).toBe(accounts.viewer.email);
    await dialog(page).getByRole('button', { name: 'Send Code' }).click();
    await toast(page).getByText('A one time reset code has been sent on your email', { exact: true }).waitFor();

    await confirm(page).click();
    for (const message of [
      'Please input the code sent on email',
      'Please input your New Password!',
      'Please input Confirm New Password!',
    ]) {
      await dialog(page).getByText(message, { exact: true }).waitFor();
    }
    const code = await readResetCode(shell.server.dataDir, accounts.viewer.email);
    await dialog(page).locator('input[name="code"]').fill(code);
    // The server's rules: its reason shows under the field (and in the toast).
    await dialog(page).locator('input[name="newPassword"]').fill(accounts.viewer.email);
    await dialog(page).locator('input[name="confirmPassword"]').fill(accounts.viewer.email);
    await confirm(page).click();
    await dialog(page).getByText('Must not be your e-mail address.', { exact: true }).waitFor();
    await dialog(page).locator('input[name="newPassword"]').fill('Reset!Harbour9');
    await dialog(page).locator('input[name="confirmPassword"]').fill('Reset!Harbour9');
    await confirm(page).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Vera Viewer' }).waitFor();
    await page.context().close();
  });

  it('opens the new-account dialog 500 ms after the 3102 message, then signs in with the new password', async () => {
    const { page } = await shell.open();
    await page.goto('/auth/login');
    await page.evaluate(() => {
      // When the toast and then the dialog first appear, timed in the page itself.
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (!seen.toast && document.querySelector('.MuiSnackbarContent-message')) seen.toast = performance.now();
        if (!seen.dialog && document.querySelector('[role="dialog"]')) seen.dialog = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await submitLogin(page, accounts.newcomer);
    await dialog(page).getByRole('heading', { name: 'Change Password' }).waitFor();
    const message = await toast(page).textContent();
    expect(message).toBeTruthy();
    expect(message).not.toBe('An error occurred.');
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    // The toast is seen a render after it was asked for: allow for that lag, not for an early dialog.
    expect(seen.dialog - seen.toast).toBeGreaterThanOrEqual(400);
    expect(seen.dialog - seen.toast).toBeLessThan(1500);
    expect(await dialog(page).locator('input[name="oldPassword"]').count()).toBe(0);

    await confirm(page).click();
    await dialog(page).getByText('Please input your New Password!', { exact: true }).waitFor();
    await dialog(page).getByText('Please input Confirm New Password!', { exact: true }).waitFor();
    await dialog(page).locator('input[name="newPassword"]').fill('Welcome!Nina7');
    await dialog(page).locator('input[name="confirmPassword"]').fill('Welcome!Nina7');
    await confirm(page).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Nina Newcomer' }).waitFor();
    await page.context().close();
  });
});
