// `npm run bench -- map [--sizes 1000,10000]`: main-thread work per live update and frame rate of the
// fleet map, for our deck.gl layer and for a baseline that redraws a maplibre GeoJSON source of
// symbols, with 1,000, 10,000 and 100,000 assets each updated once a second, in headless Chromium.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { serveHarness } from './map/serveHarness';
import type { Mode } from './map/harness';

const sizesArg = process.argv.indexOf('--sizes');
const SIZES = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : [1_000, 10_000, 100_000];
const SECONDS = 8;
const SETUP_TIMEOUT_MS = 240_000;
const FRAME_BUDGET_MS = 16;

interface Window {
  /**
   * Main-thread milliseconds of each second of the window from Chrome's page metrics (wall time of
   * its tasks, TaskDuration, and of their scripts, ScriptDuration), less the time the page spent
   * making the synthetic feed, which is not the layer's work.
   */
  taskMs: number[];
  scriptMs: number[];
  /** Time inside the layer's update call (the rest of its work happens in the next frames). */
  applyMs: number[];
  fps: number;
}

interface Measured {
  /** Standing still before and after the updates: the idle map of this layer. */
  idle: Window;
  updating: Window;
  drawn: number;
  errors: string[];
  failed?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bench = <T>(page: Page, code: string) => page.evaluate(code) as Promise<T>;

/** The middle value: other work on a shared machine lands in a few seconds; the median ignores them. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function mainThreadMs(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { task: value('TaskDuration'), script: value('ScriptDuration') };
  };
}

/** SECONDS of the page, second by second, updating every asset at the start of each when `updating`. */
async function window(page: Page, read: Awaited<ReturnType<typeof mainThreadMs>>, updating: boolean): Promise<Window> {
  const result: Window = { taskMs: [], scriptMs: [], applyMs: [], fps: 0 };
  const [framesBefore, start] = [await bench<number>(page, 'bench.frames()'), Date.now()];
  let before = await read();
  for (let i = 1; i <= SECONDS; i++) {
    const tick = updating ? await bench<{ feedMs: number; applyMs: number }>(page, 'bench.tick()') : { feedMs: 0, applyMs: 0 };
    await sleep(Math.max(0, start + i * 1000 - Date.now()));
    const after = await read();
    result.taskMs.push(after.task - before.task - tick.feedMs);
    result.scriptMs.push(after.script - before.script - tick.feedMs);
    result.applyMs.push(tick.applyMs);
    before = after;
  }
  result.fps = ((await bench<number>(page, 'bench.frames()')) - framesBefore) / ((Date.now() - start) / 1000);
  return result;
}

const joined = (a: Window, b: Window): Window => ({
  taskMs: [...a.taskMs, ...b.taskMs],
  scriptMs: [...a.scriptMs, ...b.scriptMs],
  applyMs: [],
  fps: (a.fps + b.fps) / 2,
});

/**
 * The map in `mode` with n assets on one page: standing still, then every asset updated once a
 * second, then standing still again; the two still windows around make the idle reference.
 */
async function measure(browser: Browser, url: string, mode: Mode, n: number): Promise<Measured> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(SETUP_TIMEOUT_MS);
  const empty: Window = { taskMs: [0], scriptMs: [0], applyMs: [0], fps: 0 };
  const result: Measured = { idle: empty, updating: empty, drawn: 0, errors: [] };
  try {
    await page.goto(url);
    await bench(page, `bench.setup(${JSON.stringify(mode)}, ${n})`);
    const read = await mainThreadMs(page);
    // One update first, so that the measured ones find the code warm.
    await bench(page, 'bench.tick()');
    await sleep(1500);
    const before = await window(page, read, false);
    result.updating = await window(page, read, mode !== 'bare');
    await sleep(1500);
    result.idle = joined(before, await window(page, read, false));
    result.drawn = await bench<number>(page, 'bench.drawn()');
    result.errors = await bench<string[]>(page, 'bench.errors()');
  } catch (error) {
    result.failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await page.close();
  }
  console.log(`measured ${mode} with ${n} assets${result.failed ? `: failed (${result.failed})` : ''}`);
  return result;
}

const harness = await serveHarness();
const browser = await launchBrowser();
const rows: Record<string, string | number>[] = [];
const summary: string[] = [];
try {
  for (const n of SIZES) {
    const bare = await measure(browser, harness.url, 'bare', n);
    const perUpdate: Record<string, number> = {};
    for (const mode of ['deck', 'baseline'] as const) {
      const { idle, updating, drawn, errors, failed } = await measure(browser, harness.url, mode, n);
      const above = (key: 'taskMs' | 'scriptMs') => median(updating[key]) - median(idle[key]);
      perUpdate[mode] = failed ? NaN : above('taskMs');
      const missing = !failed && drawn < n ? `draws ${drawn} of ${n} markers` : '';
      rows.push({
        assets: n,
        layer: mode === 'deck' ? 'ours (deck.gl, binary attributes)' : 'baseline (GeoJSON source, symbols)',
        'main-thread ms/update above idle': failed ? 'failed' : above('taskMs').toFixed(1),
        'of which script': failed ? '-' : above('scriptMs').toFixed(1),
        'in the update call': failed ? '-' : median(updating.applyMs).toFixed(1),
        'idle ms/s above bare map': failed ? '-' : (median(idle.taskMs) - median(bare.idle.taskMs)).toFixed(1),
        'fps updating': failed ? '-' : updating.fps.toFixed(1),
        'fps idle': failed ? '-' : idle.fps.toFixed(1),
        notes: [failed, missing, ...new Set(errors)].filter(Boolean).join('; ').slice(0, 160),
      });
    }
    const ratio = perUpdate.baseline / Math.max(perUpdate.deck, 0.1);
    summary.push(
      `${n.toLocaleString('en')} assets: ours ${perUpdate.deck.toFixed(1)} ms/update, ` +
        (Number.isNaN(ratio) ? 'the baseline failed' : `the baseline ${perUpdate.baseline.toFixed(1)} ms/update (${ratio.toFixed(1)}x ours)`) +
        `; bare map ${median(bare.idle.taskMs).toFixed(1)} ms/s at ${bare.idle.fps.toFixed(0)} fps`,
    );
    if (n === 100_000) summary.push(`target at 100,000: ours under ${FRAME_BUDGET_MS} ms per update: ${perUpdate.deck < FRAME_BUDGET_MS ? 'met' : 'NOT met'}`);
    if (n === 10_000) summary.push(`target at 10,000: at least 10x less than the baseline: ${ratio >= 10 ? 'met' : 'NOT met'}`);
  }
} finally {
  await browser.close();
  await harness.close();
}
console.table(rows);
for (const line of summary) console.log(line);
console.log(
  'Per second medians; idle = the same page with the same markers standing still, before and after the updates.\n' +
    'Software WebGL (llvmpipe): frame rates are not those of a GPU; main-thread work is what the layer controls.',
);
