// `npm run bench -- lists [--assets 10000] [--runs 7] [--against <built console>]`: with that many
// assets in one tenant, the time from navigating to /assets until the list's first page of rows is
// on screen, in headless Chromium, signed in. Three ways in: loading the console at /assets (code,
// session refresh, list), the same again in a new tab (the code in the browser's cache), and opening
// Assets from another screen of the running console. Prints the median of several runs of each, as
// wall-clock time and as the CPU time the page's main thread used meanwhile: on a machine busy with
// other work the wall clock mostly measures waiting for a CPU, the main thread's CPU time does not.
// `--against` measures another build of the console (its `dist` folder, say a worktree's of an older
// commit) in the same run, each of its runs beside one of ours, and prints the ratios: two benches
// run minutes apart on a busy machine differ by more than the changes they compare.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sql from 'sql-template-tag';
import { accounts, apiClient } from '../../tests/support/api';
import { chromiumBuilds, launchBrowser } from '../../tests/support/browser';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { seedAssets } from './support/seedAssets';

const { values } = parseArgs({
  options: { assets: { type: 'string', default: '10000' }, runs: { type: 'string', default: '7' }, against: { type: 'string' } },
});
const ASSETS = Number(values.assets);
const RUNS = Number(values.runs);
const PAGE_SIZE = 25;
const TARGET_MS = 1000;
const REFRESH_TOKEN_KEY = 'fleet.refreshToken';

const OURS = path.resolve('dist');
const AGAINST = values.against === undefined ? null : path.resolve(values.against);
for (const dir of [OURS, AGAINST]) {
  if (dir !== null && !existsSync(path.join(dir, 'index.html'))) {
    console.error(`No built console in ${dir}: run \`npx vite build\` there first.`);
    process.exit(1);
  }
}

