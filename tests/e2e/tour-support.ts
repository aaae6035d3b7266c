import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { loadCatalog } from '../../src/i18n/locales';
import type { MessageTree } from '../../src/i18n/types';

/** The main screens an operator goes through, and what shows that each has drawn its content. */
export const mainScreens = (assetId: string) => [
  { name: 'dashboard', path: '/dashboard', content: 'main canvas' },
  { name: 'assets', path: '/assets', content: 'main tbody tr, main li' },
  { name: 'asset-detail', path: `/assets/details/${assetId}`, content: 'main h1' },
  { name: 'geofences', path: '/geofences', content: 'main tbody tr, main li, main canvas' },
  { name: 'alerts', path: '/alerts', content: 'main tbody tr, main li' },
  { name: 'reports', path: '/reports', content: 'main h1' },
];

/** Waits for the screen's content, then (a while at most: a map may go on loading tiles) for no progress indicator. */
export async function screenDrawn(page: Page, content: string) {
  await page.locator(content).first().waitFor({ timeout: 30_000 });
  await page
    .waitForFunction(() => document.querySelector('[role="progressbar"]') === null, undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/** Switches the console's language from the app bar's language menu (remembered for the next loads). */
export async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).first().click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.getByRole('button', { name: to }).first().waitFor();
}

const flatten = (tree: MessageTree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : flatten(value)));

/**
 * English texts of the catalogue that cannot be right in `locale`: not one of its own texts, and
 * words rather than a symbol or a name ("OK", "km/h"); plurals and texts with placeholders are
 * left out, as they never show as written.
 */
export async function englishOnlyTexts(locale: string): Promise<Set<string>> {
  const translated = new Set(flatten((await loadCatalog(locale)) as MessageTree));
  return new Set(
    flatten((await loadCatalog('en')) as MessageTree).filter(
      (text) => !translated.has(text) && !text.includes('%{') && !text.includes('||||') && /[a-z]{3}/.test(text) && text.length >= 4,
    ),
  );
}

/** Lines of visible text on the page that are English texts of the catalogue. */
export async function englishLeftovers(page: Page, english: Set<string>): Promise<string[]> {
  const lines = await page.evaluate(() => [
    ...document.body.innerText.split('\n'),
    ...[...document.querySelectorAll('[aria-label], [title], input[placeholder]')].flatMap((node) =>
      ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
    ),
  ]);
  return [...new Set(lines.map((line) => line.trim()).filter((line) => english.has(line)))];
}

const pictureDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Saves the visible screen as docs/screenshots/<name>.png (the README shows some). */
export async function savePicture(page: Page, name: string) {
  await mkdir(pictureDir, { recursive: true });
  await page.screenshot({ path: `${pictureDir}${name}.png` });
}
