import sql from 'sql-template-tag';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import englishOperator from '../../src/i18n/en/operator';
import englishTrackers from '../../src/i18n/en/trackers';
import { attributeLabel } from '../../src/reports/shared/attributeLabels';
import { reportFormat } from '../../src/kit/format';
import { reportsFixtureOfSuite, TIME_ZONE as timeZone, type AssetRef } from './reports-fixture';
import { seriousAccessibilityViolations } from './shell-support';
import type { Schema } from '../support/api';
import { pdfText } from '../support/pdf';
import { chooseLanguage } from './tour-support';

/** The English catalog's text of a tracker attribute or device field, as the console heads its column. */
const english = (key: string, options?: object) =>
  String(
    key.split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)?.[part], { ...englishTrackers, ...englishOperator }),
  ).replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)?.[name]));
import {
  choose,
  downloadFrom,
  figure,
  minutesIn,
  numberIn,
  parseCsv,
  plain,
  reportUrl,
  withPeriod,
  type Api,
  type Period,
} from './reports-support';

const en = reportFormat('en', timeZone);

const fixture = reportsFixtureOfSuite();
let page: Page;
let api: Api;
let period: Period;
let busy: AssetRef;

beforeAll(() => void ({ page, api, period, busy } = fixture));

const open = async (report: string, assets = [busy]) => {
  await page.goto(
    reportUrl(
      report,
      assets.map((a) => a.id),
      period,
    ),
  );
  await page.getByRole('button', { name: 'Export CSV' }).or(page.getByText('No data for this period.')).first().waitFor();
};
const csvOf = async () => parseCsv((await downloadFrom(page, page.getByRole('button', { name: 'Export CSV' }))).text);
/** Rows of the report table: the pager's total when it pages, else the rows shown. */
async function rowTotal() {
  const pager = page.locator('.MuiTablePagination-displayedRows');
  if ((await pager.count()) === 0) return page.locator('tbody tr').count();
  return numberIn((await pager.textContent())!.split(' of ')[1], '.');
}

