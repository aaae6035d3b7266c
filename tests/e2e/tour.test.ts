// The main screens as an operator sees them, in light, dark, Arabic and French, at 1440 px and on a
// 390 px phone, the first loaded afresh (the language and theme chosen are remembered) and the others opened from
// the console as its menu does: no error, no English left in another language, and a picture of each
// (docs/screenshots/, some shown in the README). axe checks every screen of every role in these themes, widths
// and directions in the axe matrices (axe-matrix-support.ts), so the tour does not run it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accounts, openInConsole, signIn, startShell, type Shell } from './shell-support';
import type { Schema } from '../support/api';
import { apiAs } from './resources-support';
import { chooseLanguage, englishLeftovers, englishOnlyTexts, mainScreens, savePicture, screenDrawn } from './tour-support';

interface Variant {
  name: string;
  width: number;
  height: number;
  /** Sets the variant up on a signed-in page. */
  prepare?: (page: Page) => Promise<void>;
  /** Layout settings in the URL of the first screen, remembered for the others. */
  query?: string;
  /** The language whose screens must not show English. */
  locale?: string;
  pictures: boolean;
}

const variants: Variant[] = [
  { name: 'light-1440', width: 1440, height: 900, pictures: true },
  { name: 'dark-1440', width: 1440, height: 900, query: '?theme=dark', pictures: true },
  {
    name: 'arabic-1440',
    width: 1440,
    height: 900,
    prepare: (page) => chooseLanguage(page, 'English', 'العربية'),
    locale: 'ar',
    pictures: true,
  },
  {
    name: 'french-1440',
    width: 1440,
    height: 900,
    prepare: (page) => chooseLanguage(page, 'English', 'Français'),
    locale: 'fr',
    pictures: false,
  },
  { name: 'light-390', width: 390, height: 844, pictures: true },
];

let shell: Shell;
let assetId: string;
beforeAll(async () => {
  shell = await startShell({ demoAlertDays: 3 });
  const api = await apiAs(shell.server, accounts.operator);
  [{ id: assetId }] = (await api.call<Schema<'Asset'>[]>('GET', '/assets?pageNumber=1&pageSize=1&sort=name')).body;
  // A shared machine can take minutes to seed the demo.
}, 300_000);
afterAll(async () => {
  await shell?.stop();
});

describe('tour of the main screens', { timeout: 600_000 }, () => {
  it.each(variants)('$name: in one language, pictured', async (variant) => {
    const { page, errors } = await shell.open({ width: variant.width, height: variant.height });
    // Signed in on a list, lighter than the dashboard's map, which the tour's first screen loads afresh anyway.
    await signIn(page, accounts.operator, '/assets');
    await screenDrawn(page, 'main tbody tr, main li');
    await variant.prepare?.(page);
    const english = variant.locale ? await englishOnlyTexts(variant.locale) : new Set<string>();
    const findings: string[] = [];
    for (const [index, screen] of mainScreens(assetId).entries()) {
      if (index === 0) await page.goto(screen.path + (variant.query ?? ''));
      else await openInConsole(page, screen.path);
      await screenDrawn(page, screen.content);
      for (const text of await englishLeftovers(page, english)) findings.push(`${screen.name}: English "${text}"`);
      if (variant.pictures) await savePicture(page, `${screen.name}-${variant.name}`);
    }
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
