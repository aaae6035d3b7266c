import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { accounts, type Schema } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { signedInApi, withPeriod, type Api, type Period } from './reports-support';
import { signIn } from './shell-support';

/** An asset as the report tests name it: read from the assets list or from a device's asset. */
export interface AssetRef {
  id: string;
  name: string;
}

export interface ReportsFixture {
  server: TestServer;
  browser: Browser;
  page: Page;
  api: Api;
  /** The last four days, whole minutes. */
  period: Period;
  assets: AssetRef[];
  /** The asset that drove most in the period. */
  busy: AssetRef;
  /** Assets whose Suntech and RUTX devices sent most in the period. */
  suntech: AssetRef;
  rutx: AssetRef;
}

const MINUTE = 60_000;

/** The browser's time zone in the report tests. */
export const TIME_ZONE = 'Europe/Berlin';

async function assetWithMost(api: Api, period: Period, assets: AssetRef[], path: (id: string) => string) {
  const counts = await Promise.all(
    assets.map(async (asset) => Number((await api('GET', withPeriod(path(asset.id), period))).headers.get('X-Total-Count') ?? 0)),
  );
  return assets[counts.indexOf(Math.max(...counts))];
}

async function assetsWithDevice(api: Api, model: RegExp): Promise<AssetRef[]> {
  const { body: sensors } = await api<Schema<'Sensor'>[]>('GET', '/sensors');
  return sensors
    .filter((sensor) => model.test(sensor.modelName ?? '') && sensor.assetId)
    .map((sensor) => ({ id: sensor.assetId as string, name: sensor.assetName as string }));
}

/** A server with demo history, a page signed in as the Acme admin, and the demo assets the report tests read. */
export async function startReports(): Promise<ReportsFixture> {
  // Three days of history always hold a working day, whatever day the tests run.
  const [server, browser] = await Promise.all([startTestServer({ config: { demoHistoryDays: 3 } }), launchBrowser()]);
  const api = await signedInApi(server.baseUrl, accounts.admin);
  const now = Math.ceil(Date.now() / MINUTE) * MINUTE;
  const period = { from: new Date(now - 4 * 24 * 60 * MINUTE).toISOString(), to: new Date(now).toISOString() };
  const assets: AssetRef[] = (await api<Schema<'Asset'>[]>('GET', '/assets')).body;
  const messages = (id: string) => `/assets/${id}/Report/SensorsLogs?pageSize=1&pageNumber=1`;
  const { page } = await newPage(browser, server.baseUrl, {
    timezoneId: TIME_ZONE,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await signIn(page, accounts.admin);
  return {
    server,
    browser,
    page,
    api,
    period,
    assets,
    busy: await assetWithMost(api, period, assets, (id) => `/assets/${id}/report/trip/all?pageSize=1&pageNumber=1`),
    suntech: await assetWithMost(api, period, await assetsWithDevice(api, /Suntech/), messages),
    rutx: await assetWithMost(api, period, await assetsWithDevice(api, /RUTX/), messages),
  };
}

/**
 * The fixture of a test file: started before its tests (seeding three days of history for the demo fleet takes
 * a while on a busy machine) and closed after them; its fields are there once the tests run.
 */
export function reportsFixtureOfSuite(): ReportsFixture {
  const fixture = {} as ReportsFixture;
  beforeAll(async () => void Object.assign(fixture, await startReports()), 300_000);
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
  });
  return fixture;
}
