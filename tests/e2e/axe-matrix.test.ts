// axe-core on every screen each role sees (SysAdmin, Admin, Operator, Viewer), at 1440 and 390 px, light and dark,
// English and Arabic: no serious or critical finding but those accepted, with their reasons, in axe-matrix-support.ts.
// One browser, one signed-in page per role; screens are opened inside the running console, not loaded again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLanguage, LANGUAGES, screensOf } from './axe-matrix-support';
import { accounts, signIn, startShell, type Account, type Shell } from './shell-support';

let shell: Shell;
beforeAll(async () => {
  // A day of the demo's alerts: the alerts screens show rows, not their empty state.
  shell = await startShell({ demoAlertDays: 1 });
}, 400_000);
afterAll(() => shell?.stop());

const roles: [string, Account][] = [
  ['SysAdmin', accounts.sysadmin],
  ['Admin', accounts.admin],
  ['Operator', accounts.operator],
  ['Viewer', accounts.viewer],
];

describe.each(roles)('axe on every screen a %s sees', (_role, account) => {
  let page: Page;
  let screens: string[];

  beforeAll(async () => {
    ({ page } = await shell.open({ width: 1440, height: 900 }));
    // The theme follows the system's scheme, which the checks switch without loading the page again.
    await page.context().addInitScript(() => window.localStorage.setItem('fleet.colorScheme', 'system'));
    await signIn(page, account);
    screens = await screensOf(page);
  }, 300_000);
  afterAll(() => page?.context().close());

  it.each(LANGUAGES)('in $button, light and dark, at 1440 and 390 px', async (language) => {
    expect(screens.length).toBeGreaterThan(5);
    expect(await checkLanguage(page, screens, language)).toEqual([]);
  }, 900_000);
});
