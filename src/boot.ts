import { configureApi, session } from './api/client';
import { loadConfig } from './config';
import { loadCatalog } from './i18n/locales';
import { createShellStore, storedLocale } from './providers/store';
import { prepareFirstScreen } from './startup/firstScreen';

/**
 * The console's start-up on the network: the runtime config (preloaded by index.html); then, at
 * once, the session's refresh, the chosen language's catalog and what the first screen needs
 * (firstScreen.ts). main.tsx imports this module first, so that it starts before the interface's
 * modules (MUI, react-admin) are evaluated.
 */
async function boot() {
  const config = await loadConfig();
  configureApi(config);
  document.title = config.companyName;
  const store = createShellStore();
  const locale = storedLocale(store);
  // In the order the first screen needs them: the browser opens few connections to a server.
  const signedIn = session.resume().then(
    () => true,
    () => false,
  );
  const catalog = loadCatalog(locale);
  const [messages] = await Promise.all([catalog, prepareFirstScreen(window.location, store, signedIn)]);
  return { store, locale, messages };
}

export const booted = boot();
