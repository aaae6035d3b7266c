import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { accounts, type Account, lightScreen, seriousAccessibilityViolations, type Shell, signIn, startShell } from './shell-support';

let shell: Shell;
beforeAll(async () => {
  shell = await startShell();
});
afterAll(async () => {
  await shell?.stop();
});

/** The shell is laid out around a light screen, whose content fits a boxed layout (a wide table widens the box). */
const screen = lightScreen.path;

async function signedIn(account: Account = accounts.admin, viewport?: { width: number; height: number }) {
  const opened = await shell.open(viewport);
  await signIn(opened.page, account, screen);
  await lightScreen.drawn(opened.page);
  return opened;
}

const sidebarLinks = (page: Page) => page.locator('.MuiDrawer-root').getByRole('menuitem');
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
/** The box once it has stopped moving: the sidebar animates its width. */
async function settledBox(page: Page, selector: string) {
  let last = await box(page, selector);
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.waitForTimeout(100);
    const next = await box(page, selector);
    if (next.width === last.width && next.x === last.x) return next;
    last = next;
  }
  return last;
}
/** The sidebar entries, once the role's menu is shown. */
async function menuLabels(page: Page) {
  await sidebarLinks(page).first().waitFor();
  return sidebarLinks(page).allTextContents();
}
const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
/** Relative luminance (0 black .. 1 white) of an rgb() colour. */
const luminance = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

describe('menu per role', { timeout: 60_000 }, () => {
  it('shows a SysAdmin Webhooks, Tenants and Models Management', async () => {
    const { page } = await signedIn(accounts.sysadmin);
    const labels = await menuLabels(page);
    expect(labels).toEqual([
      'Dashboard',
      'Assets',
      'Geofences',
      'Places',
      'Asset groups',
      'Service plans',
      'Alerts',
      'Reports',
      'Device Management',
      'Pending devices',
      'Drivers',
      'Users Management',
      'Webhooks',
      'API keys',
      'Audit log',
      'Tenants Management',
      'Models Management',
    ]);
    // In the horizontal header, the specification's admin submenu holds them.
    await page.goto(`${screen}?nav-style=horizontal-default`);
    const header = page.getByRole('banner').getByRole('navigation');
    await header.getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Models Management' }).click();
    await page.waitForURL((url) => url.pathname === '/models');
    await page.context().close();
  });

  it('shows an Operator Users Management (to read) but neither Tenants nor Models Management', async () => {
    const { page } = await signedIn(accounts.operator);
    const labels = await menuLabels(page);
    expect(labels).toEqual([
      'Dashboard',
      'Assets',
      'Geofences',
      'Places',
      'Asset groups',
      'Service plans',
      'Alerts',
      'Reports',
      'Device Management',
      'Drivers',
      'Users Management',
    ]);
    await page.context().close();
  });
});

