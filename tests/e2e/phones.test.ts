import type { Page } from 'playwright-core';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleMenuEntries } from '../../src/layout/menuEntries';
import { screenshot } from '../support/browser';
import { cutOff, phone, screenSettled, sidewaysOverflow } from './phone-support';
import { accounts, openInConsole, seriousAccessibilityViolations, signIn, startShell, type Shell } from './shell-support';
import { chooseLanguage } from './tour-support';

/** Boxes overlap when neither lies wholly beside or above the other. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What shows that a list has drawn: its cards, or its empty state. */
const LIST = '[data-testid="phone-cards"] li, main [role="status"]';
/** A tracker nobody has registered: Pending devices has a card to show. */
const PENDING = '359710048812345';
const NOT_LISTS: Record<string, string> = { '/dashboard': 'main canvas', '/reports': 'main h1' };

/**
 * Every screen of the menu as a SysAdmin has it (all entries, and lists with their tenant beside
 * each record), and those one step away: the dashboard's fleet replay, the alerts' rules tab, forms.
 */
const screens = [
  ...visibleMenuEntries('SysAdmin').map(({ to }) => ({ path: to, content: NOT_LISTS[to] ?? LIST })),
  { path: '/replay', content: 'main canvas' },
  { path: '/alertRules', content: LIST },
  { path: '/assets/create', content: 'main form' },
  { path: '/geofences/create', content: 'main canvas' },
];

describe('the console on a phone (390 x 844)', () => {
  let shell: Shell;
  let page: Page;
  let sysadminPage: Page;
  let arabicPage: Page;
  let errors: string[];
  let sysadminErrors: string[];
  let arabicErrors: string[];

  beforeAll(async () => {
    // A day of the demo's alerts: the alerts screen shows cards, not its empty state.
    shell = await startShell({ demoAlertDays: 1 });
    await shell.server.context.db.query(
      sql`insert into pending_devices (identifier, protocol, remote_address) values (${PENDING}, 'gt06', '203.0.113.7')`,
    );
    ({ page, errors } = await shell.open(phone));
    await signIn(page, accounts.admin);
    ({ page: sysadminPage, errors: sysadminErrors } = await shell.open(phone));
    await signIn(sysadminPage, accounts.sysadmin);
    ({ page: arabicPage, errors: arabicErrors } = await shell.open(phone));
    await signIn(arabicPage, accounts.sysadmin);
    await chooseLanguage(arabicPage, 'English', 'العربية');
  }, 400_000);

  afterAll(() => shell?.stop());

  /** Opens `path` on `on` (the Admin's page unless named) and waits for its `content` to settle. */
  async function visit(path: string, content: string, on = page) {
    await openInConsole(on, path);
    await screenSettled(on, content);
  }

  /**
   * The screen drawn on `on`: it neither scrolls sideways nor has anything cut off. axe checks these screens at
   * this width, in English and Arabic, in the SysAdmin's axe matrix (axe-matrix-admins.test.ts), not again here.
   */
  async function fitsTheScreen(on: Page, { path, content }: (typeof screens)[number], picture: string) {
    await visit(path, content, on);
    expect(await sidewaysOverflow(on)).toBeLessThanOrEqual(0);
    expect((await cutOff(on)).join('\n')).toBe('');
    await screenshot(on, picture);
  }

  it.each(screens)(
    '$path fits the screen (nothing scrolls sideways or is cut off)',
    async (screen) => {
      await fitsTheScreen(sysadminPage, screen, `phones${screen.path.replaceAll('/', '-')}`);
    },
    90_000,
  );

  it.each(screens)(
    '$path fits the screen in Arabic (right to left)',
    async (screen) => {
      await fitsTheScreen(arabicPage, screen, `phones-ar${screen.path.replaceAll('/', '-')}`);
    },
    90_000,
  );

  it('shows the assets as one column of cards, each opening its asset', async () => {
    await visit('/assets', LIST);
    const cards = page.locator('[data-testid="phone-cards"] li');
    expect(await page.locator('main table').count()).toBe(0);
    const widths = await cards.evaluateAll((items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(widths[0]).toBeGreaterThan(phone.width - 40);
    await screenshot(page, 'phones-assets');
    await cards.first().click();
    await page.waitForURL('**/assets/details/**');
    await screenSettled(page, 'main h1');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect((await cutOff(page)).join('\n')).toBe('');
    await screenshot(page, 'phones-asset-details');
  }, 90_000);

  it('shows the alerts as cards, each opening its details below it from the keyboard', async () => {
    await visit('/alerts', LIST);
    expect(await page.locator('main table').count()).toBe(0);
    const card = page.locator('[data-testid="phone-cards"] li').first();
    const toggle = card.getByRole('button', { name: 'Show details' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await card.getByRole('region', { name: 'Where the alert happened' }).waitFor();
    await expect(card.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect((await cutOff(page)).join('\n')).toBe('');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'phones-alert-details');
  }, 90_000);

  it('shows pending devices as cards that register from the keyboard', async () => {
    await visit('/pendingDevices', LIST);
    expect(await page.locator('main table').count()).toBe(0);
    const card = page.locator('[data-testid="phone-cards"] li').filter({ hasText: PENDING });
    await expect(card.textContent()).resolves.toContain('gt06');
    await card.getByRole('button', { name: `Register ${PENDING}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Register device ${PENDING}` }).waitFor();
    expect((await cutOff(page)).join('\n')).toBe('');
    await screenshot(page, 'phones-pending-register');
    await page.keyboard.press('Escape');
  }, 60_000);

  it('keeps the floating create button off the pager', async () => {
    for (const path of ['/assets', '/geofences', '/alertRules', '/devices', '/drivers', '/users']) {
      await visit(path, LIST);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const pager = await page.locator('.MuiTablePagination-root').first().boundingBox();
      const create = await page.getByRole('link', { name: 'Create' }).first().boundingBox();
      expect(pager, path).not.toBeNull();
      expect(create, path).not.toBeNull();
      expect(overlaps(create!, pager!), path).toBe(false);
    }
  }, 120_000);

  it('folds the vehicle panel into a bottom sheet on the dashboard', async () => {
    await visit('/dashboard', NOT_LISTS['/dashboard']);
    const sheet = page.getByTestId('vehicle-sheet');
    const toggle = sheet.getByRole('button', { name: 'Vehicles' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await sheet.getByRole('listbox').getByRole('option').first().click();
    await sheet.getByTestId('vehicle-card').waitFor();
    const box = await sheet.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height + 1);
    expect(box!.width).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'phones-dashboard-sheet');
  }, 90_000);

  it('fits the replay controls on the screen, with room to drag the time', async () => {
    await visit('/replay', 'main canvas');
    const controls = [
      page.getByRole('button', { name: 'Play' }),
      page.getByRole('slider', { name: 'Replay time' }),
      page.getByRole('combobox', { name: 'Speed' }),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    }
    // The slider's role is on its thumb's input; the track is its MUI root.
    expect((await page.locator('main .MuiSlider-root').boundingBox())!.width).toBeGreaterThan(phone.width / 2);
    await screenshot(page, 'phones-replay');
  }, 60_000);

  it('raised no errors in the pages', () => {
    expect([...errors, ...sysadminErrors, ...arabicErrors].filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
