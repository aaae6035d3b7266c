import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient } from '../support/api';
import { insertAsset } from '../support/records';
import { storeTrack, TrackRecorder } from '../support/tracks';
import { parkedAt, storeFuelMorning } from '../support/fuelTrack';
import type { Schema } from '../../server/contract';
import { serverJobs } from '../../server/jobs/serverJobs';

describe.each(behaviourEngines)('fuel on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let sysadmin: string;
  let admin: string;
  let operator: string;
  let viewer: string;
  let globex: string;
  let acmeId: string;
  let van: string;
  const period = 'from=2024-05-06T00:00:00Z&to=2024-05-07T00:00:00Z';

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [sysadmin, admin, operator, viewer, globex] = (
      await Promise.all(
        [accounts.sysadmin, accounts.admin, accounts.operator, accounts.viewer, accounts.globex].map((account) =>
          api.login(account.email, account.password),
        ),
      )
    ).map((session) => session.accessToken);
    const db = server.context.db;
    [{ id: acmeId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    van = await insertAsset(db, acmeId, 'Fuel van');
    await storeFuelMorning(db, { assetId: van, tenantId: acmeId });
  });
  afterAll(() => server?.stop());

  const report = (token = viewer) => api.call<Schema<'FuelReport'>>('GET', `/assets/${van}/report/fuel?${period}`, { token });

  it('lets an Admin set where the level is read, refuses a probe without its table, and hides the asset from another tenant', async () => {
    const setup = { tankLitres: 200, sensor: { attribute: 'io84', unit: 'litres', scale: 0.1 } };
    expect((await api.call('PUT', `/assets/${van}/fuel/setup`, { token: viewer, body: setup })).status).toBe(403);
    const probe = await api.call<Schema<'ValidationErrors'>>('PUT', `/assets/${van}/fuel/setup`, {
      token: admin,
      body: { tankLitres: 200, sensor: { attribute: 'io201', unit: 'raw' } },
    });
    expect(probe.status).toBe(400);
    expect(Object.keys(probe.body.errors)).toEqual(['sensor.calibration']);
    const saved = await api.call<Schema<'AssetFuelSetup'>>('PUT', `/assets/${van}/fuel/setup`, { token: admin, body: setup });
    expect(saved.body).toEqual({ ...setup, modelTankLitres: null, modelSensor: null, sensors: [setup.sensor] });
    expect((await api.call('GET', `/assets/${van}/fuel/setup`, { token: globex })).status).toBe(404);
    expect((await report(globex)).status).toBe(404);
  });

  it('reports one fill of about 40 L, consumption as start - end + fill, per 100 km and per engine hour', async () => {
    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({ kind: 'fill' });
    expect(body.events[0].litres).toBeGreaterThanOrEqual(38);
    expect(body.events[0].litres).toBeLessThanOrEqual(42);
    expect(body.events[0].startTime >= '2024-05-06T06:19:00.000Z' && body.events[0].startTime <= '2024-05-06T06:21:00.000Z').toBe(true);
    expect(Math.abs((body.startLitres ?? 0) - 60)).toBeLessThanOrEqual(2);
    expect(Math.abs((body.endLitres ?? 0) - 97)).toBeLessThanOrEqual(2);
    expect(body.consumedLitres).toBeCloseTo((body.startLitres ?? 0) - (body.endLitres ?? 0) + body.filledLitres, 1);
    expect(body.drainedLitres).toBe(0);
    expect(body.distanceKm).toBeGreaterThan(10);
    expect(body.distanceKm).toBeLessThan(10.5);
    expect(body.engineHours).toBeCloseTo(10 / 60, 2);
    expect(body.litresPer100Km).toBeCloseTo(((body.consumedLitres ?? 0) / body.distanceKm) * 100, 1);
    expect(body.cost).toBeNull();
    expect(body.levels.length).toBeGreaterThan(300);
  });

  it('gives the same fill and figures over two days whose reads (a day each) part in the middle of the fill', async () => {
    const oneDay = (await report()).body;
    // Read a day at a time from the period's start: 06:20 is where the level rises.
    const twoDays = 'from=2024-05-05T06:20:00Z&to=2024-05-07T06:20:00Z';
    const { status, body } = await api.call<Schema<'FuelReport'>>('GET', `/assets/${van}/report/fuel?${twoDays}`, { token: viewer });
    expect(status).toBe(200);
    expect(body.events).toEqual(oneDay.events);
    for (const figure of ['startLitres', 'endLitres', 'filledLitres', 'consumedLitres', 'distanceKm', 'engineHours'] as const)
      expect(body[figure]).toBe(oneDay[figure]);
    expect(body.levels).toEqual(oneDay.levels);
  });

  it("has the tenant's defaults, which an Admin changes and the report follows (price per litre for the cost)", async () => {
    const url = `/tenants/${acmeId}/fuel-settings`;
    expect((await api.call('GET', url, { token: viewer })).status).toBe(403);
    const defaults = await api.call<Schema<'FuelSettings'>>('GET', url, { token: admin });
    expect(defaults.body).toMatchObject({
      medianReadings: 5,
      fillMinLitres: 5,
      fillMinTankPercent: 3,
      drainMinLitres: 5,
      mergeMinutes: 10,
      pricePerLitre: null,
    });
    const [{ id: globexId }] = await server.context.db.query<{ id: string }>(sql`select id from tenants where name = 'Globex Transport'`);
    expect((await api.call('GET', `/tenants/${globexId}/fuel-settings`, { token: admin })).status).toBe(404);
    expect((await api.call('PUT', url, { token: viewer, body: defaults.body })).status).toBe(403);
    const bad = await api.call('PUT', url, { token: admin, body: { ...defaults.body, medianReadings: 0 } });
    expect(bad.status).toBe(400);

    // A fill must now be 50 L: the 40 L are no longer one.
    const changed = await api.call<Schema<'FuelSettings'>>('PUT', url, {
      token: admin,
      body: { ...defaults.body, fillMinLitres: 50, pricePerLitre: 1.5 },
    });
    expect(changed.body).toMatchObject({ fillMinLitres: 50, pricePerLitre: 1.5 });
    const { body } = await report();
    expect(body.events).toEqual([]);
    expect(body.cost).toBeCloseTo((body.consumedLitres ?? 0) * 1.5, 1);
    await api.call('PUT', url, { token: admin, body: { ...defaults.body, pricePerLitre: 1.5 } });
  });

  it("counts the day's litres at the price an Operator entered on its one fill, in the fuel and cost reports, else at the tenant's", async () => {
    const [fill] = (await report()).body.events;
    const price = (pricePerLitre: number | null, token = operator) =>
      api.call('PUT', `/assets/${van}/fuel/fill-price`, { token, body: { time: fill.startTime, pricePerLitre } });
    expect((await price(2.1, viewer)).status).toBe(403);
    expect((await price(2.1, globex)).status).toBe(404);
    expect((await price(-1)).status).toBe(400);
    // A time within no fill: an hour before this one began, and the next day.
    for (const time of [Date.parse(fill.startTime) - 3600_000, Date.parse(fill.startTime) + 86_400_000]) {
      const elsewhere = await api.call<Schema<'ValidationErrors'>>('PUT', `/assets/${van}/fuel/fill-price`, {
        token: operator,
        body: { time: new Date(time).toISOString(), pricePerLitre: 2.1 },
      });
      expect(elsewhere.status).toBe(400);
      expect(JSON.stringify(elsewhere.body)).toContain('No fill of this asset holds this time.');
    }
    expect((await price(2.1)).status).toBe(200);

    const { body } = await report();
    expect(body.events).toEqual([expect.objectContaining({ kind: 'fill', startTime: fill.startTime, pricePerLitre: 2.1 })]);
    expect(body.pricePerLitre).toBe(2.1);
    expect(body.cost).toBeCloseTo((body.consumedLitres ?? 0) * 2.1, 2);
    const costs = await api.call<Schema<'CostReport'>>('GET', `/reports/costs?${period}&assetId=${van}`, { token: viewer });
    expect(costs.body.assets).toEqual([expect.objectContaining({ consumedLitres: body.consumedLitres, fuelCost: body.cost })]);

    // Cleared, the fill is counted at the tenant's 1.50 again.
    expect((await price(null)).status).toBe(200);
    const cleared = (await report()).body;
    expect(cleared.events[0].pricePerLitre).toBeNull();
    expect(cleared.cost).toBeCloseTo((cleared.consumedLitres ?? 0) * 1.5, 2);
  });

  it("reads a percentage of the model's tank when the asset has no tank of its own", async () => {
    const db = server.context.db;
    const [{ id: model }] = await db.query<{ id: string }>(
      sql`insert into asset_models (name, tank_litres) values ('Fuel test model', 80) returning id`,
    );
    const car = await insertAsset(db, acmeId, 'Percent car');
    await db.query(sql`update assets set model_id = ${model} where id = ${car}`);
    const track = new TrackRecorder(parkedAt, 48.85, 2.35).park(5);
    await storeTrack(db, { assetId: car, tenantId: acmeId }, track.points, () => ({ fuel: 50 }));
    const setup = await api.call<Schema<'AssetFuelSetup'>>('GET', `/assets/${car}/fuel/setup`, { token: viewer });
    expect(setup.body).toMatchObject({ tankLitres: null, modelTankLitres: 80, sensor: null });
    const { body } = await api.call<Schema<'FuelReport'>>('GET', `/assets/${car}/report/fuel?${period}`, { token: viewer });
    expect(body).toMatchObject({ tankLitres: 80, startLitres: 40, endLitres: 40, consumedLitres: 0 });
    const asset = await api.call<Schema<'Asset'>>('GET', `/assets/${car}`, { token: viewer });
    expect(asset.body.model?.tankLitres).toBe(80);
  });

  it("reads the level from its device model's sensor, which only a SysAdmin sets, when the asset has none of its own", async () => {
    const db = server.context.db;
    // Positions with OsmAnd's `fuel` percentage (30% of the asset's 80 L tank), a CAN level in 0.1 L (IO 270) and a gauge in litres.
    const car = await insertAsset(db, acmeId, 'Model sensor car');
    const track = new TrackRecorder(parkedAt, 48.85, 2.35).park(5);
    await storeTrack(db, { assetId: car, tenantId: acmeId }, track.points, () => ({ fuel: 30, io270: 412, gauge: 55 }));
    const input = { name: 'FMC650 with CAN fuel', manufacturer: 'Teltonika', protocol: 'teltonika' };
    const model = await api.call<Schema<'SensorModel'>>('POST', '/sensors/models', { token: sysadmin, body: input });
    expect(model.body.fuelSensor).toBeNull();
    const device = { uniqueId: 'fuel-model-1', name: 'CAN tracker', assetId: car, modelId: model.body.id };
    expect((await api.call('POST', '/sensors', { token: admin, body: device })).status).toBe(200);
    const setupUrl = `/assets/${car}/fuel/setup`;
    expect((await api.call('PUT', setupUrl, { token: admin, body: { tankLitres: 80, sensor: null } })).status).toBe(200);
    const levels = async () => {
      const { body } = await api.call<Schema<'FuelReport'>>('GET', `/assets/${car}/report/fuel?${period}`, { token: viewer });
      return [body.startLitres, body.endLitres];
    };
    // No sensor on the asset or its model: its device protocol's usual ones (OsmAnd's `fuel`, of a device created without one).
    expect(await levels()).toEqual([24, 24]);

    const modelUrl = `/sensors/models/${model.body.id}`;
    const can = { attribute: 'io270', unit: 'litres', scale: 0.1 };
    expect((await api.call('PUT', modelUrl, { token: admin, body: { ...input, fuelSensor: can } })).status).toBe(403);
    expect((await api.call<Schema<'SensorModel'>>('GET', modelUrl, { token: admin })).body.fuelSensor).toBeNull();
    const probe = await api.call<Schema<'ValidationErrors'>>('PUT', modelUrl, {
      token: sysadmin,
      body: { ...input, fuelSensor: { attribute: 'io201', unit: 'raw' } },
    });
    expect(probe.status).toBe(400);
    expect(Object.keys(probe.body.errors)).toEqual(['fuelSensor.calibration']);
    const saved = await api.call<Schema<'SensorModel'>>('PUT', modelUrl, { token: sysadmin, body: { ...input, fuelSensor: can } });
    expect(saved.body.fuelSensor).toEqual(can);

    expect((await api.call<Schema<'AssetFuelSetup'>>('GET', setupUrl, { token: viewer })).body).toEqual({
      tankLitres: 80,
      modelTankLitres: null,
      sensor: null,
      modelSensor: can,
      sensors: [can],
    });
    const [start, end] = await levels();
    expect(start).toBeCloseTo(41.2, 9);
    expect(end).toBeCloseTo(41.2, 9);

    // The asset's own sensor still wins over its model's.
    const gauge = { attribute: 'gauge', unit: 'litres' };
    const own = await api.call<Schema<'AssetFuelSetup'>>('PUT', setupUrl, { token: admin, body: { tankLitres: 80, sensor: gauge } });
    expect(own.body).toMatchObject({ sensor: gauge, modelSensor: can, sensors: [gauge] });
    expect(await levels()).toEqual([55, 55]);
  });

  it('raises a fuelFill alert once, at the start and place of the fill, when no later rise can join it', async () => {
    const rule = async (body: object) =>
      (await api.call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', { token: admin, body })).body;
    const refuels = await rule({ name: 'Refuels', type: 'fuelFill', assetIds: [van] });
    await rule({ name: 'Thefts', type: 'fuelDrain', assetIds: [van] });
    const job = serverJobs(
      server.context,
      () => {},
      async () => {},
    ).find((candidate) => candidate.name === 'timed-alerts');
    const alerts = async () => (await api.call<Schema<'Alert'>[]>('GET', `/alert?assetId=${van}`, { token: admin })).body;
    // The fill ends at 06:23: at 06:30 a rise within the 10 minutes to merge could still join it.
    await job?.run({ now: '2024-05-06T06:30:00Z' });
    expect(await alerts()).toEqual([]);
    await job?.run({ now: '2024-05-06T07:15:00Z' });
    await job?.run({ now: '2024-05-06T07:16:00Z' });
    const [fill, ...others] = await alerts();
    expect(others).toEqual([]);
    expect(fill).toMatchObject({ type: 'fuelFill', triggerId: refuels.id });
    expect(fill.time >= '2024-05-06T06:19:00.000Z' && fill.time <= '2024-05-06T06:21:00.000Z').toBe(true);
    expect(Math.abs(fill.latitude - 52.5)).toBeLessThan(0.001);
    expect(fill.details?.litres).toBeGreaterThanOrEqual(38);
    expect(fill.details?.litres).toBeLessThanOrEqual(42);
    expect(fill.message).toBe(`Fuel van: ${fill.details?.litres} L filled`);
  });
});
