import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Schema } from '../support/api';
import { seededRandom } from '../../server/seed/random';
import { LoopPath, loopFrom } from '../../server/simulation/loopPath';
import { loops } from '../../server/simulation/roads';
import { sendReading } from '../../server/simulation/osmandClient';
import { SimulatedVehicle } from '../../server/simulation/vehicle';
import { accounts, signIn, startShell, type Shell } from './shell-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusText: Record<Schema<'Asset'>['status'], string> = { Moving: 'Moving', Parked: 'Parked', OutOfNetwork: 'Out of network' };

/** "12 sec. ago", "now", "1 min. ago" as seconds; null for anything else. */
function ageSeconds(text: string): number | null {
  if (/now$/.test(text)) return 0;
  const match = /(\d+) (sec|min)\. ago$/.exec(text);
  return match ? Number(match[1]) * (match[2] === 'min' ? 60 : 1) : null;
}

/**
 * A dashboard row against the asset's API record while the asset drives for 30 seconds: status,
 * speed and age agree within one update of the live stream, every time.
 */
describe('the dashboard vehicle list while a vehicle drives', () => {
  let shell: Shell;
  let page: Page;
  let token: string;
  let asset: Schema<'Asset'>;
  let deviceId: string;

  beforeAll(async () => {
    shell = await startShell();
    const api = apiClient(shell.server.baseUrl);
    token = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    const sensors = (await api.call<Schema<'Sensor'>[]>('GET', '/sensors', { token })).body;
    const assets = (await api.call<Schema<'Asset'>[]>('GET', '/assets', { token })).body;
    asset = assets.find((candidate) => sensors.some((sensor) => sensor.assetId === candidate.id)) as Schema<'Asset'>;
    deviceId = (sensors.find((sensor) => sensor.assetId === asset.id) as Schema<'Sensor'>).uniqueId;
    ({ page } = await shell.open({ width: 1440, height: 900 }));
    await signIn(page, accounts.operator);
  }, 400_000);

  afterAll(() => shell?.stop());

  it('shows the same status, speed and age as the API, within one update, over 30 s of driving', async () => {
    await page.goto('/dashboard');
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(asset.name);
    const row = page.getByRole('option', { name: new RegExp(`^${asset.name}`) });
    await row.waitFor({ timeout: 60_000 });

    const start = asset.currentLocation ?? { latitude: 52.52, longitude: 13.405 };
    const loop = loops.Berlin[1];
    const vehicle = new SimulatedVehicle(new LoopPath(loopFrom(start, loop.waypoints)), loop.cruiseKmh, seededRandom(11), 0);
    const api = apiClient(shell.server.baseUrl);
    const compared: string[] = [];
    for (const started = Date.now(); Date.now() - started < 30_000; await sleep(2_000)) {
      expect(await sendReading(shell.server.ingestUrl, deviceId, vehicle.advance(2))).toBe(200);
      const record = (await api.call<Schema<'Asset'>>('GET', `/assets/${asset.id}`, { token })).body;
      const expected = `${statusText[record.status]}.*${Math.round(record.speedKmh ?? 0)} km/h`;
      // One update: the live worker hands positions over every 200 ms; the row may take a moment more to draw.
      await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 2_000, interval: 100 }).toMatch(new RegExp(expected));
      const text = (await row.textContent()) ?? '';
      const age = ageSeconds(text);
      const apiAge = (Date.now() - Date.parse(record.lastPositionAt as string)) / 1000;
      expect(age, text).not.toBeNull();
      expect(Math.abs((age as number) - apiAge), `${text} against ${apiAge.toFixed(1)} s`).toBeLessThanOrEqual(2);
      compared.push(text);
    }
    expect(compared.length).toBeGreaterThanOrEqual(10);
    // The vehicle really drove: the row showed more than one speed.
    expect(new Set(compared.map((text) => /(\d+) km\/h/.exec(text)?.[1])).size).toBeGreaterThan(1);
  }, 120_000);
});
