import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Setup of the console's tests, which share their worker's modules and page (`isolate: false` in vite.config.ts):
 * each test leaves the page empty and the browser storage clear for the next file, as a fresh worker would.
 */
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

// Each file imports the console's own modules afresh: a module bound to an earlier file's `vi.mock` would keep
// answering that file's fakes. Libraries (react-admin, MUI) stay loaded once a worker.
vi.resetModules();
