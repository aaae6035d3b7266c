import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/support/longFilesFirst.ts';

const api = 'http://localhost:8080';

/** Each entry's static imports, all the way down, known once the build has read every module. */
const startModules = { console: new Set<string>(), sharedPage: new Set<string>() };
const entryFiles = { console: /src[\\/]main\.tsx$/, sharedPage: /src[\\/]sharing[\\/]sharedMain\.tsx$/ };
const entryModuleGraphs: Plugin = {
  name: 'entry-module-graphs',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    for (const entry of ['console', 'sharedPage'] as const) {
      const modules = startModules[entry];
      // A watching build reads the graph again: the modules it no longer imports go.
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      ids.filter((id) => entryFiles[entry].test(id)).forEach(visit);
    }
  },
};

// Map libraries are heavy (maplibre ~300 kB gzip, deck.gl ~220 kB): keep them in
// their own chunks so that only the lazily loaded map screens fetch them.
const mapChunks = [
  // Groups also capture their modules' dependencies; without this group Vite's
  // dynamic-import helper lands in the deck.gl chunk and the entry then imports
  // (and preloads) all of deck.gl.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 10 },
  { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|@maplibre|@mapbox|react-map-gl)[\\/]/, priority: 8 },
  { name: 'deckgl', test: /node_modules[\\/](@deck\.gl|@luma\.gl|@loaders\.gl|@math\.gl|@probe\.gl)[\\/]/, priority: 8 },
  { name: 'terra-draw', test: /node_modules[\\/]terra-draw[^\\/]*[\\/]/, priority: 8 },
];

// Left to itself the bundler cuts the code into a chunk per set of screens sharing it: 24 files
// for the login page, 54 more for a signed-in list, which the browser fetches six at a time
// (`npm run bench -- lists`, DEVELOPING.md). Three chunks gather what is always loaded together:
// what the console's start and the shared link's page both run (React), the rest of the
// console's start (what the login page runs), and the signed-in frame with what it imports. A
// group takes its modules' imports too, so each comes after the one that must keep them out.
const consoleChunks = [
  { name: 'react', test: (id: string) => startModules.console.has(id) && startModules.sharedPage.has(id), priority: 6 },
  { name: 'start', tags: ['$initial' as const], test: (id: string) => startModules.console.has(id), priority: 5 },
  { name: 'shell', test: /src[\\/]layout[\\/]ShellLayout\.tsx$/, priority: 4 },
];

// react-router 7 exports its development build (extra checks and warnings) to every bundler
// (remix-run/react-router#14102): builds take its production build instead.
const reactRouterBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuild, 'dom-export.mjs') },
];

const testFiles = ['tests/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * The console's tests share their worker's modules (`isolate: false`): each file importing react-admin, MUI and
 * the console again was most of their time. `src/testing/sharedWorker.ts` empties the page and storage after each test.
 * They all run in happy-dom but the few that read the repository's files (`// @vitest-environment node`): a worker
 * going from one environment to the other loaded the libraries again (the project 26-33 s against 38-47 s).
 */
const consoleTests = ['src/**/*.test.{ts,tsx}'];
/**
 * The fast tests share their worker's modules (`isolate: false`): each file importing the server again was a
 * quarter of the fast suite's time. These run each in a process of its own: they read state a fresh process has
 * (the password hash cost before any test lowers it), or time the server against a bound (sign-in timing, the
 * health check under load, a commit's start), which collections of a heap grown by earlier files disturb.
 */
const freshProcessTests = [
  'server/auth/passwords.test.ts',
  'tests/api/accountOracle.test.ts',
  'tests/api/bounds.test.ts',
  'tests/api/signedOut.test.ts',
  'tests/api/deviceImport.test.ts',
  'server/telemetry/ingest/groupCommit.test.ts',
  'server/telemetry/alerts/geofenceIndex.test.ts',
];
/**
 * `npm run test:slow`: the browser suites, and the contract fuzzer with the tests that kill servers or run several
 * of them. `npm test` runs the rest; CI runs both. The browser suites share their worker's modules (`isolate:
 * false`): importing the server and playwright again, and compiling the first answers again, was seconds a file
 * (20 browser files: 287 s wall against 334 s isolated, same hour).
 */
const browserTests = ['tests/e2e/**/*.test.ts'];
const processTests = [
  'tests/api/contractFuzz.test.ts',
  'tests/api/crash.test.ts',
  'tests/api/trackerCrash.test.ts',
  'tests/api/multiInstance.test.ts',
  'tests/api/jobs.test.ts',
];
/**
 * Part of `npm run test:slow`, run alone after the rest: tests that time the server against its own calm figures,
 * which a browser suite on the other core spoils (a device's p99 once went from 30 to 176 ms).
 */
const timedTests = ['tests/api/trackerLoad.test.ts'];
/**
 * How the browser and process tests run, side by side before the timed ones. One retry: on a loaded 2-core machine
 * a step can miss its 30 s wait once; a retried test still shows in the report, and one that fails twice fails the
 * run. A test gets 60 s in all: a map test of 12 s on a quiet machine took over 30 s twice on a loaded one (maps,
 * trip link).
 */
const slowRun = { retry: 1, testTimeout: 60_000, sequence: { groupOrder: 0 } };
/**
 * The tests' temporary files (PGlite databases, copies of the console, browser profiles) go to memory where the
 * machine has a tmpfs: copying and opening a PGlite database there took 0.6 s against 1.3–2.7 s on this machine's
 * disk. The code path is the server's own (PGlite on a directory); only the disk under it differs.
 */
const testTmpdir = existsSync('/dev/shm') ? { TMPDIR: '/dev/shm' } : {};
// node-polyglot's polyfill of Object.entries, replaced by the browser's own (see the file).
const nativeObjectEntries = { find: /^object\.entries$/, replacement: path.resolve('scripts/build/object-entries.cjs') };

export default defineConfig(({ command }) => ({
  plugins: [react(), entryModuleGraphs],
  resolve: { alias: command === 'build' ? [...reactRouterProduction, nativeObjectEntries] : [] },
  server: {
    proxy: {
      // Not a plain '/api' prefix: that would send the console's own /apiKeys route to the API.
      '^/api(/|\\?|$)': { target: api, ws: true },
      '/config.json': api,
    },
  },
  build: {
    outDir: 'dist',
    // The public page of a shared link is a page of its own: it loads neither react-admin nor the shell.
    rolldownOptions: {
      input: { main: path.resolve('index.html'), shared: path.resolve('shared.html') },
      output: {
        codeSplitting: { groups: [...mapChunks, ...consoleChunks] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: testFiles,
          exclude: [...browserTests, ...processTests, ...timedTests, ...freshProcessTests],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'fast-isolated', include: freshProcessTests } },
      {
        extends: true,
        test: {
          name: 'console',
          include: consoleTests,
          isolate: false,
          environment: 'happy-dom',
          setupFiles: ['src/testing/sharedWorker.ts'],
        },
      },
      { extends: true, test: { name: 'slow', include: browserTests, isolate: false, ...slowRun } },
      { extends: true, test: { name: 'slow-processes', include: processTests, ...slowRun } },
      { extends: true, test: { name: 'slow-alone', include: timedTests, retry: 1, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
    environment: 'node',
    env: testTmpdir,
    pool: 'forks',
    sequence: { sequencer: LongFilesFirst },
    // Each worker process has its own PostgreSQL database (see the file).
    setupFiles: ['tests/support/workerDatabase.ts'],
    // e2e and API suites start servers and a browser.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
}));
