import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { insertAsset } from '../support/records';
import { storeTrack, TrackRecorder } from '../support/tracks';
import type { Queryable } from '../../server/db/engine';
import type { Schema } from '../../server/contract';

const period = 'from=2024-05-06T00:00:00Z&to=2024-05-07T00:00:00Z';
const morning = Date.parse('2024-05-06T08:00:00Z');
const minute = { everySeconds: 60, jitterMetres: 0 };

/**
 * Parked 6 minutes, `km` due north at 60 km/h with a report a minute (1 km each), parked 6 minutes.
 * With `fuel`, Teltonika's IO 84 (0.1 L) reads 50 L, 1 L less each driven minute, then 50 - km.
 */
async function storeDrive(db: Queryable, owner: { assetId: string; tenantId: string }, km: number, fuel: boolean) {
  const track = new TrackRecorder(morning, 52.5, 13.4).park(6, minute);
  const parkedReports = track.points.length;
  track.drive(0, km, 60, { everySeconds: 60 }).park(6, minute);
  const litres = (index: number) => 50 - Math.min(km, Math.max(0, index - parkedReports + 1));
  await storeTrack(db, owner, track.points, (_point, index): Record<string, number> => (fuel ? { io84: litres(index) * 10 } : {}));
}

/** A service record of the asset's own plan, on that day, for that much. */
async function storeService(db: Queryable, owner: { assetId: string; tenantId: string }, day: string, cost: number) {
  const [{ id: planId }] = await db.query<{ id: string }>(sql`insert into service_plans (tenant_id, name, asset_id, every_days)
    values (${owner.tenantId}, ${`Service ${day}`}, ${owner.assetId}, 365) returning id`);
  await db.query(sql`insert into service_records (tenant_id, asset_id, plan_id, serviced_on, cost)
    values (${owner.tenantId}, ${owner.assetId}, ${planId}, ${day}, ${cost})`);
}

