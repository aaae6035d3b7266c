// `npm run bench -- map [--sizes 1000,10000]`: main-thread work per live update and frame rate of the
// fleet map, for our deck.gl layer and for a baseline that redraws a maplibre GeoJSON source of
// symbols, with 1,000, 10,000 and 100,000 assets each updated once a second, in headless Chromium.
// Both read the same server-sent event stream of positions, as the console reads GET /live.
import type { Browser, Page } from 'playwright-core';
import { chromiumBuilds, launchBrowser } from '../../tests/support/browser';
import { serveHarness } from './map/serveHarness';
import type { Mode } from './map/harness';

const sizesArg = process.argv.indexOf('--sizes');
const SIZES = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : [1_000, 10_000, 100_000];
const SECONDS = 8;
/** Every asset is updated once a second: a layer that takes longer to show an update falls ever further behind. */
const UPDATE_EVERY_MS = 1000;
const FPS_SECONDS = 4;
const SETUP_TIMEOUT_MS = 240_000;
const FRAME_BUDGET_MS = 16;
/** How long after the last update of a window the page may still take to show it. */
const UPDATE_GRACE_MS = 3000;

interface Window {
  /**
   * Main-thread milliseconds of each second of the window from Chrome's page metrics: wall time of
   * its tasks (TaskDuration), and CPU time of the thread (ThreadTime), which leaves out the time
   * other processes of this shared machine held the CPU.
   */
  taskMs: number[];
  cpuMs: number[];
  /** Per update: from sending it until the layer held its position of the last asset (NaN: never). */
  shownMs: number[];
}

interface Measured {
  /** Standing still before and after the updates: this layer's idle page. */
  idle: Window;
  updating: Window;
  fps: { idle: number; updating: number };
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
    return { task: value('TaskDuration'), cpu: value('ThreadTime') };
  };
}

type Harness = Awaited<ReturnType<typeof serveHarness>>;

/** SECONDS of the page, second by second; with a feed, it updates every asset at the start of each. */
async function window(page: Page, read: Awaited<ReturnType<typeof mainThreadMs>>, feed?: Harness['feed']): Promise<Window> {
  const result: Window = { taskMs: [], cpuMs: [], shownMs: [] };
  const start = Date.now();
  let before = await read();
  const sent: { at: number; last: [number, number] | null }[] = [];
  for (let i = 1; i <= SECONDS; i++) {
    if (feed) sent.push({ at: Date.now(), last: feed.tick() });
    await sleep(Math.max(0, start + i * UPDATE_EVERY_MS - Date.now()));
    const after = await read();
    result.taskMs.push(after.task - before.task);
    result.cpuMs.push(after.cpu - before.cpu);
    before = after;
  }
  if (feed) await sleep(UPDATE_GRACE_MS);
  const changes = await bench<[number, number, number][]>(page, 'bench.changes()');
  const sameAs = (p: [number, number] | null) => (c: [number, number, number]) =>
    p !== null && Math.abs(c[1] - p[0]) < 1e-5 && Math.abs(c[2] - p[1]) < 1e-5;
  result.shownMs = sent.map(({ at, last }) => (changes.find(sameAs(last))?.[0] ?? NaN) - at);
  return result;
}

const joined = (a: Window, b: Window): Window => ({
  taskMs: [...a.taskMs, ...b.taskMs],
  cpuMs: [...a.cpuMs, ...b.cpuMs],
  shownMs: [],
});

/** Frames per second rendered over FPS_SECONDS, with a feed updating every asset each second. */
async function frameRate(page: Page, feed?: Harness['feed']) {
  const counted = bench<number>(page, `bench.countFrames(${FPS_SECONDS * 1000})`);
  for (let i = 0; feed && i < FPS_SECONDS; i++) {
    feed.tick();
    await sleep(UPDATE_EVERY_MS);
  }
  return (await counted) / FPS_SECONDS;
}

/**
 * The map in `mode` with n assets on one page: standing still, then every asset updated once a
 * second, then standing still again (the two still windows give this layer's own idle work). Then
 * the frame rates, updating and still.
 */
