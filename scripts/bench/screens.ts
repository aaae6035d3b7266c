// `npm run bench -- screens`: in Chromium against the built console (run `npm run build` first), how
// long an operator waits for each main screen, reached as they reach it (sign in, then the menu and
// a click on an asset), how much JavaScript it loads and how many requests it makes. A screen is
// usable when its content is drawn and no progress indicator is left. One run: on a shared machine
// the figures move with the load average, printed beside them.
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { chromiumBuilds, launchBrowser, newPage } from '../../tests/support/browser';
import { startTestServer } from '../../tests/support/server';
import { accounts } from '../../tests/support/api';
import { kb, recordScripts } from './support/scriptSizes';

interface Step {
  screen: string;
  /** What the operator does to open it. */
  open: (page: Page) => Promise<unknown>;
  /** CSS selector of the content that makes the screen usable. */
  content: string;
  targetMs?: number;
}

const steps: Step[] = [
  {
    screen: 'sign-in -> dashboard',
    open: (page) => page.click('button[type="submit"]'),
    content: 'main canvas',
    targetMs: 1500,
  },
  {
    screen: 'asset list',
    open: (page) => page.click('.MuiDrawer-root a[href="/assets"]'),
    content: 'main tbody tr a[href^="/assets/details/"]',
  },
  {
    screen: 'asset detail',
    open: (page) => page.click('main tbody tr a[href^="/assets/details/"]'),
    content: 'main h1 ~ *, main canvas',
    targetMs: 800,
  },
  { screen: 'geofences', open: (page) => page.click('.MuiDrawer-root a[href="/geofences"]'), content: 'main tbody tr' },
  { screen: 'reports', open: (page) => page.click('.MuiDrawer-root a[href="/reports"]'), content: 'main h1' },
];

/** Content drawn and nothing loading any more (MUI's progress bars and spinners, react-admin's loaders). */
const usable = (content: string) => document.querySelector(content) !== null && document.querySelector('[role="progressbar"]') === null;

const server = await startTestServer({ config: { demoHistoryDays: 1, demoAlertDays: 3 }, productionHashCost: true });
const browser = await launchBrowser(chromiumBuilds.full);
const rows: Record<string, string | number>[] = [];
let missed = 0;
try {
  const { page, errors } = await newPage(browser, server.baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { scripts, settled } = recordScripts(page);
  let requests = 0;
  page.on('request', () => void requests++);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await page.fill('input[name="email"]', accounts.operator.email);
  await page.fill('input[name="password"]', accounts.operator.password);

  for (const step of steps) {
    await settled();
    const scriptsBefore = new Set(scripts.keys());
    const requestsBefore = requests;
    const started = performance.now();
    await step.open(page);
    await page.waitForFunction(usable, step.content, { polling: 16, timeout: 60_000 });
    const ms = Math.round(performance.now() - started);
    // What the screen goes on loading after it is usable (tiles, live updates) counts to it, too.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await settled();
    const added = [...scripts.keys()].filter((url) => !scriptsBefore.has(url));
    const met = step.targetMs === undefined ? '' : ms < step.targetMs ? `< ${step.targetMs} ms: yes` : `< ${step.targetMs} ms: NO`;
    if (step.targetMs !== undefined && ms >= step.targetMs) missed++;
    rows.push({
      screen: step.screen,
      'usable after ms': ms,
      target: met,
      'JS files': added.length,
      'JS gzip kB': kb(added.reduce((sum, url) => sum + (scripts.get(url) ?? 0), 0)),
      requests: requests - requestsBefore,
    });
  }
  console.table(rows);
  if (errors.length) console.log(`console errors: ${errors.join('\n')}`);
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (a shared machine: compare runs at a similar load)`,
);
console.log(missed ? `${missed} screen(s) over target` : 'every target met');
