import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { loadConfig } from '../../server/config';

/**
 * The Chromium builds. The tests drive Debian's old headless shell (package chromium-headless-shell), the build
 * Playwright itself runs headless: without the full browser's windowing, a suite's pages cost it less CPU
 * (resources-crud, 2026-11-30: 33 s of the browser's processes against 54 s). The benches time the full chromium
 * the server prints PDFs with (`CHROMIUM_PATH`; in its new headless mode), the browser people use, as their earlier
 * figures did.
 */
export const chromiumBuilds = {
  headlessShell: process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  full: loadConfig().chromiumPath,
};

const args = [
  // WebGL2 through Mesa llvmpipe (software). Passing --disable-gpu would turn it off.
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Pages are composited in software (Skia), WebGL still through Mesa: emulating GL to composite cost about a
  // third of the browser's CPU in the browser suites, which are bound by it on two cores.
  '--disable-gpu-compositing',
];

// Software-rendered WebGL warns on every readback; it is not an app error.
const noise = [/GPU stall due to ReadPixels/];

const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Debian's Chromium, headless (a build of `chromiumBuilds`). launch() gives each browser a fresh temporary profile. */
export function launchBrowser(executablePath = chromiumBuilds.headlessShell): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args });
}

export interface TestPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A page in a new context whose relative URLs resolve against baseUrl; `options`: the context's own (time zone,
 * locale, viewport). Close it with page.context().close().
 */
export async function newPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<TestPage> {
  // Less motion, as a system can ask: the console shows menus and dialogs at once and the map jumps instead of
  // flying, which spares the browser the frames between (the browser suites are bound by its work).
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const record = (text: string) => {
    if (!noise.some((re) => re.test(text))) errors.push(text);
  };
  page.on('console', (msg) => {
    if (msg.type() === 'error') record(msg.text());
  });
  page.on('pageerror', (err) => record(err.stack ?? err.message));
  return { page, errors };
}

/** Saves a full-page PNG as test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = `${screenshotDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
