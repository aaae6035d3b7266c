import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiClient, type Schema } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { waitForMarkers } from './maps-support';
import { reportUrl } from './reports-support';
import { signIn } from './shell-support';

/**
 * Counts the WebGL contexts the page makes; a context is live until it is lost (maplibre loses its
 * context on map.remove()). A script text, so that nothing of the test's compiled code goes along.
 */
const countContexts = `(() => {
  const contexts = new Set();
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (...args) {
    const context = getContext.apply(this, args);
    if (context && /webgl/.test(String(args[0]))) contexts.add(context);
    return context;
  };
  window.__webgl = {
    made: () => contexts.size,
    live: () => [...contexts].filter((context) => !context.isContextLost()).length,
  };
})();`;

const DAY = 24 * 60 * 60 * 1000;

describe('maps and WebGL contexts', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const warnings: string[] = [];
  let traveller: Schema<'Asset'>;

  const contexts = () => page.evaluate(() => (window as unknown as { __webgl: { made(): number; live(): number } }).__webgl.live());
  const madeContexts = () => page.evaluate(() => (window as unknown as { __webgl: { made(): number; live(): number } }).__webgl.made());
  /**
   * Goes to `path` inside the console, as its links do: the page stays the same document, so that
   * contexts a screen leaves behind stay counted (a page load would drop them all).
   */
  const navigate = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const mapsOnScreen = () => page.locator('[data-map]').count();
  /** Waits until a map whose name starts with `prefix` has loaded. */
  const waitForMap = (prefix: string) =>
    page.waitForFunction(
      (start) => {
        const api = (window as unknown as { __fleetMap?: { maps(): string[]; ready(name: string): boolean } }).__fleetMap;
        return api?.maps().some((name) => name.startsWith(start) && api.ready(name));
      },
      prefix,
      { timeout: 60_000 },
    );
  /** One WebGL context at most for each map the screen shows. */
  const expectOneContextPerMap = async () => {
    const maps = await mapsOnScreen();
    expect(maps).toBeGreaterThan(0);
    expect(await contexts()).toBeLessThanOrEqual(maps);
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ config: { demoAlertDays: 1 } }), launchBrowser()]);
    const api = apiClient(server.baseUrl);
    const token = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    const assets = (await api.call<Schema<'Asset'>[]>('GET', '/assets', { token })).body;
    // An asset with trips and a track in the replay's default period (the last 24 hours): the demo's
    // history leaves some vehicles parked all day, and the replay then shows no map.
    const replayPeriod = `from=${new Date(Date.now() - DAY).toISOString()}&to=${new Date().toISOString()}`;
    for (const asset of assets) {
      const { headers } = await api.call('GET', `/assets/${asset.id}/report/trip/all?pageNumber=1&pageSize=1`, { token });
      const { body: track } = await api.call<unknown[]>(
        'GET',
        `/assets/${asset.id}/report/timeseries/location?${replayPeriod}&maxPoints=2`,
        { token },
      );
      if (Number(headers.get('X-Total-Count')) > 0 && track.length > 0) {
        traveller = asset;
        break;
      }
    }
    expect(traveller).toBeDefined();
    ({ page, errors } = await newPage(browser, server.baseUrl));
    await page.context().addInitScript({ content: countContexts });
    page.on('console', (message) => {
      if (message.type() === 'warning' && /WebGL/i.test(message.text())) warnings.push(message.text());
    });
    await signIn(page, accounts.operator);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Every screen with a map, each waited for until its maps have drawn. */
  async function visitEveryMap() {
    await navigate('/dashboard');
    await waitForMarkers(page, 'fleet', 'assets');
    await expectOneContextPerMap();

    // The asset's live map, its replay and the route of a chosen trip: three maps on one screen.
    await navigate(`/assets/details/${traveller.id}`);
    await waitForMarkers(page, 'asset', 'assets', 1);
    await waitForMarkers(page, 'replay', 'assets');
    await page.getByRole('table', { name: 'Trips' }).locator('tbody tr').first().click();
    await waitForMarkers(page, 'trip-route', 'route');
    expect(await mapsOnScreen()).toBe(3);
    await expectOneContextPerMap();

    await navigate('/geofences/create');
    await waitForMarkers(page, 'geofence', 'assets');
    await expectOneContextPerMap();

    await navigate('/replay');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await waitForMarkers(page, 'fleet-replay', 'assets');
    await expectOneContextPerMap();

    await navigate('/alerts');
    // The first alert's details hold its map; they stay open from the first round.
    const toggle = page.getByRole('button', { name: /^(Show|Hide) details$/ }).first();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await waitForMap('alert');
    await expectOneContextPerMap();

    const now = Date.now();
    await navigate(reportUrl('stops', [traveller.id], { from: new Date(now - 2 * DAY).toISOString(), to: new Date(now).toISOString() }));
    await waitForMap('stops-');
    await expectOneContextPerMap();
  }

  it('keeps at most one WebGL context per visible map, and two at most after two rounds of every map screen', async () => {
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await visitEveryMap();
    await visitEveryMap();
    await navigate('/dashboard');
    await waitForMarkers(page, 'fleet', 'assets');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Each round makes a context per map (eight maps): they were made, and all but the dashboard's are gone.
    expect(await madeContexts()).toBeGreaterThanOrEqual(16);
    expect(await contexts()).toBeLessThanOrEqual(2);
  }, 600_000);

  it('raised no errors and no WebGL warnings in the page', () => {
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
