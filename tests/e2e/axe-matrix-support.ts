import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_PATH, TWO_FACTOR_PATH } from '../../src/routePaths';
import type { Schema } from '../support/api';
import { apiAs } from './resources-support';
import { accounts, axeSource, openInConsole, signIn, startShell, type Account, type Shell } from './shell-support';
import { chooseLanguage } from './tour-support';

/**
 * The variants every screen is checked in: two widths, two languages (one direction each), and in English two
 * themes. A language changes words and direction, never colours: the dark theme's colour rules (the only ones it
 * runs, below) would find in Arabic what they find in English.
 */
export const WIDTHS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
export const THEMES = ['light', 'dark'] as const;
/** A language of the matrix and the themes it is checked in. */
interface Language {
  locale: string;
  button: string;
  themes: readonly (typeof THEMES)[number][];
  /** The variants checked in it, for the test's name. */
  checked: string;
}
export const LANGUAGES: readonly Language[] = [
  { locale: 'en', button: 'English', themes: THEMES, checked: 'light, and dark where no earlier role checked' },
  { locale: 'ar', button: 'العربية', themes: ['light'], checked: 'light, where no earlier role checked' },
];

/**
 * Findings the matrix accepts, each with its reason; any other serious or critical finding fails. A finding
 * reads "<screen> <variant>: <impact> <rule>: <nodes>".
 */
export const ACCEPTED_FINDINGS: { finding: RegExp; reason: string }[] = [
  // None today. An entry is a pattern of the finding's line and, beside it, why it is accepted.
];

/** The screen's content drawn: its main part has content and nothing on it is loading (a map may go on loading tiles). */
async function settled(page: Page) {
  await page
    .locator('main h1, main table tbody tr, main li, main canvas, main [role="status"], main form, main [role="tabpanel"]')
    .first()
    .waitFor({ timeout: 30_000 });
  await page
    .waitForFunction(() => document.querySelector('[role="progressbar"], .RaPlaceholder-root') === null, undefined, { timeout: 15_000 })
    .catch(() => undefined);
  // Colours are judged on a settled page: a fade-in can still be half-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Opens `path` inside the running console (the matrix visits hundreds of screens) and waits for it to settle. The
 * pointer goes to the page's corner first: axe judges a screen at rest, and the pointer left where the sign-in
 * button was would hover whatever control a screen draws there (the geofence form's "Edit shape" once, in CI).
 */
export async function openScreen(page: Page, path: string) {
  await page.mouse.move(0, 0);
  await openInConsole(page, path);
  await settled(page);
}

/**
 * The rules that judge colours. A theme changes colours only, never the page's elements, so in the second
 * theme only these run: the other rules would find again what the first theme's run found.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's serious and critical findings on the page, one line each; `coloursOnly`: the colour rules alone. */
export async function axeFindings(page: Page, coloursOnly = false): Promise<string[]> {
  // Evaluated through the DevTools protocol (the console's Content-Security-Policy refuses inline scripts), once a page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (only) => {
      type Violation = { id: string; impact: string; nodes: { target: string[]; html: string }[] };
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const options = { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) };
      return (await axe.run(document, options)).violations;
    },
    coloursOnly ? COLOUR_RULES : null,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}

/**
 * The findings still there a moment later: on a loaded machine a check can land between two states of a screen
 * (a map drawing in beside a toolbar), which the settled wait cannot see coming; a real fault stays.
 */
async function lastingFindings(page: Page, coloursOnly: boolean): Promise<string[]> {
  const first = await axeFindings(page, coloursOnly);
  if (!first.length) return first;
  await page.waitForTimeout(1000);
  await settled(page);
  return axeFindings(page, coloursOnly);
}

/** The lists whose first row's detail page the matrix visits, by the link to it. */
const detailLinks: Record<string, string> = {
  '/assets': 'a[href*="/assets/details/"]',
  '/drivers': 'a[href^="/drivers/"][href$="/show"]',
};

/**
 * The screens a signed-in user sees, from the console itself: the sidebar's entries, the tabs and the Create
 * form each of them links to, the first asset's and the first driver's page, the account's two-factor page and
 * the fleet replay.
 */
