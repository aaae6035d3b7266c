import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { insertAlert, insertAsset } from '../support/records';

const hour = 3600_000;
const base = Date.parse('2026-03-02T08:00:00Z');
const at = (hours: number) => new Date(base + hours * hour);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe.each(behaviourEngines)('alerts, alert rules and geofence settings on %s', (engine) => {
  let suite: Suite;
  let acme: string;
  let globex: string;
  let sprinter: string;
  let transit: string;
  let depot: Schema<'Geofence'>;
  /** Acme's alerts, oldest first. */
  let alerts: string[];

  const as = <Answer = unknown>(token: keyof Suite['tokens'], method: string, path: string, body?: unknown) =>
    suite.api.call<Answer>(method, path, { token: suite.tokens[token], body });
  const asOperator = <Answer = unknown>(method: string, path: string, body?: unknown) => as<Answer>('Operator', method, path, body);

  beforeAll(async () => {
    suite = await startSuite(engine);
    acme = suite.users.Operator.tenantId as string;
    globex = suite.users.Globex.tenantId as string;
    const db = suite.server.context.db;
    sprinter = await insertAsset(db, acme, 'Sprinter 7');
    transit = await insertAsset(db, acme, 'Transit 3');
    depot = (
      await asOperator<Schema<'Geofence'>>('POST', '/geofences', {
        name: 'Depot',
        shape: 'circle',
        center: { latitude: 52.5, longitude: 13.4 },
        radiusMeters: 200,
      })
    ).body;
    alerts = [
      await insertAlert(db, {
        tenantId: acme,
        assetId: sprinter,
        type: 'geofenceEnter',
        geofenceId: depot.id,
        message: 'Entered Depot',
        time: at(0),
        isRead: true,
      }),
      await insertAlert(db, { tenantId: acme, assetId: transit, type: 'speeding', message: 'Speed 104 km/h above 90 km/h', time: at(1) }),
      await insertAlert(db, {
        tenantId: acme,
        assetId: sprinter,
        type: 'geofenceExit',
        geofenceId: depot.id,
        message: 'Left Depot',
        time: at(2),
      }),
    ];
    const globexAsset = await insertAsset(db, globex, 'Master 1');
    await insertAlert(db, { tenantId: globex, assetId: globexAsset, message: 'Globex speeding', time: at(3) });
  });
  afterAll(() => suite?.server.stop());

  it("lists the tenant's alerts newest first, with asset and geofence names", async () => {
    const response = await asOperator<Schema<'Alert'>[]>('GET', '/alert');
    expect(ids(response.body)).toEqual([...alerts].reverse());
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.body[0]).toMatchObject({
      assetId: sprinter,
      assetName: 'Sprinter 7',
      type: 'geofenceExit',
      geofenceId: depot.id,
      geofenceName: 'Depot',
      message: 'Left Depot',
      isRead: false,
      time: at(2).toISOString(),
      tenantId: acme,
      triggerId: null,
    });
    expect(response.body[1]).toMatchObject({ assetName: 'Transit 3', geofenceName: null, speedKmh: 104 });
    expect(ids((await asOperator<Schema<'Alert'>[]>('GET', '/alert?sort=time&order=asc')).body)).toEqual(alerts);
    const firstPage = await asOperator<Schema<'Alert'>[]>('GET', '/alert?pageNumber=1&pageSize=2');
    expect(ids(firstPage.body)).toEqual([alerts[2], alerts[1]]);
    expect(firstPage.headers.get('x-total-count')).toBe('3');
  });

  it('filters by unread, asset, type, period (both ends only) and text', async () => {
    const filtered = async (query: string) => ids((await asOperator<Schema<'Alert'>[]>('GET', `/alert?${query}`)).body);
    expect(await filtered('unread=true')).toEqual([alerts[2], alerts[1]]);
    expect(await filtered(`assetId=${sprinter}`)).toEqual([alerts[2], alerts[0]]);
    expect(await filtered('type=speeding')).toEqual([alerts[1]]);
    const period = `from=${at(0.5).toISOString()}&to=${at(2).toISOString()}`;
    expect(await filtered(period)).toEqual([alerts[1]]);
    expect(await filtered(`from=${at(0.5).toISOString()}`)).toHaveLength(3);
    expect(await filtered('query=transit')).toEqual([alerts[1]]);
    expect(await filtered('query=left%20depot')).toEqual([alerts[2]]);
    expect(await filtered(`unread=true&assetId=${sprinter}`)).toEqual([alerts[2]]);
  });

  it('marks an alert read and unread again', async () => {
    const read = await asOperator('PATCH', `/alert/${alerts[1]}`, { isRead: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: alerts[1], isRead: true, assetName: 'Transit 3' });
    expect(ids((await asOperator<Schema<'Alert'>[]>('GET', '/alert?unread=true')).body)).toEqual([alerts[2]]);
    expect((await asOperator<Schema<'Alert'>>('PATCH', `/alert/${alerts[1]}`, { isRead: false })).body.isRead).toBe(false);
    expect((await asOperator('PATCH', '/alert/00000000-0000-4000-8000-000000000000', { isRead: true })).status).toBe(404);
  });

  it('creates a geofence rule with its geofence name, enabled by default, for the listed assets', async () => {
    const created = await asOperator<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
      name: 'Depot arrivals',
      type: 'geofence',
      geofenceId: depot.id,
      event: 'enter',
      assetIds: [sprinter, sprinter],
      recipients: ['Dispatch@Acme.example'],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Depot arrivals',
      type: 'geofence',
      geofenceId: depot.id,
      geofenceName: 'Depot',
      event: 'enter',
      speedLimitKmh: null,
      assetIds: [sprinter],
      recipients: ['dispatch@acme.example'],
      enabled: true,
      tenantId: acme,
    });
    expect((await asOperator('GET', `/alert/${created.body.id}/AlertTrigger`)).body).toEqual(created.body);
    expect(ids((await asOperator<Schema<'AlertTrigger'>[]>('GET', '/alert/AlertTrigger?query=arrivals')).body)).toEqual([created.body.id]);
  });

  it("refuses rules missing what their type needs, or pointing at another tenant's geofence or assets", async () => {
    const globexFence = (
      await as<Schema<'Geofence'>>('Globex', 'POST', '/geofences', {
        name: 'Rungis',
        shape: 'circle',
        center: { latitude: 48.75, longitude: 2.35 },
        radiusMeters: 300,
      })
    ).body;
    const globexAsset = await insertAsset(suite.server.context.db, globex, 'Kangoo 2');
    const before = (await asOperator('GET', '/alert/AlertTrigger')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'No geofence', type: 'geofence', event: 'enter' }, 'geofenceId'],
      [{ name: 'No event', type: 'geofence', geofenceId: depot.id }, 'event'],
      [{ name: 'Foreign geofence', type: 'geofence', geofenceId: globexFence.id, event: 'exit' }, 'geofenceId'],
      [{ name: 'No limit', type: 'speed' }, 'speedLimitKmh'],
      [{ name: 'Foreign asset', type: 'speed', speedLimitKmh: 80, assetIds: [transit, globexAsset] }, 'assetIds'],
      [{ name: 'Unknown asset', type: 'speed', speedLimitKmh: 80, assetIds: ['00000000-0000-4000-8000-000000000000'] }, 'assetIds'],
    ];
    for (const [body, field] of cases) {
      const response = await asOperator<Schema<'ValidationErrors'>>('POST', '/alert/AlertTrigger', body);
      expect(response.status, body.name as string).toBe(400);
      expect(response.body.errors[field], body.name as string).toEqual([expect.any(String)]);
    }
    expect((await asOperator('GET', '/alert/AlertTrigger')).body).toEqual(before);
  });

  it('edits a rule from geofence to speed, keeps "enabled" unless sent, and deletes it; its alerts stay', async () => {
    const rule = (
      await asOperator<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
        name: 'Depot exits',
        type: 'geofence',
        geofenceId: depot.id,
        event: 'exit',
        enabled: false,
      })
    ).body;
    expect(rule.enabled).toBe(false);
    const edited = await asOperator('PUT', `/alert/${rule.id}/AlertTrigger`, {
      name: 'Fast',
      type: 'speed',
      speedLimitKmh: 90,
      geofenceId: depot.id,
      event: 'exit',
    });
    expect(edited.body).toMatchObject({
      name: 'Fast',
      type: 'speed',
      speedLimitKmh: 90,
      geofenceId: null,
      geofenceName: null,
      event: null,
      enabled: false,
      assetIds: [],
    });

    const alertId = await insertAlert(suite.server.context.db, { tenantId: acme, assetId: transit, triggerId: rule.id, time: at(5) });
    expect((await asOperator('DELETE', `/alert/${rule.id}/AlertTrigger`)).body).toEqual({ message: 'Deleted.' });
    expect((await asOperator('GET', `/alert/${rule.id}/AlertTrigger`)).status).toBe(404);
    expect((await asOperator<Schema<'Alert'>[]>('GET', `/alert?assetId=${transit}`)).body[0]).toMatchObject({
      id: alertId,
      triggerId: null,
    });
  });

  it('gives each tenant geofence settings with defaults on first read, and saves changes', async () => {
    expect((await asOperator('GET', '/rule/geofence')).body).toMatchObject({
      tenantId: acme,
      enabled: true,
      emailNotifications: false,
      recipients: [],
    });
    const saved = await asOperator('PUT', '/rule/geofence', {
      enabled: false,
      emailNotifications: true,
      recipients: ['Ops@acme.example', 'ops@acme.example'],
    });
    expect(saved.body).toMatchObject({ tenantId: acme, enabled: false, emailNotifications: true, recipients: ['ops@acme.example'] });
    expect((await as('Viewer', 'GET', '/rule/geofence')).body).toEqual(saved.body);
    // Another tenant's id is ignored for everyone but a SysAdmin.
    expect((await asOperator<Schema<'GeofenceRule'>>('GET', `/rule/geofence?tenantId=${globex}`)).body.tenantId).toBe(acme);
    expect((await as('Globex', 'GET', '/rule/geofence')).body).toMatchObject({ tenantId: globex, enabled: true, recipients: [] });
  });

  it('makes a SysAdmin name the tenant of the geofence settings', async () => {
    const settings = { enabled: true, emailNotifications: false, recipients: [] };
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', settings],
    ] as const) {
      const response = await as<Schema<'ValidationErrors'>>('SysAdmin', method, '/rule/geofence', body);
      expect(response.status, method).toBe(400);
      expect(response.body.errors.tenantId, method).toEqual([expect.any(String)]);
    }
    const unknown = await as<Schema<'ValidationErrors'>>('SysAdmin', 'GET', '/rule/geofence?tenantId=00000000-0000-4000-8000-000000000000');
    expect(unknown.body.errors.tenantId).toBeDefined();
    expect(
      (await as('SysAdmin', 'PUT', `/rule/geofence?tenantId=${globex}`, { ...settings, recipients: ['dispatch@globex.example'] })).status,
    ).toBe(200);
    expect((await as<Schema<'GeofenceRule'>>('Globex', 'GET', '/rule/geofence')).body.recipients).toEqual(['dispatch@globex.example']);
    expect((await as<Schema<'GeofenceRule'>>('SysAdmin', 'GET', `/rule/geofence?tenantId=${acme}`)).body.tenantId).toBe(acme);
  });
});