describe('layout from the URL', { timeout: 60_000 }, () => {
  it('switches theme by the theme parameter and remembers it', async () => {
    const { page } = await signedIn();
    await menuLabels(page);
    expect(luminance(await backgroundOf(page, '#main-content'))).toBeGreaterThan(0.8);
    await screenshot(page, 'shell-light');

    await page.goto(`${screen}?theme=dark`);
    await page.locator('.theme-dark').waitFor();
    expect(luminance(await backgroundOf(page, '#main-content'))).toBeLessThan(0.2);
    await menuLabels(page);
    await screenshot(page, 'shell-dark');
    await page.goto('/assets');
    await page.locator('.theme-dark').waitFor();
    expect(luminance(await backgroundOf(page, '#main-content'))).toBeLessThan(0.2);

    await page.goto(`${screen}?theme=semi-dark`);
    await page.locator('.theme-semi-dark').waitFor();
    expect(luminance(await backgroundOf(page, '#main-content'))).toBeGreaterThan(0.8);
    expect(luminance(await backgroundOf(page, '.MuiDrawer-paper'))).toBeLessThan(0.2);
    await page.context().close();
  });

  it('boxes or frames the layout by the layout-type parameter', async () => {
    const { page } = await signedIn(accounts.admin, { width: 1600, height: 900 });
    await page.goto(`${screen}?layout-type=boxed`);
    await page.locator('.layout-boxed').waitFor();
    const boxed = await box(page, '.layout-boxed');
    expect(boxed.width).toBeLessThanOrEqual(1280);
    expect(Math.round(boxed.x)).toBe(Math.round((1600 - boxed.width) / 2));

    await page.goto(`${screen}?layout-type=framed`);
    const framed = await box(page, '.layout-framed');
    expect(framed.x).toBe(16);
    const radius = await page.locator('.layout-framed').evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    expect(parseFloat(radius)).toBeGreaterThan(0);

    await page.goto(`${screen}?layout-type=full`);
    expect((await box(page, '.layout-full')).width).toBe(1600);
    await page.context().close();
  });

  it('lays out the menu by the nav-style parameter', async () => {
    const { page } = await signedIn();
    await page.goto(`${screen}?nav-style=horizontal-dark`);
    await page.locator('.nav-horizontal-dark').waitFor();
    expect(await page.locator('.MuiDrawer-root').count()).toBe(0);
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Assets' }).click();
    await page.waitForURL('**/assets');
    expect(luminance(await backgroundOf(page, 'header'))).toBeLessThan(0.2);

    await page.goto(`${screen}?nav-style=no-header-mini-sidebar`);
    await page.locator('.nav-no-header-mini-sidebar').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect((await settledBox(page, '.MuiDrawer-paper')).width).toBe(56);
    await page.locator('.MuiDrawer-root').getByRole('button', { name: 'Ada Admin' }).waitFor();

    await page.goto(`${screen}?nav-style=No-header%20expanded%20sidebar`);
    await page.locator('.nav-no-header-expanded-sidebar').waitFor();
    expect((await settledBox(page, '.MuiDrawer-paper')).width).toBe(240);

    await page.goto(`${screen}?nav-style=mini-sidebar`);
    await page.locator('.nav-mini-sidebar').waitFor();
    await page.getByRole('banner').waitFor();
    expect((await settledBox(page, '.MuiDrawer-paper')).width).toBe(56);

    await page.goto(`${screen}?nav-style=drawer`);
    await page.locator('.nav-drawer').waitFor();
    expect(await sidebarLinks(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebarLinks(page).first().waitFor();

    await page.goto(`${screen}?nav-style=fixed`);
    await page.locator('.nav-fixed').waitFor();
    expect((await settledBox(page, '.MuiDrawer-paper')).width).toBe(240);
    await page.context().close();
  });

  it('turns the sidebar into a drawer below 992 px wide', async () => {
    const { page } = await signedIn(accounts.admin, { width: 991, height: 800 });
    expect(await sidebarLinks(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebarLinks(page).getByText('Assets').click();
    await page.waitForURL('**/assets');
    await page.waitForFunction(() => document.querySelectorAll('.MuiDrawer-root [role="menuitem"]').length === 0);

    await page.setViewportSize({ width: 992, height: 800 });
    await sidebarLinks(page).first().waitFor();
    expect((await settledBox(page, '.MuiDrawer-paper')).width).toBe(240);
    await page.context().close();
  });
});

describe('languages', { timeout: 60_000 }, () => {
  it('switches to Arabic right to left, with the sidebar on the right, and back', async () => {
    const { page } = await signedIn();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await sidebarLinks(page).getByText('لوحة التحكم').waitFor();
    const sidebar = await settledBox(page, '.MuiDrawer-paper');
    expect(sidebar.x).toBeGreaterThan(1280 / 2);
    await screenshot(page, 'shell-arabic');

    await page.reload();
    await sidebarLinks(page).getByText('لوحة التحكم').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await sidebarLinks(page).getByText('Dashboard').waitFor();
    expect((await settledBox(page, '.MuiDrawer-paper')).x).toBe(0);
    await page.context().close();
  });
});

describe('error pages and accessibility', { timeout: 60_000 }, () => {
  it('shows the not-found text on an unknown route', async () => {
    const { page } = await signedIn();
    await page.goto('/no/such/page');
    await page.getByText('Oops, an error has occurred. Page not found!', { exact: true }).waitFor();
    await page.context().close();
  });

  it('routes /employee to the drivers list', async () => {
    const { page } = await signedIn();
    await page.goto('/employee');
    await page.waitForURL('**/drivers');
    await page.context().close();
  });

  it('has no serious or critical axe findings on the login page and the shell', async () => {
    const { page } = await shell.open();
    await page.goto('/auth/login');
    await page.locator('input[name="email"]').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog').waitFor();
    // Contrast is judged on the settled dialog, not half-way through its fade-in.
    await page.waitForFunction(() => {
      for (let node = document.querySelector('[role="dialog"]'); node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== '1') return false;
      }
      return true;
    });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await signIn(page, accounts.admin);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
