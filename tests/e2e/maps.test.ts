import sql from 'sql-template-tag';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, coordinatesText } from '../../src/kit/formatRoute';
import type { Trip } from '../../src/map/trips/TripsTable';
import { accounts, apiClient, type Schema } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { insertDrivingEvents } from '../../server/repos/drivingEvents';
import { fakeOsrm, nextPostBody, pixelOf, probe, waitForMarkers, waitForStillView, type FleetWindow } from './maps-support';
import { signIn } from './shell-support';

type Asset = Schema<'Asset'>;

describe('maps', () => {
  const osrm = fakeOsrm();
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let assets: Asset[];
  let token: string;
  let routingUrl: string;
  const api = () => apiClient(server.baseUrl);

  beforeAll(async () => {
    routingUrl = await osrm.listen();
    [server, browser] = await Promise.all([startTestServer({ config: { routingUrl } }), launchBrowser()]);
    token = (await api().login(accounts.operator.email, accounts.operator.password)).accessToken;
    assets = (await api().call<Asset[]>('GET', '/assets', { token })).body;
    ({ page, errors } = await newPage(browser, server.baseUrl));
    // Chromium reports a Content-Security-Policy violation in the console; this names each one plainly too.
    await page
      .context()
      .addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
    await signIn(page, accounts.operator);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await osrm.close();
  });

  it('draws every asset of the tenant on the dashboard map over the offline base map', async () => {
    await page.goto('/dashboard');
    const located = assets.filter((a) => a.currentLocation).length;
    await waitForMarkers(page, 'fleet', 'assets', assets.length);
    const view = await probe<{ bounds: [[number, number], [number, number]] }>(page, "view('fleet')");
    for (const asset of assets.filter((a) => a.currentLocation)) {
      const { latitude, longitude } = asset.currentLocation!;
      expect(longitude).toBeGreaterThanOrEqual(view.bounds[0][0]);
      expect(latitude).toBeLessThanOrEqual(view.bounds[1][1]);
    }
    expect(located).toBeGreaterThan(10);
    await expect(page.getByRole('button', { name: /^All: / }).textContent()).resolves.toContain(String(assets.length));
    await screenshot(page, 'maps-dashboard');
  });

  it('names an asset on hover and selects it on click at its marker, whose card opens its page', async () => {
    const asset = assets.find((a) => a.currentLocation)!;
    // Put it apart from the others, where no marker hides it.
    await moveAsset(asset, 52.62, 13.16);
    await page.waitForFunction(
      ([id]) => {
        const p = (window as unknown as FleetWindow).__fleetMap.assetPosition('fleet', id);
        return p && Math.abs(p[1] - 52.62) < 1e-4;
      },
      [asset.id],
    );
    await page.getByRole('button', { name: 'Fit all markers' }).click();
    await waitForStillView(page, 'fleet');
    const { x, y } = await pixelOf(page, 'fleet', [13.16, 52.62]);
    await page.mouse.move(x - 40, y - 40);
    await page.mouse.move(x, y, { steps: 4 });
    await expect(page.getByText(asset.name, { exact: true }).first().waitFor({ timeout: 10_000 })).resolves.toBeUndefined();
    // On the dashboard a marker selects its asset in the vehicle panel, whose card opens the asset's page.
    await page.mouse.click(x, y);
    const card = page.getByTestId('vehicle-card');
    await card.getByRole('heading', { name: asset.name }).waitFor();
    await card.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(`**/assets/details/${asset.id}`);
  });

  it('moves a marker when the device reports a new position, without a reload', async () => {
    await page.goto('/dashboard');
    await waitForMarkers(page, 'fleet', 'assets', assets.length);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const asset = assets.find((a) => a.currentLocation)!;
    await moveAsset(asset, 52.4711, 13.4422);
    await page.waitForFunction(
      ([id]) => {
        const p = (window as unknown as FleetWindow).__fleetMap.assetPosition('fleet', id);
        return p && Math.abs(p[0] - 13.4422) < 1e-4 && Math.abs(p[1] - 52.4711) < 1e-4;
      },
      [asset.id],
      { timeout: 20_000 },
    );
    expect(await page.evaluate(() => (window as unknown as FleetWindow).__sameDocument)).toBe(true);
  });

  it('asks the browser for no frames while the map stands still, and draws a marker that moves', async () => {
    await waitForStillView(page, 'fleet');
    const view = await probe<{ bounds: [[number, number], [number, number]] }>(page, "view('fleet')");
    const [[west, south], [east, north]] = view.bounds;
    // A spot inside the view near its south-west corner, where the demo fleet is not.
    const spot: [number, number] = [west + (east - west) * 0.06, south + (north - south) * 0.1];
    const { x, y } = await pixelOf(page, 'fleet', spot);
    const clip = { x: x - 8, y: y - 8, width: 16, height: 16 };
    const before = await page.screenshot({ clip });

    await page.mouse.move(1, 1);
    await page.waitForTimeout(1000);
    const frames = await page.evaluate(async () => {
      let asked = 0;
      const ask = window.requestAnimationFrame;
      window.requestAnimationFrame = (callback) => (asked++, ask.call(window, callback));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      window.requestAnimationFrame = ask;
      return asked;
    });
    // deck.gl alone would ask for every frame: about 120 in two seconds.
    expect(frames).toBeLessThan(10);

    const asset = assets.find((a) => a.currentLocation)!;
    await moveAsset(asset, spot[1], spot[0]);
    await expect.poll(async () => (await page.screenshot({ clip })).equals(before), { timeout: 20_000 }).toBe(false);
  });

  it('fits the view to all markers', async () => {
    await page.mouse.move(640, 500);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600);
    await waitForStillView(page, 'fleet');
    const zoomedOut = await probe<{ zoom: number }>(page, "view('fleet')");
    await page.getByRole('button', { name: 'Fit all markers' }).click();
    await waitForStillView(page, 'fleet');
    const fitted = await probe<{ zoom: number; bounds: [[number, number], [number, number]] }>(page, "view('fleet')");
    expect(fitted.zoom).toBeGreaterThan(zoomedOut.zoom + 2);
    const positions = await page.evaluate(
      (ids) => ids.map((id) => (window as unknown as FleetWindow).__fleetMap.assetPosition('fleet', id)),
      assets.map((a) => a.id),
    );
    for (const p of positions.filter((q): q is [number, number] => q !== null && !Number.isNaN(q[0]))) {
      expect(p[0]).toBeGreaterThanOrEqual(fitted.bounds[0][0]);
      expect(p[0]).toBeLessThanOrEqual(fitted.bounds[1][0]);
      expect(p[1]).toBeGreaterThanOrEqual(fitted.bounds[0][1]);
      expect(p[1]).toBeLessThanOrEqual(fitted.bounds[1][1]);
    }
  });

  it('draws the route of a trip through its waypoints, with the distance and duration measured from its positions', async () => {
    const asset = await assetWithTrips(2);
    const trips = (await api().call<Trip[]>('GET', `/assets/${asset.id}/report/trip/all?pageNumber=1&pageSize=2`, { token })).body;
    await page.goto(`/assets/details/${asset.id}`);
    const rows = page.getByRole('table', { name: 'Trips' }).locator('tbody tr');
    await rows.first().click();
    await expect(
      page.locator('[data-route-field="summary"]').getByText('Teststraße').waitFor({ timeout: 30_000 }),
    ).resolves.toBeUndefined();
    await waitForMarkers(page, 'trip-route', 'route', 1);
    // The server asks the routing service (the console never calls it) for a route through the trip's points.
    const request = osrm.state.requests.at(-1)!;
    expect(request.pathname).toContain('/route/v1/driving/');
    expect(request.pathname.split('/').pop()!.split(';').length).toBeGreaterThanOrEqual(2);
    // The trip's own figures, not the routing service's (4.3 km, 11 min) nor an estimate at an assumed speed.
    await expectTripFigures(trips[0]);
    await screenshot(page, 'maps-trip-route');

    // The routing service failing, the server draws its offline route: the trip's figures still show.
    osrm.state.failing = true;
    await rows.nth(1).click();
    await expectTripFigures(trips[1]);
    await waitForMarkers(page, 'trip-route', 'route', 1);
    osrm.state.failing = false;
  });

  it('shows the trip a link from the trips report names, chosen and drawn', async () => {
    const asset = await assetWithTrips(2);
    const [, second] = (await api().call<Trip[]>('GET', `/assets/${asset.id}/report/trip/all?pageNumber=1&pageSize=2`, { token })).body;
    // The address the trips report's "Show the route on the map" opens.
    await page.goto(`/assets/details/${asset.id}?trip=${second.id}`);
    await waitForMarkers(page, 'trip-route', 'route', 1);
    await expectTripFigures(second);
    const chosen = page.getByRole('table', { name: 'Trips' }).locator('tbody tr[aria-selected="true"]');
    await expect(chosen.count()).resolves.toBe(1);
    await expect(chosen.locator('td').nth(2).textContent()).resolves.toBe(formatDistance(second.distanceKm * 1000, 'en'));
    const events = page.getByRole('region', { name: 'Harsh driving on this trip' });
    // The demo's drivers drive harshly now and then: the trip may have events of its own already.
    const { db } = server.context;
    const [{ count: before }] = await db.query<{ count: number }>(sql`select count(*)::int as count from driving_events
      where asset_id = ${asset.id} and time between ${second.startTime} and ${second.endTime}`);
    if (before === 0) await events.getByText('No harsh driving on this trip.').waitFor();
    else await expect.poll(() => events.getByRole('listitem').count(), { timeout: 30_000 }).toBe(before);

    // A harsh braking in the middle of the trip: a dot on its map and a line under it.
    const middle = second.waypoints[Math.floor(second.waypoints.length / 2)];
    const time = new Date((Date.parse(second.startTime) + Date.parse(second.endTime)) / 2);
    const point = { time, ...middle, speedKmh: 48, heading: null };
    const event = { kind: 'harshBraking' as const, point, value: 3.4, source: 'derived' as const, durationMs: null };
    await insertDrivingEvents(db, [{ assetId: asset.id, tenantId: asset.tenantId, event }]);
    await page.reload();
    await waitForMarkers(page, 'trip-route', 'driving-events', before + 1);
    await expect(events.getByRole('listitem').filter({ hasText: '3.4 m/s² · 48 km/h' }).textContent()).resolves.toMatch(
      /^Harsh braking · .*3\.4 m\/s² · 48 km\/h/,
    );
  });

  it('replays an asset moving along its recorded track', async () => {
    const asset = await assetWithTrips(1);
    await page.goto(`/assets/details/${asset.id}`);
    await waitForMarkers(page, 'replay', 'assets', 1);
    const start = await probe<number[]>(page, `assetPosition('replay', ${JSON.stringify(asset.id)})`);
    await page.getByRole('combobox', { name: 'Speed' }).click();
    await page.getByRole('option', { name: '1200×' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(
      ([id, [lon, lat]]) => {
        const p = (window as unknown as FleetWindow).__fleetMap.assetPosition('replay', id);
        return p && (Math.abs(p[0] - lon) > 1e-4 || Math.abs(p[1] - lat) > 1e-4);
      },
      [asset.id, start] as const,
      { timeout: 30_000 },
    );
    await screenshot(page, 'maps-replay');
  });

  it('draws a geofence polygon on the map and saves it as made in the console', async () => {
    await page.goto('/geofences/create');
    await page.getByLabel('Name').first().fill('Drawn depot');
    await waitForMarkers(page, 'geofence', 'assets');
    const box = (await page.locator('[data-map="geofence"]').boundingBox())!;
    const corners = [
      [0.35, 0.35],
      [0.65, 0.35],
      [0.65, 0.65],
      [0.35, 0.65],
    ].map(([fx, fy]) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy }));
    for (const corner of [...corners, corners[0]]) {
      await page.mouse.click(corner.x, corner.y);
      await page.waitForTimeout(250);
    }
    await screenshot(page, 'maps-geofence');
    const body = await nextPostBody<Schema<'GeofenceInput'>>(page, '/api/geofences', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    expect(body).toMatchObject({ name: 'Drawn depot', shape: 'polygon', geoFenceSource: 1 });
    expect(body.points).toHaveLength(4);
    await page.waitForURL((url) => url.pathname === '/geofences');
    const [saved] = (await api().call<Schema<'Geofence'>[]>('GET', '/geofences?query=Drawn%20depot', { token })).body;
    expect(saved).toMatchObject({ geoFenceSource: 1, points: body.points });
  });

  it('ran the console under its Content-Security-Policy', async () => {
    const policy = (await page.request.get('/dashboard')).headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self';");
    // The route was planned by the server: the browser may not reach the routing service.
    expect(policy).not.toContain(new URL(routingUrl).origin);
  });

  it('raised no unexpected errors in the page', () => {
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  /** Reports a new position for the asset's device through the ingestion port (OsmAnd protocol). */
  async function moveAsset(asset: Asset, latitude: number, longitude: number) {
    const sensors = (await api().call<Schema<'Sensor'>[]>('GET', '/sensors', { token })).body;
    const device = sensors.find((s) => s.assetId === asset.id);
    if (!device) throw new Error(`${asset.name} has no device`);
    const query = new URLSearchParams({
      id: device.uniqueId,
      lat: String(latitude),
      lon: String(longitude),
      timestamp: String(Math.floor(Date.now() / 1000)),
      speed: '20',
      bearing: '45',
    });
    const response = await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' });
    expect(response.status).toBe(200);
  }

  /** The route summary shows the trip's measured distance, duration and origin. */
  async function expectTripFigures(trip: Trip) {
    const field = (name: string) => page.locator(`[data-route-field="${name}"] dd`);
    await expect.poll(() => field('distance').textContent(), { timeout: 20_000 }).toBe(formatDistance(trip.distanceKm * 1000, 'en'));
    await expect(field('duration').textContent()).resolves.toBe(formatDuration(trip.durationSeconds, 'en'));
    await expect(field('origin').textContent()).resolves.toBe(coordinatesText(trip.origin));
  }

  /** An asset with at least `count` recorded trips. */
  async function assetWithTrips(count: number): Promise<Asset> {
    for (const asset of assets) {
      const { headers } = await api().call('GET', `/assets/${asset.id}/report/trip/all?pageNumber=1&pageSize=1`, { token });
      if (Number(headers.get('X-Total-Count')) >= count) return asset;
    }
    throw new Error(`no asset has ${count} trips`);
  }
});