describe.each(behaviourEngines)('the fleet cost report on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let viewer: string;
  let globex: string;
  let sysadmin: string;
  let van: string;
  let trailer: string;
  let globexVan: string;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    let admin: string;
    [admin, viewer, globex, sysadmin] = (
      await Promise.all(
        [accounts.admin, accounts.viewer, accounts.globex, accounts.sysadmin].map((account) => api.login(account.email, account.password)),
      )
    ).map((session) => session.accessToken);
    const db = server.context.db;
    const tenantOf = async (name: string) => (await db.query<{ id: string }>(sql`select id from tenants where name = ${name}`))[0].id;
    const [acmeId, globexId] = await Promise.all([tenantOf('Acme Logistics'), tenantOf('Globex Transport')]);

    // The van: 10 km, 10 L, fuel at 2.00 a litre, a service of 150 in the period and two outside it.
    van = await insertAsset(db, acmeId, 'Cost van');
    const sensor = { attribute: 'io84', unit: 'litres', scale: 0.1 };
    expect((await api.call('PUT', `/assets/${van}/fuel/setup`, { token: admin, body: { tankLitres: 100, sensor } })).status).toBe(200);
    const settings = await api.call<Schema<'FuelSettings'>>('GET', `/tenants/${acmeId}/fuel-settings`, { token: admin });
    const priced = { ...settings.body, pricePerLitre: 2 };
    expect((await api.call('PUT', `/tenants/${acmeId}/fuel-settings`, { token: admin, body: priced })).status).toBe(200);
    await storeDrive(db, { assetId: van, tenantId: acmeId }, 10, true);
    await storeService(db, { assetId: van, tenantId: acmeId }, '2024-05-06', 150);
    await storeService(db, { assetId: van, tenantId: acmeId }, '2024-05-05', 777);
    await storeService(db, { assetId: van, tenantId: acmeId }, '2024-05-07', 999);

    // The trailer: 5 km, no fuel sensor, a service of 30.
    trailer = await insertAsset(db, acmeId, 'Cost trailer');
    await storeDrive(db, { assetId: trailer, tenantId: acmeId }, 5, false);
    await storeService(db, { assetId: trailer, tenantId: acmeId }, '2024-05-06', 30);

    // Another tenant's van, driven and serviced in the same period.
    globexVan = await insertAsset(db, globexId, 'Globex cost van');
    await db.query(sql`insert into asset_fuel_setups (asset_id, tenant_id, tank_litres, sensor)
      values (${globexVan}, ${globexId}, 100, ${JSON.stringify(sensor)}::jsonb)`);
    await storeDrive(db, { assetId: globexVan, tenantId: globexId }, 7, true);
    await storeService(db, { assetId: globexVan, tenantId: globexId }, '2024-05-06', 500);
  });
  afterAll(() => server?.stop());

  const report = (query: string, token = viewer) => api.call<Schema<'CostReport'>>('GET', `/reports/costs?${query}`, { token });

  it("gives each asset's distance, fuel, service and cost per km, and the fleet's totals", async () => {
    const { status, body } = await report(period);
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2024-05-06T00:00:00.000Z', to: '2024-05-07T00:00:00.000Z', pricePerLitre: 2 });
    const row = (assetId: string) => body.assets.find((asset) => asset.assetId === assetId);
    // 10 L at 2.00 = 20, and 150 of service: 170 over 10 km.
    expect(row(van)).toEqual({
      assetId: van,
      assetName: 'Cost van',
      distanceKm: 10,
      consumedLitres: 10,
      fuelCost: 20,
      serviceCost: 150,
      totalCost: 170,
      costPerKm: 17,
    });
    // No level, so no litres and no fuel cost (not 0); 30 of service over 5 km.
    expect(row(trailer)).toEqual({
      assetId: trailer,
      assetName: 'Cost trailer',
      distanceKm: 5,
      consumedLitres: null,
      fuelCost: null,
      serviceCost: 30,
      totalCost: 30,
      costPerKm: 6,
    });
    // The demo's other assets did not move in 2024: the totals are the two assets', 200 over 15 km.
    expect(body.totals).toEqual({ distanceKm: 15, consumedLitres: 10, fuelCost: 20, serviceCost: 180, totalCost: 200, costPerKm: 13.33 });
    const idle = body.assets.filter((asset) => asset.assetId !== van && asset.assetId !== trailer);
    expect(idle.every((asset) => asset.distanceKm === 0 && asset.costPerKm === null)).toBe(true);
  });

  it('never shows another tenant its assets or its service records', async () => {
    const acme = await report(period);
    expect(acme.body.assets.map((asset) => asset.assetId)).not.toContain(globexVan);
    const own = await report(period, globex);
    expect(own.body.assets.map((asset) => asset.assetId)).toContain(globexVan);
    expect(own.body.assets.map((asset) => asset.assetId)).not.toContain(van);
    // Globex has no price per litre: its litres are known, its fuel cost is not.
    expect(own.body.assets.find((asset) => asset.assetId === globexVan)).toMatchObject({
      distanceKm: 7,
      consumedLitres: 7,
      fuelCost: null,
      serviceCost: 500,
      totalCost: 500,
    });
    expect((await report(`${period}&assetId=${van}`, globex)).status).toBe(404);
  });

  it('reports one asset when asked, and a SysAdmin names the tenant', async () => {
    const { body } = await report(`${period}&assetId=${trailer}`);
    expect(body.assets.map((asset) => asset.assetName)).toEqual(['Cost trailer']);
    expect(body.totals).toEqual({ distanceKm: 5, consumedLitres: null, fuelCost: null, serviceCost: 30, totalCost: 30, costPerKm: 6 });
    const unnamed = await api.call<Schema<'ValidationErrors'>>('GET', `/reports/costs?${period}`, { token: sysadmin });
    expect(unnamed.status).toBe(400);
    expect(Object.keys(unnamed.body.errors)).toEqual(['tenantId']);
  });

  it('counts no service record outside the period', async () => {
    // The day before holds the record of 777 only; the van did not move then.
    const { body } = await report(`from=2024-05-05T00:00:00Z&to=2024-05-06T00:00:00Z&assetId=${van}`);
    expect(body.assets).toEqual([
      {
        assetId: van,
        assetName: 'Cost van',
        distanceKm: 0,
        consumedLitres: null,
        fuelCost: null,
        serviceCost: 777,
        totalCost: 777,
        costPerKm: null,
      },
    ]);
  });
});
