// First: its requests go out before the interface's modules below are evaluated.
import { booted } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './providers/i18nProvider';

/** Draws the console, once, when boot.ts has what its first screen needs. */
async function start() {
  const { store, locale, messages } = await booted;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(locale, messages)} store={store} />
    </StrictMode>,
  );
}

void start();
