// `npm run bench -- bundle`: gzip size of the JavaScript a browser loads for /auth/login, and what
// /dashboard adds after sign-in, measured in Chromium against the built console (run `npm run build` first).
// Fails (exit code 1) when the login page's JavaScript is over its budget.
import { chromiumBuilds, launchBrowser, newPage } from '../../tests/support/browser';
import { startTestServer } from '../../tests/support/server';
import { accounts } from '../../tests/support/api';
import { kb, recordScripts } from './support/scriptSizes';

/** A common fleet console loads this much gzip JavaScript before its login form (figure from the issue). */
const referenceLoginKb = 524;
/** Issue 16's budget for the login page. */
const loginTargetKb = 300;

const total = (scripts: Map<string, number>, keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + (scripts.get(key) ?? 0), 0);

const server = await startTestServer({ config: { demoHistoryDays: 0 }, productionHashCost: true });
const browser = await launchBrowser(chromiumBuilds.full);
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
  console.log(
    `login: ${kb(login)} kB gzip, target < ${loginTargetKb} kB; ` +
      `${(referenceLoginKb / (login / 1024)).toFixed(1)}x smaller than the ${referenceLoginKb} kB of a common fleet console's login`,
  );
  const mapFiles = [...loginScripts].filter((url) => /maplibre|deckgl|terra-draw/.test(url));
  console.log(
    mapFiles.length ? `map libraries on the login page: ${mapFiles.join(', ')}` : 'no map library chunk is loaded by the login page',
  );
  if (login / 1024 > loginTargetKb || mapFiles.length) {
    console.error(
      `FAIL: the login page loads ${kb(login)} kB gzip${mapFiles.length ? ' and a map library' : ''}; budget ${loginTargetKb} kB, no map library`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
