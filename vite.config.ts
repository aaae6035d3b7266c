import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const api = 'http://localhost:8080';

// Map libraries are heavy (maplibre ~300 kB gzip, deck.gl ~220 kB): keep them in
// their own chunks so that only the lazily loaded map screens fetch them.
const mapChunks = [
  // Groups also capture their modules' dependencies; without this group Vite's
  // dynamic-import helper lands in the deck.gl chunk and the entry then imports
  // (and preloads) all of deck.gl.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 10 },
  { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|@maplibre|@mapbox|react-map-gl)[\\/]/ },
  { name: 'deckgl', test: /node_modules[\\/](@deck\.gl|@luma\.gl|@loaders\.gl|@math\.gl|@probe\.gl)[\\/]/ },
  { name: 'terra-draw', test: /node_modules[\\/]terra-draw[^\\/]*[\\/]/ },
];

// react-router 7 exports its development build (extra checks and warnings) to every bundler
// (remix-run/react-router#14102): builds take its production build instead.
const reactRouterBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuild, 'dom-export.mjs') },
];

const testFiles = ['tests/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * `npm run test:slow`: the browser suites, the contract fuzzer, and the tests that kill servers or
 * run several of them. `npm test` runs the rest; CI runs both.
 */
const slowTests = ['tests/e2e/**/*.test.ts', 'tests/api/contractFuzz.test.ts', 'tests/api/crash.test.ts', 'tests/api/trackerCrash.test.ts', 'tests/api/multiInstance.test.ts', 'tests/api/jobs.test.ts'];
// node-polyglot's polyfill of Object.entries, replaced by the browser's own (see the file).
const nativeObjectEntries = { find: /^object\.entries$/, replacement: path.resolve('scripts/build/object-entries.cjs') };

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: { alias: command === 'build' ? [...reactRouterProduction, nativeObjectEntries] : [] },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      '/config.json': api,
    },
  },
  build: {
    outDir: 'dist',
    // The public page of a shared link is a page of its own: it loads neither react-admin nor the shell.
    rolldownOptions: {
      input: { main: path.resolve('index.html'), shared: path.resolve('shared.html') },
      output: {
        codeSplitting: { groups: mapChunks },
      },
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'fast', include: testFiles, exclude: slowTests } },
      // One retry for browser and crash tests: on a loaded 2-core machine a step can miss its 30 s wait once; a
      // retried test still shows in the report, and one that fails twice fails the run.
      { extends: true, test: { name: 'slow', include: slowTests, retry: 1 } },
    ],
    environment: 'node',
    pool: 'forks',
    // Each worker process has its own PostgreSQL database (see the file).
    setupFiles: ['tests/support/workerDatabase.ts'],
    // e2e and API suites start servers and a browser.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
}));