// Notes, in the page's own clock, when the asset list first shows a full page of rows.
const watchRows = `(() => {
  window.__rowsAt = null;
  new MutationObserver(() => {
    if (window.__rowsAt === null && document.querySelectorAll('tbody tr a[href^="/assets/details/"]').length >= ${PAGE_SIZE}) {
      window.__rowsAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Run {
  wallMs: number;
  cpuMs: number;
}

/** A fresh browser context already signed in (by a refresh token of its own), watching for rows. */
async function signedInPage(browser: Browser, baseUrl: string) {
  const { refreshToken } = await apiClient(baseUrl).login(accounts.operator.email, accounts.operator.password);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  // Only into a fresh context: a second tab must resume the session the console has since refreshed.
  await context.addInitScript(
    ([key, token]) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, token),
    [REFRESH_TOKEN_KEY, refreshToken],
  );
  await context.addInitScript(watchRows);
  return watchedPage(context);
}

/** A new tab, with the CPU time of its main thread so far (Chrome's ThreadTime metric, in seconds). */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuMs = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  return { page, cpuMs };
}

const rowsAt = async (page: Page): Promise<number> =>
  (await page.waitForFunction(() => (window as unknown as { __rowsAt: number | null }).__rowsAt)).jsonValue() as Promise<number>;

/** Loading the console at /assets in the tab: from the start of navigation to the first page of rows. */
async function measuredLoad({ page, cpuMs }: Awaited<ReturnType<typeof watchedPage>>): Promise<Run> {
  const cpuBefore = await cpuMs();
  await page.goto('/assets');
  const wallMs = await rowsAt(page);
  const run = { wallMs, cpuMs: (await cpuMs()) - cpuBefore };
  await page.context().close();
  return run;
}

/** Loading the console at /assets in a new browser profile. */
const loadRun = async (browser: Browser, baseUrl: string) => measuredLoad(await signedInPage(browser, baseUrl));

/** Opening the console at /assets again in a new tab, as users do many times a day: its built files come from the browser's cache. */
async function cachedRun(browser: Browser, baseUrl: string): Promise<Run> {
  const first = await signedInPage(browser, baseUrl);
  await first.page.goto('/assets');
  await rowsAt(first.page);
  await first.page.close();
  return measuredLoad(await watchedPage(first.page.context()));
}

/** Opening Assets from the sidebar of a console already showing another list. */
async function navigateRun(browser: Browser, baseUrl: string): Promise<Run> {
  const { page, cpuMs } = await signedInPage(browser, baseUrl);
  await page.goto('/drivers');
  await page.locator('tbody tr.RaDataTable-row').first().waitFor();
  const [start, cpuBefore] = [await page.evaluate(() => performance.now()), await cpuMs()];
  await page.locator('a[href="/assets"]').first().click();
  const wallMs = (await rowsAt(page)) - start;
  const run = { wallMs, cpuMs: (await cpuMs()) - cpuBefore };
  await page.context().close();
  return run;
}

/** The ways into the list that are measured, each run once per round. */
const WAYS = [
  { label: 'load the console at /assets -> rows', measure: loadRun },
  { label: 'again in a new tab (files cached) -> rows', measure: cachedRun },
  { label: 'open Assets from another list -> rows', measure: navigateRun },
];

/** A build of the console, its server with the extra assets, and its runs of each way in (as WAYS). */
interface Measured {
  label: string;
  server: TestServer;
  runs: Run[][];
}

async function measuredConsole(label: string, staticDir: string): Promise<Measured> {
  const server = await startTestServer({ config: { staticDir }, productionHashCost: true });
  const [{ id: tenantId }] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
  await seedAssets(server.context.db, tenantId, ASSETS);
  return { label, server, runs: WAYS.map(() => []) };
}

const figures = (times: number[]) =>
  `median ${median(times).toFixed(0).padStart(5)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`;
const line = (label: string, runs: Run[]) =>
  `${label.padEnd(40)} ${figures(runs.map((r) => r.wallMs))}   main-thread CPU ${figures(runs.map((r) => r.cpuMs))}`;

/** Ours against the other build: the median of the runs' ratios, each run measured beside the other's. */
function ratioLine(label: string, ours: Run[], theirs: Run[]) {
  const ratio = (of: (run: Run) => number) => {
    const ratios = ours.map((run, i) => of(run) / of(theirs[i]));
    return `${median(ratios).toFixed(2)}x (faster in ${ratios.filter((r) => r < 1).length} of ${ratios.length})`;
  };
  return `${label.padEnd(40)} wall clock ${ratio((r) => r.wallMs)}   main-thread CPU ${ratio((r) => r.cpuMs)}`;
}

console.log(`starting a server with ${ASSETS.toLocaleString('en')} extra assets${AGAINST ? ' for each build' : ''}…`);
const consoles: Measured[] = [];
try {
  consoles.push(await measuredConsole(`this build (${OURS})`, OURS));
  if (AGAINST) consoles.push(await measuredConsole(`the other build (${AGAINST})`, AGAINST));
  const api = apiClient(consoles[0].server.baseUrl);
  const { accessToken } = await api.login(accounts.operator.email, accounts.operator.password);
  const firstPage = `/assets?pageNumber=1&pageSize=${PAGE_SIZE}&sort=name&order=asc`;
  const answer = await api.call('GET', firstPage, { token: accessToken });
  const total = Number(answer.headers.get('X-Total-Count'));
  const apiTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await api.call('GET', firstPage, { token: accessToken });
    apiTimes.push(performance.now() - start);
  }

  const browser = await launchBrowser(chromiumBuilds.full);
  try {
    // One unmeasured load warms the server's and the browser's caches alike for every run.
    for (const measured of consoles) await loadRun(browser, measured.server.baseUrl);
    for (let run = 0; run < RUNS; run++) {
      // Each build goes first in turn, so that neither always meets what the other left behind.
      for (const measured of run % 2 === 0 ? consoles : [...consoles].reverse()) {
        for (const [way, { measure }] of WAYS.entries()) measured.runs[way].push(await measure(browser, measured.server.baseUrl));
      }
    }
    console.log(`\nasset list, first page of ${PAGE_SIZE} rows, ${total.toLocaleString('en')} assets in the tenant, ${RUNS} runs:`);
    console.log(`${'API GET /assets (page 1, by name)'.padEnd(40)} ${figures(apiTimes)}`);
    for (const measured of consoles) {
      if (AGAINST) console.log(`${measured.label}:`);
      for (const [way, { label }] of WAYS.entries()) console.log(line(label, measured.runs[way]));
    }
    if (AGAINST) {
      const [ours, theirs] = consoles;
      console.log('this build against the other (below 1: faster), the median of the runs measured side by side:');
      for (const [way, { label }] of WAYS.entries()) console.log(ratioLine(label, ours.runs[way], theirs.runs[way]));
    }
    console.log(
      `load average while measuring: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} CPUs`,
    );
    const [coldLoads] = consoles[0].runs; // WAYS starts with the console's load
    const verdict = median(coldLoads.map((r) => r.wallMs)) < TARGET_MS ? 'meets' : 'MISSES';
    console.log(`\n${verdict} the target of first rows under ${TARGET_MS} ms (console load, wall clock, median).`);
    if (verdict === 'MISSES') process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  for (const measured of consoles) await measured.server.stop();
}
