import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import { insertAsset } from '../support/records';
import { storeTrack } from '../support/tracks';
import { serverJobs } from '../../server/jobs/serverJobs';

const minuteMs = 60_000;

describe.each(behaviourEngines)('service plans on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let viewer: string;
  let globex: string;
  let tenantId: string;
  let van: string;
  const today = () => new Date().toISOString().slice(0, 10);
  const createPlan = (body: Record<string, unknown>, token = operator) =>
    api.call<Schema<'ServicePlan'>>('POST', '/service/plans', { token, body });
  /** A reading of the van a few minutes ago: odometer in km (as ingestion stores it), engine hours as Teltonika's IO 449 seconds. */
  const reading = async (minutesAgo: number, odometerKm: number, engineHours: number) =>
    storeTrack(
      server.context.db,
      { assetId: van, tenantId },
      [{ time: Date.now() - minutesAgo * minuteMs, latitude: 48.1, longitude: 2.1, speedKmh: 0 }],
      () => ({ odometer: odometerKm, io449: engineHours * 3600 }),
    );
  const runTimedAlerts = async () =>
    serverJobs(
      server.context,
      () => {},
      async () => {},
    )
      .find((candidate) => candidate.name === 'timed-alerts')
      ?.run({ now: new Date().toISOString() });
  const maintenanceAlerts = async () =>
    (await api.call<Schema<'Alert'>[]>('GET', `/alert?assetId=${van}`, { token: viewer })).body.filter(
      (alert) => alert.type === 'maintenanceDue',
    );

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    [operator, viewer, globex] = await Promise.all(
      [accounts.operator, accounts.viewer, accounts.globex].map(
        async ({ email, password }) => (await api.login(email, password)).accessToken,
      ),
    );
    const { db } = server.context;
    [{ id: tenantId }] = await db.query<{ id: string }>(sql`select id from tenants where name = 'Acme Logistics'`);
    van = await insertAsset(db, tenantId, 'Service van');
    // The timed-alerts job judges assets whose position is known.
    await db.query(sql`update asset_positions set latitude = 48.1, longitude = 2.1, last_position_at = now() where asset_id = ${van}`);
  }, 300_000);
  afterAll(() => server?.stop());

  it('keeps a plan with the default margins, refuses an incomplete one, and keeps it to its tenant and roles', async () => {
    const plan = await createPlan({ name: ' Oil change ', assetId: van, everyKm: 10_000, everyEngineHours: 250, everyMonths: 12 });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body).toMatchObject({
      name: 'Oil change',
      assetId: van,
      assetName: 'Service van',
      modelId: null,
      everyKm: 10_000,
      dueSoonKm: 500,
      everyEngineHours: 250,
      dueSoonEngineHours: 10,
      everyDays: null,
      everyMonths: 12,
      dueSoonDays: 30,
    });
    const edited = await api.call<Schema<'ServicePlan'>>('PUT', `/service/plans/${plan.body.id}`, {
      token: operator,
      body: { name: 'Oil change', assetId: van, everyKm: 10_000, everyEngineHours: 250, everyMonths: 12, dueSoonKm: 400 },
    });
    expect(edited.body).toMatchObject({ dueSoonKm: 400, dueSoonDays: 30 });

    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await createPlan(body);
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body as unknown as Schema<'ValidationErrors'>).errors)).toEqual([field]);
    };
    await refused({ name: 'Nothing', assetId: van }, 'everyKm');
    await refused({ name: 'Nowhere', everyKm: 1000 }, 'assetId');
    await refused({ name: 'Both', assetId: van, everyDays: 30, everyMonths: 1 }, 'everyMonths');
    const [globexVan] = await server.context.db.query<{ id: string }>(sql`select a.id from assets a join tenants t on t.id = a.tenant_id
      where t.name <> 'Acme Logistics' limit 1`);
    await refused({ name: 'Theirs', assetId: globexVan.id, everyKm: 1000 }, 'assetId');

    expect((await createPlan({ name: 'Viewer', assetId: van, everyKm: 1000 }, viewer)).status).toBe(403);
    expect((await api.call('GET', `/service/plans/${plan.body.id}`, { token: globex })).status).toBe(404);
    expect((await api.call('DELETE', `/service/plans/${plan.body.id}`, { token: globex })).status).toBe(404);
    const list = await api.call<Schema<'ServicePlan'>[]>('GET', '/service/plans?sort=name&query=oil', { token: viewer });
    expect(list.body.map((one) => one.name)).toEqual(['Oil change']);
    expect(list.headers.get('x-total-count')).toBe('1');
    const globexPlans = await api.call<Schema<'ServicePlan'>[]>('GET', '/service/plans', { token: globex });
    expect(globexPlans.body.map((one) => one.id)).not.toContain(plan.body.id);

    const audited = await server.context.db.query<{ action: string }>(sql`select action from audit_log
      where object_id = ${plan.body.id} order by at`);
    expect(audited.map((entry) => entry.action)).toEqual(['createServicePlan', 'updateServicePlan']);
    expect((await api.call('DELETE', `/service/plans/${plan.body.id}`, { token: operator })).status).toBe(200);
  });

  it('judges a plan of 10,000 km / 250 h / 12 months, alerts once per change, and renews after a service record', async () => {
    await reading(10, 29_600, 200);
    const plan = (await createPlan({ name: 'Full service', assetId: van, everyKm: 10_000, everyEngineHours: 250, everyMonths: 12 })).body;
    const states = async () =>
      (await api.call<Schema<'ServicePlanState'>[]>('GET', `/assets/${van}/service/states?sort=state`, { token: viewer })).body;

    // Never serviced: the counters run from 0 km and 0 h, so 29,600 km is past 10,000.
    expect(await states()).toEqual([
      expect.objectContaining({
        planId: plan.id,
        state: 'overdue',
        measure: 'distance',
        odometerKm: 29_600,
        engineHours: 200,
        lastServicedOn: null,
      }),
    ]);
    await runTimedAlerts();
    await runTimedAlerts();
    const [overdue, ...more] = await maintenanceAlerts();
    expect(more).toEqual([]);
    expect(overdue).toMatchObject({ triggerId: null, message: 'Service van: Full service overdue by distance' });
    expect(overdue.details).toEqual({ planId: plan.id, planName: 'Full service', serviceMeasure: 'distance', serviceState: 'overdue' });
    // The demo's yearly inspections are due soon too: the van's is found by its name.
    const due = await api.call<Schema<'ServicePlanState'>[]>('GET', '/service/due?sort=state&query=service%20van', { token: viewer });
    expect(due.body).toEqual([expect.objectContaining({ planId: plan.id, assetId: van, state: 'overdue', dueOdometerKm: 10_000 })]);
    const globexDue = await api.call<Schema<'ServicePlanState'>[]>('GET', '/service/due', { token: globex });
    expect(globexDue.body.map((one) => one.assetId)).not.toContain(van);

    // Serviced at 20,000 km and 100 h: due at 30,000 km, so 29,600 km is within the 500 km margin.
    const serviced = await api.call<Schema<'ServiceRecord'>>('POST', `/assets/${van}/service/records`, {
      token: operator,
      body: { planId: plan.id, servicedOn: today(), odometerKm: 20_000, engineHours: 100, cost: 240.5, notes: 'Oil and filters' },
    });
    expect(serviced.status, JSON.stringify(serviced.body)).toBe(200);
    expect(serviced.body).toMatchObject({ planName: 'Full service', odometerKm: 20_000, cost: 240.5, recordedBy: accounts.operator.email });
    expect(await states()).toEqual([
      expect.objectContaining({ state: 'dueSoon', measure: 'distance', remainingKm: 400, dueEngineHours: 350 }),
    ]);

    // A record without readings takes the latest: the counters restart from 29,600 km and 200 h.
    await api.call('POST', `/assets/${van}/service/records`, { token: operator, body: { planId: plan.id, servicedOn: today() } });
    expect(await states()).toEqual([
      expect.objectContaining({ state: 'ok', dueOdometerKm: 39_600, dueEngineHours: 450, remainingDays: expect.any(Number) as number }),
    ]);
    await runTimedAlerts();
    expect(await maintenanceAlerts()).toHaveLength(1);
    expect((await api.call<Schema<'ServicePlanState'>[]>('GET', '/service/due?query=service%20van', { token: viewer })).body).toEqual([]);

    // 10 h of engine later it is due soon again by hours: a new episode, a new alert.
    await reading(1, 29_700, 441);
    await runTimedAlerts();
    const alerts = await maintenanceAlerts();
    expect(alerts).toHaveLength(2);
    expect(alerts.find((alert) => alert.id !== overdue.id)?.details).toMatchObject({
      serviceMeasure: 'engineHours',
      serviceState: 'dueSoon',
    });

    const records = await api.call<Schema<'ServiceRecord'>[]>('GET', `/assets/${van}/service/records?sort=createdAt&order=desc`, {
      token: viewer,
    });
    expect(records.body.map((record) => [record.odometerKm, record.engineHours])).toEqual([
      [29_600, 200],
      [20_000, 100],
    ]);
    expect((await api.call('GET', `/assets/${van}/service/records`, { token: globex })).status).toBe(404);
    const viewerRecord = await api.call('POST', `/assets/${van}/service/records`, {
      token: viewer,
      body: { planId: plan.id, servicedOn: today() },
    });
    expect(viewerRecord.status).toBe(403);
    const otherPlan = await api.call<Schema<'ValidationErrors'>>('POST', `/assets/${van}/service/records`, {
      token: operator,
      body: { planId: '00000000-0000-4000-8000-000000000000', servicedOn: today() },
    });
    expect(otherPlan.status).toBe(400);
    expect(Object.keys(otherPlan.body.errors)).toEqual(['planId']);
  });

  it('counts engine hours from the ignition when the device has no counter, from the hour meter read at the last service', async () => {
    const { db } = server.context;
    const tractor = await insertAsset(db, tenantId, 'Tractor');
    const plan = (await createPlan({ name: 'Hydraulics', assetId: tractor, everyEngineHours: 250 })).body;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await api.call('POST', `/assets/${tractor}/service/records`, {
      token: operator,
      body: { planId: plan.id, servicedOn: yesterday, engineHours: 1000 },
    });
    // Three hours ago, a position a minute for two hours with the engine on, then off; an hour's silence after counts nothing.
    const start = Date.now() - 3 * 3600_000;
    const points = Array.from({ length: 121 }, (_, minute) => ({
      time: start + minute * minuteMs,
      latitude: 48,
      longitude: 2,
      speedKmh: 0,
    }));
    await storeTrack(db, { assetId: tractor, tenantId }, points, (_point, index) => ({ ignition: index < 120 }));
    const states = await api.call<Schema<'ServicePlanState'>[]>('GET', `/assets/${tractor}/service/states`, { token: viewer });
    expect(states.body).toEqual([
      expect.objectContaining({
        engineHours: 1002,
        dueEngineHours: 1250,
        remainingEngineHours: 248,
        state: 'ok',
        lastServicedOn: yesterday,
      }),
    ]);
  });

  it('covers every asset of a model with a model plan', async () => {
    const { db } = server.context;
    const [model] = await db.query<{ id: string }>(sql`insert into asset_models (name) values ('Service model') returning id`);
    const truck = await insertAsset(db, tenantId, 'Model truck');
    await db.query(sql`update assets set model_id = ${model.id} where id = ${truck}`);
    const plan = await createPlan({ name: 'Yearly check', modelId: model.id, everyDays: 365 });
    expect(plan.body).toMatchObject({ modelId: model.id, modelName: 'Service model', assetId: null });
    const states = await api.call<Schema<'ServicePlanState'>[]>('GET', `/assets/${truck}/service/states`, { token: viewer });
    expect(states.body).toEqual([expect.objectContaining({ planId: plan.body.id, state: 'ok', measure: 'time', remainingDays: 365 })]);
  });

  it("shows the demo's yearly inspection due soon, 20 days before it falls due", async () => {
    await runTimedAlerts();
    const due = await api.call<Schema<'ServicePlanState'>[]>('GET', '/service/due?query=yearly', { token: viewer });
    expect(due.body).toEqual([
      expect.objectContaining({ planName: 'Yearly inspection', state: 'dueSoon', measure: 'time', remainingDays: 20 }),
    ]);
  });

  it('restarts the counters from the record before when the latest is deleted, and follows an edit of its reading or date', async () => {
    const { db } = server.context;
    const truck = await insertAsset(db, tenantId, 'Corrected truck');
    await db.query(sql`update asset_positions set latitude = 48.1, longitude = 2.1, last_position_at = now() where asset_id = ${truck}`);
    await storeTrack(
      db,
      { assetId: truck, tenantId },
      [{ time: Date.now() - minuteMs, latitude: 48.1, longitude: 2.1, speedKmh: 0 }],
      () => ({
        odometer: 29_600,
      }),
    );
    const plan = (await createPlan({ name: 'Brakes', assetId: truck, everyKm: 10_000, everyDays: 365 })).body;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const record = async (servicedOn: string, odometerKm: number) =>
      (
        await api.call<Schema<'ServiceRecord'>>('POST', `/assets/${truck}/service/records`, {
          token: operator,
          body: { planId: plan.id, servicedOn, odometerKm, cost: 90 },
        })
      ).body;
    const stateNow = async () =>
      (await api.call<Schema<'ServicePlanState'>[]>('GET', `/assets/${truck}/service/states`, { token: viewer })).body[0];
    const dueList = async () =>
      (await api.call<Schema<'ServicePlanState'>[]>('GET', '/service/due?query=corrected', { token: viewer })).body.map((due) => due.state);
    expect(await stateNow()).toMatchObject({ state: 'overdue', lastServicedOn: null });

    const older = await record(daysAgo(400), 15_000);
    const latest = await record(daysAgo(0), 20_000);
    expect(await stateNow()).toMatchObject({ state: 'dueSoon', measure: 'distance', remainingKm: 400, lastServicedOn: daysAgo(0) });

    // The latest's odometer corrected to 25,000 km: due at 35,000, so 29,600 is far from it.
    const edit = (body: Record<string, unknown>, token = operator) =>
      api.call<Schema<'ServiceRecord'>>('PUT', `/service/records/${latest.id}`, { token, body: { planId: plan.id, ...body } });
    const corrected = await edit({ servicedOn: daysAgo(0), odometerKm: 25_000, notes: ' Pads ' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ odometerKm: 25_000, cost: null, notes: 'Pads', recordedBy: accounts.operator.email });
    expect(await stateNow()).toMatchObject({ state: 'ok', remainingKm: 5_400 });
    expect(await dueList()).toEqual([]);

    // Its date corrected to 340 days ago (the reading kept): 25 days left of 365, within the 30 days' margin.
    expect((await edit({ servicedOn: daysAgo(340) })).body).toMatchObject({ servicedOn: daysAgo(340), odometerKm: 25_000 });
    expect(await stateNow()).toMatchObject({ state: 'dueSoon', measure: 'time', remainingDays: 25 });
    expect(await dueList()).toEqual(['dueSoon']);

    // Another tenant, or a Viewer, changes nothing.
    expect((await edit({ servicedOn: daysAgo(0) }, globex)).status).toBe(404);
    expect((await api.call('DELETE', `/service/records/${latest.id}`, { token: globex })).status).toBe(404);
    expect((await api.call('DELETE', `/service/records/${latest.id}`, { token: viewer })).status).toBe(403);

    // The record of 340 days ago deleted: the one of 400 days ago at 15,000 km counts again, so 29,600 km is overdue.
    expect((await api.call('DELETE', `/service/records/${latest.id}`, { token: operator })).status).toBe(200);
    expect(await stateNow()).toMatchObject({ state: 'overdue', measure: 'distance', remainingKm: -4_600, lastServicedOn: daysAgo(400) });
    expect(await dueList()).toEqual(['overdue']);
    // And without records, the counters run from the plan's start at 0 km.
    expect((await api.call('DELETE', `/service/records/${older.id}`, { token: operator })).status).toBe(200);
    expect(await stateNow()).toMatchObject({ state: 'overdue', dueOdometerKm: 10_000, lastServicedOn: null });
    const left = await api.call<Schema<'ServiceRecord'>[]>('GET', `/assets/${truck}/service/records`, { token: viewer });
    expect(left.body).toEqual([]);
    expect((await api.call('DELETE', `/service/records/${older.id}`, { token: operator })).status).toBe(404);
  });
});
