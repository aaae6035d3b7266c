import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import type { Config } from '../../server/config';
import { startTestServer, type TestServer } from '../support/server';

export { accounts };
export { readResetCode } from '../support/outbox';
export type Account = { email: string; password: string };

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
/** axe-core's script, evaluated in a page through the DevTools protocol (the console's CSP refuses inline scripts). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Shell {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (own storage) on the console. */
  open(options?: { width?: number; height?: number }): Promise<{ page: Page; errors: string[] }>;
  stop(): Promise<void>;
}

/**
 * The real server with demo data, serving the built console, and a browser. The server serves a
 * copy of dist/: a build started meanwhile (by another suite or a developer) cannot pull the files
 * from under the running tests. `config`: server settings beside the shell's (the demo's alerts, say).
 */
export async function startShell(config: Partial<Config> = {}): Promise<Shell> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('The console is not built: run `npx vite build` before the end-to-end tests.');
  }
  const staticDir = mkdtempSync(path.join(tmpdir(), 'fleet-console-'));
  cpSync(dist, staticDir, { recursive: true });
  const [server, browser] = await Promise.all([startTestServer({ config: { ...config, staticDir } }), launchBrowser()]);
  return {
    server,
    browser,
    async open({ width = 1280, height = 800 } = {}) {
      const opened = await newPage(browser, server.baseUrl);
      await opened.page.setViewportSize({ width, height });
      return opened;
    },
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/**
 * A screen light to load, for the tests about the shell around a screen: the demo tenant's empty list of asset
 * groups. The dashboard's map is drawn in software here, seconds a load on a loaded machine.
 */
export const lightScreen = {
  path: '/assetGroups',
  drawn: (page: Page) =>
    page
      .locator('main [role="status"]')
      .getByText(/^No .* yet\.$/)
      .waitFor(),
};

/** Fills and sends the login form (the page must show it). */
export async function submitLogin(page: Page, { email, password }: Account) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/**
 * Signs in and waits to leave the login page. With `to`, opens that page signed out and signs in on the login
 * page it leads to, which goes back to it: one load of the console instead of the dashboard and then the page
 * (the browser suites are bound by the browser's work).
 */
export async function signIn(page: Page, account: Account, to = '/auth/login') {
  await page.goto(to);
  await submitLogin(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

/**
 * Opens `path` inside the running console, as its menu does (react-router follows the history), instead of loading
 * the page again: a load costs a sign-in renewal and every script once more, about a second on this machine
 * against a tenth. Resolves once the screen's part of the page has changed, so that what the caller waits for next
 * is the new screen's; at once when the console already shows `path`.
 */
export async function openInConsole(page: Page, path: string) {
  const moved = await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return false;
    const content = document.getElementById('main-content');
    if (!content) throw new Error(`${window.location.pathname} shows no console screen to leave`);
    const flags = window as unknown as { screenChanged: boolean };
    flags.screenChanged = false;
    const observer = new MutationObserver(() => {
      flags.screenChanged = true;
      observer.disconnect();
    });
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (moved)
    await page.waitForFunction(() => (window as unknown as { screenChanged: boolean }).screenChanged, undefined, { timeout: 30_000 });
}

export const storedRefreshToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('fleet.refreshToken'));

/** The toast currently shown (react-admin's notification). */
export const toast = (page: Page) => page.locator('.MuiSnackbarContent-message');

/**
 * Every toast the page shows from now on, however briefly: a toast hides after 4 s, which a check
 * on a loaded machine can miss. Call before the toasts are expected; read with `page.evaluate`.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('.MuiSnackbarContent-message')) {
        const text = element.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

/** axe-core's serious and critical findings on the current page. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Colours are judged on a settled page: on a busy machine a fade-in can still be half-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  // Evaluated through the DevTools protocol: the console's Content-Security-Policy refuses inline script tags.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] }> };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
}