describe('reports on the demo data', { timeout: 120_000 }, () => {
  it('movement: figures match the API, with speed and daily distance charts, and a CSV', async () => {
    await open('movement');
    const { body: movement } = await api<Schema<'MovementReport'>>('GET', withPeriod(`/assets/${busy.id}/report/movement/all`, period));
    expect(movement.tripCount).toBeGreaterThan(0);
    expect(numberIn((await figure(page, 'Distance').textContent()) ?? '', '.')).toBeCloseTo(movement.distanceTravelledInKm, 0);
    expect(plain(await figure(page, 'Average speed').textContent())).toBe(plain(en.speedKmh(movement.averageSpeed)));
    expect(minutesIn((await figure(page, 'Time on trips').textContent()) ?? '')).toBe(Math.round(movement.movingSeconds / 60));
    expect(minutesIn((await figure(page, 'Stopped time').textContent()) ?? '')).toBe(Math.round(movement.stoppedSeconds / 60));
    expect(await figure(page, 'Trips').textContent()).toBe(String(movement.tripCount));
    await expect(page.getByRole('figure', { name: 'Speed over time' }).locator('svg path').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('figure', { name: 'Distance per day' }).locator('svg rect').count()).resolves.toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [header, ...rows] = await csvOf();
    expect(header.slice(0, 4)).toEqual(['Asset', 'From', 'To', 'Distance (km)']);
    // Times in the user's zone with the offset stated: the same instants as the API's.
    const instant = (text: string) => (/[+-]\d\d:\d\d$/.test(text) ? new Date(text).toISOString() : `no offset in ${text}`);
    expect(rows.map(([asset, from, to, distance]) => [asset, instant(from), instant(to), distance])).toEqual([
      [busy.name, movement.from, movement.to, String(movement.distanceTravelledInKm)],
    ]);
  });

  it('trips: the table and its totals match the API; a row opens the route; CSV and GPX download and parse', async () => {
    await open('trips');
    const { body: trips } = await api<Schema<'Trip'>[]>('GET', withPeriod(`/assets/${busy.id}/report/trip/all`, period));
    const firstRow = page.locator('tbody tr').first();
    expect(plain(await firstRow.locator('td').first().textContent())).toBe(plain(en.dateTime(trips[0].startTime)));
    expect(await rowTotal()).toBe(trips.length);
    const totals = page.locator('tfoot tr');
    expect(await totals.textContent()).toContain(`Total of ${trips.length} trips`);
    const totalKm = trips.reduce((sum, t) => sum + t.distanceKm, 0);
    expect(numberIn((await totals.locator('td').nth(2).textContent())!, '.')).toBeCloseTo(totalKm, 0);
    // The trips of a period add up to its movement report.
    const { body: movement } = await api<Schema<'MovementReport'>>('GET', withPeriod(`/assets/${busy.id}/report/movement/all`, period));
    expect(totalKm).toBeCloseTo(movement.distanceTravelledInKm, 1);

    const csv = await csvOf();
    expect(csv).toHaveLength(trips.length + 1);
    expect(csv[1][csv[0].indexOf('Trip ID')]).toBe(trips[0].id);

    const gpx = await downloadFrom(page, page.getByRole('button', { name: 'Export GPX' }));
    expect(gpx.name).toMatch(/^trips_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.gpx$/);
    const parsed = await page.evaluate((text) => {
      const xml = new DOMParser().parseFromString(text, 'application/xml');
      return {
        errors: xml.getElementsByTagName('parsererror').length,
        tracks: xml.getElementsByTagName('trk').length,
        points: xml.getElementsByTagName('trkpt').length,
      };
    }, gpx.text);
    const { body: first } = await api<Schema<'Trip'>>('GET', `/trips/${trips[0].id}`);
    expect(parsed.errors).toBe(0);
    expect(parsed.tracks).toBe(trips.length);
    expect(parsed.points).toBeGreaterThanOrEqual(first.waypoints.length);

    await firstRow.click();
    await page.waitForURL((url) => url.pathname === `/assets/details/${busy.id}` && url.searchParams.get('trip') === trips[0].id);
  });

  it('location and weather series: charts and a table of the recorded positions', async () => {
    await open('locations');
    const { body: locations } = await api<Schema<'LocationRecord'>[]>(
      'GET',
      withPeriod(`/assets/${busy.id}/report/timeseries/location`, period),
    );
    await expect(page.getByRole('figure', { name: 'Speed over time' }).locator('svg path').count()).resolves.toBeGreaterThan(0);
    expect(await rowTotal()).toBe(locations.length);
    expect(plain(await page.locator('tbody tr').first().locator('td').first().textContent())).toBe(plain(en.dateTime(locations[0].time)));
    expect(await csvOf()).toHaveLength(locations.length + 1);

    await open('weather');
    const { body: weather } = await api<Schema<'WeatherRecord'>[]>(
      'GET',
      withPeriod(`/assets/${busy.id}/report/timeseries/weather`, period),
    );
    await page.getByRole('figure', { name: 'Temperature over time' }).waitFor();
    await page.getByRole('figure', { name: 'Humidity over time' }).waitFor();
    expect(await csvOf()).toHaveLength(weather.length + 1);
  });

  it('device reports list the attributes the device sent', async () => {
    const cases = [
      { report: 'suntechObd', asset: fixture.suntech, path: 'Suntech/obd' },
      { report: 'suntechStatus', asset: fixture.suntech, path: 'Suntech/Status' },
      { report: 'rutx', asset: fixture.rutx, path: 'Rutx' },
      { report: 'sensorsLogs', asset: fixture.rutx, path: 'SensorsLogs' },
    ];
    for (const { report, asset, path } of cases) {
      await open(report, [asset]);
      const { body: records } = await api<Schema<'SensorRecord'>[]>('GET', withPeriod(`/assets/${asset.id}/Report/${path}`, period));
      expect(records.length, report).toBeGreaterThan(0);
      const headers = await page.locator('thead th').allTextContents();
      // Columns no message fills are left out.
      const filled = (value: unknown) => value !== undefined && value !== '';
      const keys = [...new Set(records.flatMap((r) => Object.keys(r.attributes).filter((key) => filled(r.attributes[key]))))].sort((a, b) =>
        a.localeCompare(b, 'en'),
      );
      expect(headers.slice(1).filter(Boolean), report).toEqual(keys.map((key) => attributeLabel(key, english)));
      expect(await rowTotal(), report).toBe(records.length);
    }
    await page.goto(`/reports?report=sensorsState&assets=${fixture.suntech.id}`);
    const { body: state } = await api<Schema<'SensorState'>[]>('GET', `/assets/${fixture.suntech.id}/Report/SensorsState`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr td:first-child').allTextContents()).toEqual(state.map((s) => attributeLabel(s.name, english)));
  });

  it('several assets from the picker, a report type and a preset period from the menus', async () => {
    const other = fixture.assets.find((asset) => asset.id !== busy.id)!;
    await page.goto('/reports');
    await page.getByText('Choose one or more assets to see a report.').waitFor();
    await choose(page, 'Assets', busy.name, busy.name);
    await choose(page, 'Assets', other.name, other.name);
    await choose(page, 'Report', 'Trips');
    // Yesterday ends at local midnight (today's report, asked for meanwhile, ends now).
    const clock = (iso: string | null) => new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'short' }).format(new Date(iso!));
    const asked = page.waitForRequest(
      (request) => request.url().includes('/report/trip/all') && clock(new URL(request.url()).searchParams.get('to')) === '00:00',
    );
    await choose(page, 'Period', 'Yesterday');
    const query = new URL((await asked).url()).searchParams;
    expect(clock(query.get('from'))).toBe('00:00');
    expect([23, 24, 25]).toContain((Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 3_600_000);
    await page.getByRole('region', { name: busy.name }).waitFor();
    await page.getByRole('region', { name: other.name }).waitFor();
  });

  it('switching language reformats dates and numbers', async () => {
    await open('trips');
    const { body: trips } = await api<Schema<'Trip'>[]>('GET', withPeriod(`/assets/${busy.id}/report/trip/all`, period));
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Rapports', level: 1 }).waitFor();
    const fr = reportFormat('fr', timeZone);
    const firstRow = page.locator('tbody tr').first().locator('td');
    expect(plain(await firstRow.nth(0).textContent())).toBe(plain(fr.dateTime(trips[0].startTime)));
    expect(plain(await firstRow.nth(3).textContent())).toBe(plain(fr.distanceKm(trips[0].distanceKm)));
    const totalKm = trips.reduce((sum, trip) => sum + trip.distanceKm, 0);
    expect(plain(await page.locator('tfoot').textContent())).toContain(plain(fr.distanceKm(totalKm)));
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  });

  it('a period without data says so instead of drawing empty charts', async () => {
    await page.goto(reportUrl('movement', [busy.id], { from: '2020-01-01T00:00:00.000Z', to: '2020-01-02T00:00:00.000Z' }));
    await page.getByText('No data for this period.').waitFor();
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
  });

  it('a long report shows its progress and can be cancelled; a failed one says so', async () => {
    const trips = '**/report/trip/all**';
    await page.route(trips, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(reportUrl('trips', [busy.id], period));
    await page
      .getByRole('status')
      .filter({ hasText: `Loading ${busy.name} (1 of 1)` })
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('The report was cancelled.').waitFor();
    await page.unroute(trips);
    await page.getByRole('button', { name: 'Load again' }).click();
    await page.locator('tfoot').waitFor();

    const movement = '**/report/movement/all**';
    await page.route(movement, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Report store unavailable"}' }),
    );
    await page.goto(reportUrl('movement', [busy.id], period));
    await page.locator('.MuiSnackbarContent-message').filter({ hasText: 'Report store unavailable' }).waitFor();
    await page.getByText('The report could not be loaded.').waitFor();
    await page.unroute(movement);
  });

  it('asset report: a one-page summary that prints without the console around it', async () => {
    await open('summary');
    await page.getByRole('heading', { name: busy.name, level: 2 }).waitFor();
    const { body: summary } = await api<Schema<'AssetReport'>>('POST', '/assets/AssetReport', { body: { id: busy.id, ...period } });
    expect(await figure(page, 'Trips').first().textContent()).toBe(String(summary.movement.tripCount));
    const [header, row] = await csvOf();
    expect(row[header.indexOf('Alerts')]).toBe(String(summary.alertCount));

    const print = page.getByRole('button', { name: 'Print' });
    await page.emulateMedia({ media: 'print' });
    expect(await print.isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Report' }).isVisible()).toBe(false);
    expect(await page.getByRole('menuitem', { name: 'Reports' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: busy.name, level: 2 }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await print.isVisible()).toBe(true);
  });

  it("movement as PDF, in English and in Arabic: the tenant's name and the period's distance", async () => {
    await open('movement');
    const { body: movement } = await api<Schema<'MovementReport'>>('GET', withPeriod(`/assets/${busy.id}/report/movement/all`, period));
    const [{ name: tenant }] = await fixture.server.context.db.query<{ name: string }>(
      sql`select t.name from tenants t join users u on u.tenant_id = t.id where u.email = 'admin@acme.example'`,
    );
    const english = await downloadFrom(page, page.getByRole('button', { name: 'Export PDF' }));
    expect(english.name).toMatch(/^movement_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
    const englishText = pdfText(english.content);
    expect(englishText).toContain(tenant);
    expect(englishText).toContain(en.number(movement.distanceTravelledInKm, 2));

    await chooseLanguage(page, 'English', 'العربية');
    try {
      const arabic = pdfText((await downloadFrom(page, page.getByRole('button', { name: 'تصدير PDF' }))).content);
      expect(arabic).toContain(tenant);
      expect(arabic).toContain(reportFormat('ar', timeZone).number(movement.distanceTravelledInKm, 2));
    } finally {
      await chooseLanguage(page, 'العربية', 'English');
    }
  });
});
