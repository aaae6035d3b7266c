import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import type { Schema } from '../../server/contract';
import { serverJobs } from '../../server/jobs/serverJobs';
import { accounts, apiClient } from '../support/api';
import { seedDemoAccounts, trackedAssets, type TrackedAsset } from './ingestFixtures';

type Reading = { speedKmh?: number; attributes?: Record<string, string | number | boolean> };
const place = { latitude: 52.49, longitude: 13.41 };
const minute = 60_000;

describe.each(behaviourEngines)('ignition, alarm, battery, maintenance, offline and idle alerts on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let trucks: TrackedAsset[];
  let clock = Date.now() - 3 * 3_600_000;

  /** Reports through the OsmAnd endpoint, one every 10 s of device time, with the attributes a tracker sends. */
  const drive = async (truck: TrackedAsset, readings: Reading[], stepMs = 10_000) => {
    const sent = readings.map((reading) => ({ ...reading, time: new Date((clock += stepMs)) }));
    for (const { time, speedKmh = 0, attributes = {} } of sent) {
      const query = new URLSearchParams({
        id: truck.deviceId,
        lat: String(place.latitude),
        lon: String(place.longitude),
        timestamp: String(time.getTime()),
        speed: String(speedKmh / 1.852),
        ...Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, String(value)])),
      });
      expect((await fetch(`${server.ingestUrl}/?${query}`, { method: 'POST' })).status).toBe(200);
    }
    return sent;
  };
  const alertsOf = async (truck: TrackedAsset) => {
    const response = await api.call<Schema<'Alert'>[]>('GET', `/alert?assetId=${truck.assetId}`, { token });
    expect(response.status).toBe(200);
    return response.body.sort((a, b) => a.time.localeCompare(b.time));
  };
  const rule = async (body: Record<string, unknown>) => {
    const response = await api.call<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', { token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  /** One run of the periodic job, judging at `now`. */
  const timedAlerts = (now: Date) => {
    const job = serverJobs(
      server.context,
      () => {},
      async () => {},
    ).find((candidate) => candidate.name === 'timed-alerts');
    return job?.run({ now: now.toISOString() });
  };
  /**
   * Runs the job at `now` until the asset has the alerts expected: a run skips an asset whose row
   * is locked (trips are derived right after a batch, on PostgreSQL in parallel), as the next
   * run a minute later would pick it up.
   */
  const expectTimedAlerts = (truck: TrackedAsset, now: Date, types: string[]) =>
    expect
      .poll(
        async () => {
          await timedAlerts(now);
          return (await alertsOf(truck)).map((alert) => alert.type);
        },
        { timeout: 10_000 },
      )
      .toEqual(types);

  beforeAll(async () => {
    server = await startTestServer({ engine, demo: false });
    const tenants = await seedDemoAccounts(server.context.db);
    trucks = await trackedAssets(server.context.db, tenants.get('Acme Logistics') as string, 'types', 8);
    api = apiClient(server.baseUrl);
    token = (await api.login(accounts.admin.email, accounts.admin.password)).accessToken;
    // Starting a server on PGlite took over 90 s on the shared, loaded machine.
  }, 300_000);
  afterAll(() => server?.stop());

  it('alerts once on each ignition change, and not again for the same positions resent', async () => {
    const truck = trucks[0];
    const ignition = await rule({ name: 'Ignition', type: 'ignition', ignitionEvent: 'both', assetIds: [truck.assetId] });
    expect(ignition).toMatchObject({ type: 'ignition', ignitionEvent: 'both', durationMinutes: null, schedule: null, alarms: [] });
    const sent = await drive(
      truck,
      [false, true, true, true, false, false].map((on) => ({ attributes: { ignition: on } })),
    );
    const expected = [
      ['ignitionOn', sent[1].time.toISOString()],
      ['ignitionOff', sent[4].time.toISOString()],
    ];
    expect((await alertsOf(truck)).map((alert) => [alert.type, alert.time])).toEqual(expected);
    for (const { time, attributes } of sent) {
      await fetch(
        `${server.ingestUrl}/?id=${truck.deviceId}&lat=${place.latitude}&lon=${place.longitude}&timestamp=${time.getTime()}&ignition=${attributes?.ignition}`,
        { method: 'POST' },
      );
    }
    expect((await alertsOf(truck)).map((alert) => [alert.type, alert.time])).toEqual(expected);
  });

  it('alerts on the named device alarms, once per alarm raised', async () => {
    const truck = trucks[1];
    await rule({ name: 'SOS and power cut', type: 'alarm', alarms: ['sos', 'powerCut'], assetIds: [truck.assetId] });
    await drive(truck, [
      { attributes: { alarm: 'vibration' } },
      { attributes: { alarm: 'sos' } },
      { attributes: { alarm: 'sos' } },
      {},
      { attributes: { alarm: 'powerCut,vibration' } },
    ]);
    const alerts = await alertsOf(truck);
    expect(alerts.map((alert) => alert.type)).toEqual(['alarm', 'alarm']);
    expect(alerts.map((alert) => alert.message)).toEqual([`${truck.name} raised an alarm: sos`, `${truck.name} raised an alarm: powerCut`]);
    expect(alerts.map((alert) => alert.details)).toEqual([{ alarms: ['sos'] }, { alarms: ['powerCut'] }]);
  });

  it('alerts when the battery falls below the level, once until it recovers', async () => {
    const truck = trucks[2];
    await rule({ name: 'Battery', type: 'lowBattery', batteryPercent: 20, assetIds: [truck.assetId] });
    await drive(
      truck,
      [50, 15, 10, 60, 12].map((batt) => ({ attributes: { batt } })),
    );
    expect((await alertsOf(truck)).map((alert) => [alert.type, alert.details])).toEqual([
      ['lowBattery', { batteryPercent: 15, batteryBelowPercent: 20 }],
      ['lowBattery', { batteryPercent: 12, batteryBelowPercent: 20 }],
    ]);
  });

  it('alerts once when maintenance falls due by odometer, and by an important date ahead', async () => {
    const truck = trucks[3];
    const service = await rule({ name: 'Service', type: 'maintenance', odometerKm: 10_000, assetIds: [truck.assetId] });
    // Devices send the odometer in metres (Traccar's unit); the rule's figure is kilometres.
    await drive(
      truck,
      [9_990, 10_010, 10_100].map((km) => ({ attributes: { odometer: km * 1000 } })),
    );
    expect((await alertsOf(truck)).map((alert) => [alert.type, alert.triggerId, alert.details])).toEqual([
      ['maintenanceDue', service.id, { ruleName: 'Service' }],
    ]);

    const inspection = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await server.context.db
      .query(sql`update assets set important_dates = ${JSON.stringify([{ date: inspection, title: 'Inspection' }])}::jsonb
      where id = ${truck.assetId}`);
    await rule({
      name: 'Inspection soon',
      type: 'maintenance',
      importantDateTitle: 'inspection',
      daysBefore: 7,
      assetIds: [truck.assetId],
    });
    await expectTimedAlerts(truck, new Date(), ['maintenanceDue', 'maintenanceDue']);
    await timedAlerts(new Date(Date.now() + minute));
    const alerts = await alertsOf(truck);
    expect(alerts.map((alert) => alert.type)).toEqual(['maintenanceDue', 'maintenanceDue']);
    expect(alerts[1].message).toBe(`${truck.name}: inspection due on ${inspection} (Inspection soon)`);
    expect(alerts[1].details).toEqual({ dueTitle: 'inspection', dueDate: inspection, ruleName: 'Inspection soon' });
  });

  it('alerts once when an asset falls silent over the minutes, and again after it came back', async () => {
    const truck = trucks[4];
    await rule({ name: 'Offline', type: 'offline', durationMinutes: 60, assetIds: [truck.assetId] });
    await drive(truck, [{}]);
    await timedAlerts(new Date(Date.now() + 30 * minute));
    expect(await alertsOf(truck)).toEqual([]);
    await expectTimedAlerts(truck, new Date(Date.now() + 61 * minute), ['offline']);
    expect((await alertsOf(truck))[0].details).toEqual({ durationMinutes: 60 });
    await timedAlerts(new Date(Date.now() + 90 * minute));
    expect((await alertsOf(truck)).map((alert) => alert.type)).toEqual(['offline']);
    await drive(truck, [{}]);
    await expectTimedAlerts(truck, new Date(Date.now() + 3 * 60 * minute), ['offline', 'offline']);
  });

  it('alerts once per idling episode over the minutes, engine on without moving', async () => {
    const truck = trucks[5];
    await rule({ name: 'Idle', type: 'idle', durationMinutes: 10, assetIds: [truck.assetId] });
    // Five minutes of idling: not yet.
    await drive(truck, [{ speedKmh: 40, attributes: { ignition: true } }, { attributes: { ignition: true } }], minute);
    const idleSince = new Date(clock);
    await timedAlerts(new Date(idleSince.getTime() + 5 * minute));
    expect(await alertsOf(truck)).toEqual([]);
    await expectTimedAlerts(truck, new Date(idleSince.getTime() + 11 * minute), ['idle']);
    await timedAlerts(new Date(idleSince.getTime() + 20 * minute));
    expect((await alertsOf(truck)).map((alert) => alert.type)).toEqual(['idle']);
    // Driving ends the episode; a new one alerts again.
    clock += 20 * minute;
    await drive(truck, [{ speedKmh: 50, attributes: { ignition: true } }, { attributes: { ignition: true } }], minute);
    await expectTimedAlerts(truck, new Date(clock + 15 * minute), ['idle', 'idle']);
  });

  it('keeps quiet outside the schedule and for assets out of scope', async () => {
    const [truck, other] = [trucks[6], trucks[7]];
    const now = new Date(clock + 10_000);
    const today = ((now.getUTCDay() + 6) % 7) + 1;
    // A window that excludes the current hour of the day (UTC).
    const hour = (now.getUTCHours() + 2) % 24;
    const window = {
      days: [today],
      from: `${String(hour).padStart(2, '0')}:00`,
      to: `${String(hour).padStart(2, '0')}:30`,
      timeZone: 'UTC',
    };
    await rule({ name: 'Ignition at night', type: 'ignition', ignitionEvent: 'on', assetIds: [truck.assetId], schedule: window });
    await drive(truck, [{ attributes: { ignition: false } }, { attributes: { ignition: true } }]);
    await drive(other, [{ attributes: { ignition: false } }, { attributes: { ignition: true } }]);
    expect(await alertsOf(truck)).toEqual([]);
    expect(await alertsOf(other)).toEqual([]);
  });

  it('refuses a rule without the setting of its type, naming the field', async () => {
    for (const [body, field] of [
      [{ name: 'x', type: 'ignition' }, 'ignitionEvent'],
      [{ name: 'x', type: 'idle' }, 'durationMinutes'],
      [{ name: 'x', type: 'lowBattery' }, 'batteryPercent'],
      [{ name: 'x', type: 'maintenance' }, 'odometerKm'],
      [
        { name: 'x', type: 'offline', durationMinutes: 5, schedule: { days: [1], from: '08:00', to: '17:00', timeZone: 'Mars/Olympus' } },
        'schedule',
      ],
    ] as const) {
      const response = await api.call<Schema<'ValidationErrors'>>('POST', '/alert/AlertTrigger', { token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors?.[field]).toBeDefined();
    }
  });
});
