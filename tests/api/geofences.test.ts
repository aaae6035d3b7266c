import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { insertAlert, insertAsset } from '../support/records';
import { seedGeofences } from '../../server/seed/geofences';

const triangle = [
  { latitude: 52.5366, longitude: 13.5404 },
  { latitude: 52.5373, longitude: 13.5479 },
  { latitude: 52.5331, longitude: 13.549 },
];
const ber = { latitude: 52.3667, longitude: 13.5033 };
type Geofence = Schema<'Geofence'>;

describe.each(behaviourEngines)('geofences on %s', (engine) => {
  let suite: Suite;
  let acme: string;

  beforeAll(async () => {
    suite = await startSuite(engine);
    acme = suite.users.Operator.tenantId as string;
  });
  afterAll(() => suite?.server.stop());

  const asOperator = <Answer = unknown>(method: string, path: string, body?: unknown) =>
    suite.api.call<Answer>(method, path, { token: suite.tokens.Operator, body });
  const create = <Answer = Geofence>(body: Record<string, unknown>) => asOperator<Answer>('POST', '/geofences', body);

  it('creates a polygon with the default colour and source, and lists and reads it back', async () => {
    const created = await create({ name: 'Marzahn yard', description: 'Gate 2', shape: 'polygon', points: triangle });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Marzahn yard',
      description: 'Gate 2',
      shape: 'polygon',
      points: triangle,
      center: null,
      radiusMeters: null,
      color: '#3388ff',
      geoFenceSource: 1,
      tenantId: acme,
    });
    expect((await asOperator('GET', `/geofences/${created.body.id}`)).body).toEqual(created.body);

    const found = await asOperator<Geofence[]>('GET', '/geofences?query=marzahn%20YARD');
    expect(found.body.map((fence) => fence.id)).toEqual([created.body.id]);
    expect(found.headers.get('x-total-count')).toBe('1');
  });

  it('stores geoFenceSource and colour as sent, and an edit that leaves them out keeps them', async () => {
    const created = await create({ name: 'From the app', shape: 'polygon', points: triangle, geoFenceSource: 7, color: '#AA0011' });
    expect(created.body).toMatchObject({ geoFenceSource: 7, color: '#AA0011' });
    const edited = await asOperator('PUT', `/geofences/${created.body.id}`, {
      name: 'From the app, renamed',
      shape: 'polygon',
      points: triangle,
    });
    expect(edited.body).toMatchObject({ name: 'From the app, renamed', geoFenceSource: 7, color: '#AA0011' });
  });

  it('keeps a circle as centre and radius, and turns a polygon into a circle on edit', async () => {
    const circle = await create({ name: 'BER airport', shape: 'circle', center: ber, radiusMeters: 2500, points: triangle });
    expect(circle.body).toMatchObject({ shape: 'circle', center: ber, radiusMeters: 2500, points: [] });

    const polygon = await create({ name: 'Soon a circle', shape: 'polygon', points: triangle });
    const edited = await asOperator<Geofence>('PUT', `/geofences/${polygon.body.id}`, {
      name: 'Now a circle',
      shape: 'circle',
      center: ber,
      radiusMeters: 300,
    });
    expect(edited.body).toMatchObject({ shape: 'circle', points: [], center: ber, radiusMeters: 300 });
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(polygon.body.updatedAt).getTime());
  });

  it('refuses a polygon of fewer than 3 points and a circle without centre or radius, naming the field', async () => {
    const existing = (await create({ name: 'Stays as it is', shape: 'polygon', points: triangle })).body;
    const before = (await asOperator('GET', '/geofences')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Line', shape: 'polygon', points: triangle.slice(0, 2) }, 'points'],
      [{ name: 'Nothing', shape: 'polygon' }, 'points'],
      [{ name: 'No centre', shape: 'circle', radiusMeters: 100 }, 'center'],
      [{ name: 'No radius', shape: 'circle', center: ber }, 'radiusMeters'],
      [{ name: 'Null radius', shape: 'circle', center: ber, radiusMeters: null }, 'radiusMeters'],
    ];
    for (const [body, field] of cases) {
      const response = await create<Schema<'ValidationErrors'>>(body);
      expect(response.status, body.name as string).toBe(400);
      expect(response.body.errors[field], body.name as string).toEqual([expect.any(String)]);
    }
    const badEdit = await asOperator<Schema<'ValidationErrors'>>('PUT', `/geofences/${existing.id}`, {
      name: 'Broken',
      shape: 'polygon',
      points: [],
    });
    expect(badEdit.body.errors.points).toBeDefined();
    expect((await asOperator('GET', '/geofences')).body).toEqual(before);
  });

  it('deletes a geofence with the alert rules watching it; its alerts stay, without it', async () => {
    const fence = (await create({ name: 'Short-lived', shape: 'circle', center: ber, radiusMeters: 50 })).body;
    const rule = await asOperator<Schema<'AlertTrigger'>>('POST', '/alert/AlertTrigger', {
      name: 'Short-lived entry',
      type: 'geofence',
      geofenceId: fence.id,
      event: 'both',
    });
    expect(rule.status).toBe(200);
    const assetId = await insertAsset(suite.server.context.db, acme, 'Crafter 12');
    const alertId = await insertAlert(suite.server.context.db, {
      tenantId: acme,
      assetId,
      type: 'geofenceEnter',
      geofenceId: fence.id,
      message: 'Entered Short-lived',
    });

    expect((await asOperator('DELETE', `/geofences/${fence.id}`)).body).toEqual({ message: 'Deleted.' });
    expect((await asOperator('GET', `/geofences/${fence.id}`)).status).toBe(404);
    expect((await asOperator('GET', `/alert/${rule.body.id}/AlertTrigger`)).status).toBe(404);
    const alert = (await asOperator<Schema<'Alert'>[]>('GET', `/alert?assetId=${assetId}`)).body[0];
    expect(alert).toMatchObject({ id: alertId, geofenceId: null, geofenceName: null, message: 'Entered Short-lived' });
    expect((await asOperator('DELETE', `/geofences/${fence.id}`)).status).toBe(404);
  });

  it('makes a SysAdmin name the tenant of a new geofence, and filters its list by tenant', async () => {
    const body = { name: 'Placed by the SysAdmin', shape: 'circle', center: ber, radiusMeters: 80 };
    const asSysAdmin = <Answer = unknown>(method: string, path: string, payload?: unknown) =>
      suite.api.call<Answer>(method, path, { token: suite.tokens.SysAdmin, body: payload });
    type ValidationErrors = Schema<'ValidationErrors'>;
    expect((await asSysAdmin<ValidationErrors>('POST', '/geofences', body)).body.errors.tenantId).toBeDefined();
    expect(
      (await asSysAdmin<ValidationErrors>('POST', '/geofences', { ...body, tenantId: '00000000-0000-4000-8000-000000000000' })).body.errors
        .tenantId,
    ).toBeDefined();

    const placed = await asSysAdmin<Geofence>('POST', '/geofences', { ...body, tenantId: acme });
    expect(placed.body.tenantId).toBe(acme);
    expect((await asOperator('GET', `/geofences/${placed.body.id}`)).status).toBe(200);
    const globex = suite.users.Globex.tenantId;
    const globexFence = (
      await suite.api.call<Geofence>('POST', '/geofences', { token: suite.tokens.Globex, body: { ...body, name: 'Globex yard' } })
    ).body;
    const onlyGlobex = (await asSysAdmin<Geofence[]>('GET', `/geofences?tenantId=${globex}`)).body;
    expect(onlyGlobex.map((fence) => fence.id)).toContain(globexFence.id);
    expect(onlyGlobex.filter((fence) => fence.tenantId !== globex)).toEqual([]);
  });

  it('seeds each demo tenant with geofences around its city, alert rules watching them and geofence settings', async () => {
    await suite.server.context.db.transaction((tx) => seedGeofences(tx, suite.tenantIds));
    const fences = (await asOperator<Geofence[]>('GET', '/geofences')).body;
    expect(fences.find((fence) => fence.name === 'Acme depot Marzahn')).toMatchObject({ shape: 'polygon' });
    expect(fences.find((fence) => fence.name === 'Berlin city centre')?.points.length).toBeGreaterThanOrEqual(3);
    expect(fences.find((fence) => fence.name === 'BER airport' && fence.shape === 'circle' && fence.center !== null)).toMatchObject({
      center: ber,
    });

    const rules = (await asOperator<Schema<'AlertTrigger'>[]>('GET', '/alert/AlertTrigger')).body;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ geofenceName: 'Acme depot Marzahn', event: 'enter' }),
        expect.objectContaining({ geofenceName: 'Acme depot Marzahn', event: 'exit' }),
        expect.objectContaining({ geofenceName: 'Berlin city centre', event: 'enter' }),
        expect.objectContaining({ speedLimitKmh: 90, geofenceName: null }),
      ]),
    );
    expect((await asOperator('GET', '/rule/geofence')).body).toMatchObject({
      tenantId: acme,
      enabled: true,
      recipients: ['fleet@acme.example'],
    });

    const globexFences = (await suite.api.call<Geofence[]>('GET', '/geofences', { token: suite.tokens.Globex })).body;
    expect(globexFences.find((fence) => fence.name === 'CDG airport')).toMatchObject({ center: { latitude: 49.0097, longitude: 2.5479 } });
    expect(globexFences.map((fence) => fence.name)).toEqual(expect.arrayContaining(['Globex depot Rungis', 'Paris city centre']));
  });
});
