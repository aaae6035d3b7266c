// `npm run bench -- bundle`: gzip size of the JavaScript a browser loads for /auth/login, and what
// /dashboard adds after sign-in, measured in Chromium against the built console (run `npm run build` first).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../../tests/support/browser';
import { startTestServer } from '../../tests/support/server';
import { accounts } from '../../tests/support/api';

/** A common fleet console loads this much gzip JavaScript before its login form (figure from the issue). */
const referenceLoginKb = 524;
const loginTargetKb = 350;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Records every JavaScript file the page fetches (scripts, dynamic imports, module preloads): url -> gzip size. */
function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(response.body().then((body) => void scripts.set(response.url(), gzipSync(body).length), () => undefined));
  });
  return { scripts, settled: () => Promise.all(pending) };
}

const total = (scripts: Map<string, number>, keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + (scripts.get(key) ?? 0), 0);

const server = await startTestServer({ config: { demoHistoryDays: 0 } });
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, server.baseUrl);
  const { scripts, settled } = recordScripts(page);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await settled();
  const loginScripts = new Set(scripts.keys());

  await page.fill('input[name="email"]', accounts.operator.email);
  await page.fill('input[name="password"]', accounts.operator.password);
  await page.click('button[type="submit"]');
  await page.waitForURL('**/dashboard');
  // A client-side navigation does not reset the load state: wait for the map the dashboard draws.
  await page.locator('canvas').first().waitFor();
  await settled();
  const dashboardOnly = [...scripts.keys()].filter((url) => !loginScripts.has(url));

  const login = total(scripts, loginScripts);
  const dashboard = total(scripts, dashboardOnly);
  console.table([
    { screen: '/auth/login', files: loginScripts.size, 'gzip kB': kb(login) },
    { screen: '/dashboard (added after sign-in)', files: dashboardOnly.length, 'gzip kB': kb(dashboard) },
    { screen: '/dashboard (total)', files: scripts.size, 'gzip kB': kb(login + dashboard) },
  ]);
  console.log(`login: ${kb(login)} kB gzip, target < ${loginTargetKb} kB; ` +
    `${(referenceLoginKb / (login / 1024)).toFixed(1)}x smaller than the ${referenceLoginKb} kB of a common fleet console's login`);
  const mapFiles = [...loginScripts].filter((url) => /maplibre|deckgl|terra-draw/.test(url));
  console.log(mapFiles.length ? `map libraries on the login page: ${mapFiles.join(', ')}` : 'no map library chunk is loaded by the login page');
} finally {
  await browser.close();
  await server.stop();
}
