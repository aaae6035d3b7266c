import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { App } from './App';
import { loadConfig } from './config';
import { loadCatalog } from './i18n/locales';
import { createI18nProvider } from './providers/i18nProvider';
import { createShellStore, storedLocale } from './providers/store';

/** Start-up: runtime config and the chosen language's catalog first, then the console. */
async function start() {
  const config = await loadConfig();
  configureApi(config);
  document.title = config.companyName;
  const store = createShellStore();
  const locale = storedLocale(store);
  const i18nProvider = createI18nProvider(locale, await loadCatalog(locale));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} store={store} />
    </StrictMode>,
  );
}

void start();