async function measure(browser: Browser, harness: Harness, mode: Mode, n: number): Promise<Measured> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(SETUP_TIMEOUT_MS);
  const empty: Window = { taskMs: [0], cpuMs: [0], shownMs: [] };
  const result: Measured = { idle: empty, updating: empty, fps: { idle: 0, updating: 0 }, drawn: 0, errors: [] };
  try {
    await page.goto(harness.url);
    await bench(page, `bench.setup(${JSON.stringify(mode)}, ${n})`);
    const read = await mainThreadMs(page);
    // One update first, so that the measured ones find the code warm.
    const feed = mode === 'bare' ? undefined : harness.feed;
    feed?.tick();
    feed?.prepare(SECONDS + FPS_SECONDS);
    await sleep(1500);
    const before = await window(page, read);
    result.updating = await window(page, read, feed);
    await sleep(1500);
    result.idle = joined(before, await window(page, read));
    result.fps.updating = await frameRate(page, feed);
    await sleep(UPDATE_GRACE_MS);
    result.fps.idle = await frameRate(page);
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
const browser = await launchBrowser(chromiumBuilds.full);
const rows: Record<string, string | number>[] = [];
const summary: string[] = [];
try {
  for (const n of SIZES) {
    const bare = await measure(browser, harness, 'bare', n);
    const idleMap = { taskMs: median(bare.idle.taskMs), cpuMs: median(bare.idle.cpuMs) };
    const figures: Record<string, string> = {};
    const perUpdate: Record<string, number> = {};
    for (const mode of ['deck', 'baseline'] as const) {
      const { idle, updating, fps, drawn, errors, failed } = await measure(browser, harness, mode, n);
      const above = (key: 'taskMs' | 'cpuMs') => median(updating[key]) - idleMap[key];
      perUpdate[mode] = failed ? NaN : above('taskMs');
      const unseen = updating.shownMs.filter(Number.isNaN).length;
      const shownMs = median(updating.shownMs.map((ms) => (Number.isNaN(ms) ? Infinity : ms)));
      const problems = failed
        ? [failed]
        : [
            drawn < n && `draws ${drawn} of ${n} markers`,
            unseen > 0 && `${unseen} of ${updating.shownMs.length} updates never shown`,
            shownMs > UPDATE_EVERY_MS && `falls behind the stream (an update shown ${(shownMs / 1000).toFixed(1)} s after it came)`,
          ].filter((problem) => problem !== false);
      figures[mode] = failed
        ? 'failed'
        : `${above('taskMs').toFixed(1)} ms/update (CPU ${above('cpuMs').toFixed(1)})${problems.length ? ` and FAILS: ${problems.join(', ')}` : ''}`;
      rows.push({
        assets: n,
        layer: mode === 'deck' ? 'ours (deck.gl, binary attributes)' : 'baseline (GeoJSON source, symbols)',
        'main-thread ms/update above idle map': failed ? 'failed' : above('taskMs').toFixed(1),
        'CPU ms/update above idle map': failed ? '-' : above('cpuMs').toFixed(1),
        'update shown after ms': failed ? '-' : shownMs.toFixed(0),
        'own idle ms/s above idle map': failed ? '-' : (median(idle.taskMs) - idleMap.taskMs).toFixed(1),
        'fps updating': failed ? '-' : fps.updating.toFixed(1),
        'fps idle': failed ? '-' : fps.idle.toFixed(1),
        notes: [...problems.slice(failed ? 1 : 0), ...new Set(errors)].join('; ').slice(0, 160),
      });
    }
    const ratio = perUpdate.baseline / Math.max(perUpdate.deck, 0.1);
    summary.push(
      `${n.toLocaleString('en')} assets: ours ${figures.deck}; the baseline ${figures.baseline}` +
        (Number.isNaN(ratio) ? '' : `, ${ratio.toFixed(1)}x ours`) +
        `; idle map ${idleMap.taskMs.toFixed(1)} ms/s`,
    );
    if (n === 100_000)
      summary.push(
        `target at 100,000: ours under ${FRAME_BUDGET_MS} ms per update: ${perUpdate.deck < FRAME_BUDGET_MS ? 'met' : 'NOT met'}`,
      );
    if (n === 10_000) summary.push(`target at 10,000: at least 10x less than the baseline: ${ratio >= 10 ? 'met' : 'NOT met'}`);
  }
} finally {
  await browser.close();
  await harness.close();
}
console.table(rows);
for (const line of summary) console.log(line);
console.log(
  'Per second medians (wall time of main-thread tasks; CPU: of the thread) while every asset is updated once a second,\n' +
    'above the same map without markers standing still. This counts each layer\'s own idle work too (the column "own\n' +
    'idle": deck.gl\'s frame loop cost about 40 ms/s before OnDemandOverlay held it while nothing changes).\n' +
    'Software WebGL (llvmpipe): frame rates are not those of a GPU; main-thread work is what the layer controls.',
);