export async function screensOf(page: Page): Promise<string[]> {
  const pathOf = (href: string) => {
    const url = new URL(href, page.url());
    return url.pathname + url.search;
  };
  await settled(page);
  // The sidebar may come after the screen's content on a loaded machine.
  const menuLinks = page.locator('[aria-label="Main menu"] a[href]');
  await menuLinks.first().waitFor({ timeout: 30_000 });
  const menu = await menuLinks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const screens = new Set(menu.map(pathOf));
  for (const path of [...screens]) {
    await openScreen(page, path);
    const inner = await page
      .locator('main a[href$="/create"], main a[role="tab"][href], main [role="tab"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href).filter(Boolean));
    for (const href of inner) screens.add(pathOf(href));
    const detailLink = detailLinks[path];
    if (detailLink) {
      const detail = await page.locator(`main tbody tr ${detailLink}`).first().getAttribute('href');
      if (detail) screens.add(pathOf(detail));
    }
  }
  screens.add(TWO_FACTOR_PATH);
  // The fleet replay, which the dashboard opens by a button, not a menu entry or a tab.
  screens.add(REPLAY_PATH);
  return [...screens];
}

/** The variant every role's every screen is checked in; the others (dark, Arabic) once a screen in a suite file. */
const isBaseVariant = (locale: string, theme: string) => locale === LANGUAGES[0].locale && theme === THEMES[0];

/**
 * Checks the screens in every variant of one language on a signed-in page; answers the findings not accepted.
 * `newScreens`: those no earlier role of the file had, the only ones the dark theme and Arabic check (below).
 */
export async function checkLanguage(
  page: Page,
  screens: readonly string[],
  language: Language,
  newScreens: readonly string[] = screens,
): Promise<string[]> {
  const findings: string[] = [];
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current !== language.locale) await chooseLanguage(page, current === 'ar' ? 'العربية' : 'English', language.button);
  for (const theme of language.themes) {
    // The page follows the system's scheme (set up at sign-in): switching it redraws the open screen at once.
    await page.emulateMedia({ colorScheme: theme });
    const variantScreens = isBaseVariant(language.locale, theme) ? screens : newScreens;
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      for (const path of variantScreens) {
        await openScreen(page, path);
        const variant = `${theme}-${name}-${language.locale}`;
        for (const finding of await lastingFindings(page, theme !== THEMES[0])) findings.push(`${path} ${variant}: ${finding}`);
      }
    }
  }
  return findings.filter((finding) => !ACCEPTED_FINDINGS.some((accepted) => accepted.finding.test(finding)));
}

/** The base variant alone: English, light. */
const BASE_LANGUAGE: Language = { ...LANGUAGES[0], themes: [THEMES[0]], checked: 'light' };

/**
 * The matrix for some roles, one suite file each set (two files run side by side in the slow suite): a server
 * and a browser, then per role one signed-in page and one test per language. `withGroup`: the tenant has an asset
 * group, as the demo's has not, so that the screens show their group pickers and the groups list a row.
 *
 * Every role's screens are checked in English, light, at both widths. With `otherVariants`, the dark theme and
 * Arabic check a screen under the first role of `roles` that has it: a role changes which controls a screen shows,
 * and the first role (the one allowed more) shows the later one's too; the dark theme changes only colours, and
 * Arabic only words and direction, of the controls the first role's run already checked. The SysAdmin's file
 * checks them, the role that sees every screen; the other file's roles, which see fewer, check the base variant.
 */
export function axeMatrixSuite(roles: [string, Account][], { withGroup = false, otherVariants = false } = {}) {
  const languages = otherVariants ? LANGUAGES : [BASE_LANGUAGE];
  let shell: Shell;
  // The screens of the roles whose tests ran before, in this file.
  const earlierScreens = new Set<string>();
  beforeAll(async () => {
    // A day of the demo's alerts: the alerts screens show rows, not their empty state.
    shell = await startShell({ demoAlertDays: 1 });
    if (withGroup) {
      const api = await apiAs(shell.server, accounts.admin);
      const assets = (await api.call<Schema<'Asset'>[]>('GET', '/assets?sort=name&order=ASC&pageNumber=1&pageSize=2')).body;
      const made = await api.call('POST', '/assetGroups', { name: 'Depot', assetIds: assets.map((asset) => asset.id) });
      expect(made.status).toBe(200);
    }
  }, 400_000);
  afterAll(() => shell?.stop());

  describe.each(roles)('axe on every screen a %s sees', (_role, account) => {
    let page: Page;
    let screens: string[];
    let newScreens: string[];

    beforeAll(async () => {
      ({ page } = await shell.open({ width: 1440, height: 900 }));
      // The theme follows the system's scheme, which the checks switch without loading the page again.
      await page.context().addInitScript(() => window.localStorage.setItem('fleet.colorScheme', 'system'));
      await signIn(page, account);
      // The console may open in the language the previous role's run ended in (Arabic): the menu is read in English.
      if ((await page.evaluate(() => document.documentElement.lang)) === 'ar') await chooseLanguage(page, 'العربية', 'English');
      screens = await screensOf(page);
      newScreens = screens.filter((path) => !earlierScreens.has(path));
      for (const path of newScreens) earlierScreens.add(path);
    }, 300_000);
    afterAll(() => page?.context().close());

    it.each(languages)(
      'in $button, $checked, at 1440 and 390 px',
      async (language) => {
        expect(screens.length).toBeGreaterThan(5);
        // As text: a failure names every finding (an array of them would be cut short in the report).
        expect((await checkLanguage(page, screens, language, newScreens)).join('\n')).toBe('');
      },
      900_000,
    );
  });
}
