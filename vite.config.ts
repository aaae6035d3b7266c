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

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      '/config.json': api,
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: mapChunks },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // e2e and API suites start servers and a browser.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
}));
