import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { namedFlavor } from '@protomaps/basemaps';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiClient, type Schema } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { pmtilesArchive } from '../support/pmtilesArchive';
import { startTestServer, type TestServer } from '../support/server';
import { closedPortUrl, fakeTileServer, near, pixelAt, rgbOf } from './basemap-support';
import { probe, waitForMarkers } from './maps-support';
import { signIn } from './shell-support';
import { chooseLanguage } from './tour-support';

const STREETS_COLOUR: [number, number, number] = [214, 40, 170];

describe('base maps', () => {
  const tiles = fakeTileServer(STREETS_COLOUR, '© Test Streets contributors');
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-basemap-'));
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const archiveRanges: string[] = [];
  let unreachable: string;

  /** A point of the fleet map well inside it, away from its controls and from the demo fleet's markers. */
  const emptySpot = async () => {
    const box = (await page.locator('[data-map="fleet"]').boundingBox())!;
    return { x: box.x + box.width * 0.5, y: box.y + box.height * 0.12 };
  };
  const basemap = () => probe<{ id: string; offline: boolean; failed: boolean }>(page, "basemap('fleet')");
  const choose = async (name: string) => {
    await page.getByRole('button', { name: 'Base map' }).first().click();
    await page.getByRole('menuitemradio', { name }).click();
  };
  const unreachableNotice = (name: string) => `${name} could not be reached: showing the offline outlines.`;
  /**
   * Chooses `name` and returns the milliseconds the browser took from that click to the notice of the fallback, both
   * read by the page's own clock: timed from the test's side, the round trips to a browser on a loaded machine
   * counted against the console.
   */
  const msToFallback = async (name: string) => {
    await page.evaluate((notice) => {
      const times: { clicked?: number; shown?: number } = {};
      (window as unknown as { fallbackTimes: typeof times }).fallbackTimes = times;
      // The click on the layer menu's choice, not the one opening the menu.
      const chosen = (event: MouseEvent) => {
        if (!(event.target as Element).closest('[role="menuitemradio"]')) return;
        times.clicked = performance.now();
        document.removeEventListener('click', chosen, true);
      };
      document.addEventListener('click', chosen, true);
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(notice))) return;
        times.shown = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, unreachableNotice(name));
    await choose(name);
    await page
      .getByRole('status')
      .filter({ hasText: unreachableNotice(name) })
      .first()
      .waitFor({ timeout: 15_000 });
    return page.evaluate(() => {
      const { clicked, shown } = (window as unknown as { fallbackTimes: { clicked: number; shown: number } }).fallbackTimes;
      return shown - clicked;
    });
  };

  beforeAll(async () => {
    const tilesUrl = await tiles.listen();
    unreachable = await closedPortUrl();
    const file = path.join(dir, 'world.pmtiles');
    writeFileSync(file, pmtilesArchive());
    [server, browser] = await Promise.all([
      startTestServer({
        config: {
          mapStyleUrl: `${tilesUrl}/style.json`,
          tilesFile: file,
          mapStyles: [
            { name: 'Self-hosted', url: '/tiles/style/light.json', darkUrl: '/tiles/style/dark.json' },
            { name: 'Unreachable', url: `${unreachable}/style.json`, darkUrl: null },
            { name: 'Silent', url: `${tilesUrl}/silent.json`, darkUrl: null },
          ],
        },
      }),
      launchBrowser(),
    ]);
    ({ page, errors } = await newPage(browser, server.baseUrl));
    page.on('request', (request) => {
      if (request.url().endsWith('/tiles/basemap.pmtiles')) archiveRanges.push(request.headers().range ?? 'none');
    });
    await signIn(page, accounts.operator);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await tiles.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the streets of the configured style by default, with its attribution', async () => {
    await page.goto('/dashboard');
    await waitForMarkers(page, 'fleet', 'assets');
    await expect
      .poll(async () => near(await pixelAt(page, ...(Object.values(await emptySpot()) as [number, number])), STREETS_COLOUR), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(tiles.state.tileRequests).toBeGreaterThan(0);
    expect(await basemap()).toEqual({ id: 'streets', offline: false, failed: false });
    await expect(page.locator('[data-map="fleet"] .maplibregl-ctrl-attrib-inner').textContent()).resolves.toContain(
      '© Test Streets contributors',
    );
    await screenshot(page, 'basemap-streets');
  });

  it('offers every base map in a layer switcher on the map', async () => {
    await page.getByRole('button', { name: 'Base map' }).first().click();
    const items = page.getByRole('menuitemradio');
    await expect(items.allTextContents()).resolves.toEqual(['Streets', 'Self-hosted', 'Unreachable', 'Silent', 'Offline outlines']);
    await expect(page.getByRole('menuitemradio', { name: 'Streets' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page.keyboard.press('Escape');
  });

  it('draws the self-hosted streets from the PMTiles archive, read in byte ranges', async () => {
    await choose('Self-hosted');
    const earth = rgbOf(namedFlavor('light').earth);
    await expect
      .poll(async () => near(await pixelAt(page, ...(Object.values(await emptySpot()) as [number, number])), earth), { timeout: 20_000 })
      .toBe(true);
    expect(archiveRanges.length).toBeGreaterThan(0);
    expect(archiveRanges.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true);
    await page.waitForTimeout(5000);
    expect(await basemap()).toEqual({ id: 'style-0', offline: false, failed: false });
    await screenshot(page, 'basemap-self-hosted');
  });

  it('falls back to the offline outlines within 5 seconds when the chosen base map cannot be reached, and says so', async () => {
    expect(await msToFallback('Unreachable')).toBeLessThan(5000);
    expect(await basemap()).toEqual({ id: 'style-1', offline: true, failed: true });
    await screenshot(page, 'basemap-fallback');
  });

  it('ticks what is shown in the layer menu (the outlines, not the unreachable choice), and the notice can be closed', async () => {
    await page.getByRole('button', { name: 'Base map' }).first().click();
    await expect(page.getByRole('menuitemradio', { name: 'Offline outlines' }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByRole('menuitemradio', { name: 'Unreachable' }).getAttribute('aria-checked')).resolves.toBe('false');
    await page.keyboard.press('Escape');
    const notice = page.getByRole('status').filter({ hasText: 'could not be reached' });
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await basemap()).toEqual({ id: 'style-1', offline: true, failed: true });
  });

  it('falls back within 5 seconds when the base map service takes the request and never answers', async () => {
    expect(await msToFallback('Silent')).toBeLessThan(5000);
    expect(await basemap()).toEqual({ id: 'style-2', offline: true, failed: true });
  });

  it('keeps the choice on the next map, and goes back to streets from the switcher', async () => {
    await choose('Streets');
    await page.reload();
    await waitForMarkers(page, 'fleet', 'assets');
    expect((await basemap()).id).toBe('streets');
    expect(await page.getByRole('status').filter({ hasText: 'could not be reached' }).count()).toBe(0);
  });

  it('shows a shared link’s page on the outlines, with a notice and its asset in view, when the street style cannot be reached', async () => {
    const api = apiClient(server.baseUrl);
    const { accessToken: token } = await api.login(accounts.operator.email, accounts.operator.password);
    const [asset] = (await api.call<Schema<'Asset'>[]>('GET', '/assets?pageNumber=1&pageSize=1&sort=name', { token })).body;
    const shared = await api.call<Schema<'CreatedLocationShare'>>('POST', '/locationShares', {
      token,
      body: { assetId: asset.id, expiresInMinutes: 60 },
    });
    const visitor = await newPage(browser, server.baseUrl);
    // The street map's service is down for this visitor.
    await visitor.page.route('**/style.json', (route) => route.abort('connectionrefused'));
    await visitor.page.setViewportSize({ width: 1024, height: 700 });
    await visitor.page.goto(`/shared/${shared.body.token}`);
    await visitor.page
      .getByRole('status')
      .filter({ hasText: 'The street map could not be reached: showing the offline outlines.' })
      .waitFor({ timeout: 10_000 });
    const marker = visitor.page.locator('[data-testid="shared-map"] .maplibregl-marker');
    await marker.waitFor();
    // Centred on the asset: the marker in the middle of the page, not thousands of pixels away.
    await expect
      .poll(
        async () => {
          const box = (await marker.boundingBox())!;
          return Math.abs(box.x + box.width / 2 - 512) < 40 && Math.abs(box.y + box.height - 350) < 60;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await screenshot(visitor.page, 'shared-location-offline');
    await visitor.page.context().close();
  });

  it('keeps the base map button clear of the zoom buttons in Arabic', async () => {
    await page.goto('/dashboard');
    await waitForMarkers(page, 'fleet', 'assets');
    await chooseLanguage(page, 'English', 'العربية');
    const map = page.locator('[data-map="fleet"]');
    // The map's controls are drawn again for the new direction: each is measured once it shows.
    const boxOf = async (control: Locator) => {
      await control.waitFor();
      return (await control.boundingBox())!;
    };
    const button = await boxOf(map.getByRole('button', { name: 'الخريطة الأساسية' }));
    const zoomIn = await boxOf(map.locator('.maplibregl-ctrl-zoom-in'));
    const overlaps =
      button.x < zoomIn.x + zoomIn.width &&
      zoomIn.x < button.x + button.width &&
      button.y < zoomIn.y + zoomIn.height &&
      zoomIn.y < button.y + button.height;
    expect(overlaps).toBe(false);
    // A click on the zoom-in button lands on it, never on the base map button.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('.maplibregl-ctrl-zoom-in, .MuiPaper-root')?.className ?? '',
      [zoomIn.x + zoomIn.width / 2, zoomIn.y + zoomIn.height / 2],
    );
    expect(hit).toContain('maplibregl-ctrl-zoom-in');
    await chooseLanguage(page, 'العربية', 'English');
  });

  it('raised no errors in the page but the unreachable base map', () => {
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|status of 4\d\d/.test(e))).toEqual([]);
  });
});
