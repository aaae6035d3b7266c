import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';
import { accounts, apiClient, type Schema } from '../support/api';
import {
  geoJsonToKml,
  geofencesFromGeoJson,
  geofencesToGeoJson,
  placesFromGeoJson,
  placesToGeoJson,
  readGeoFile,
} from '../../src/resources/shared/geoFiles';

type Errors = { errors?: Record<string, string[]> };
/** What a round trip must keep: everything but the identity and the times of writing. */
const content = <T extends { id: string; createdAt: string; updatedAt: string }>(records: T[]) =>
  records
    .map((record) => ({ ...record, id: undefined, createdAt: undefined, updatedAt: undefined }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(behaviourEngines)('importing and exporting geofences and places on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let viewer: string;
  let globex: string;
  const list = async <T>(path: string, token = operator) => (await api.call<T[]>('GET', `${path}?pageSize=1000`, { token })).body;
  const send = (path: string, body: Record<string, unknown>, token = operator) =>
    api.call<Schema<'ImportResult'> & Errors>('POST', path, { token, body });
  const removeAll = async (path: string) => {
    for (const { id } of await list<{ id: string }>(path))
      expect((await api.call('DELETE', `${path}/${id}`, { token: operator })).status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    api = apiClient(server.baseUrl);
    operator = (await api.login(accounts.operator.email, accounts.operator.password)).accessToken;
    viewer = (await api.login(accounts.viewer.email, accounts.viewer.password)).accessToken;
    globex = (await api.login(accounts.globex.email, accounts.globex.password)).accessToken;
    const ring = [
      { latitude: 52.5, longitude: 13.4 },
      { latitude: 52.51, longitude: 13.41 },
      { latitude: 52.5, longitude: 13.42 },
    ];
    const fences: Schema<'GeofenceInput'>[] = [
      { name: 'Round depot', description: 'Gate 2', color: '#aa3300', shape: 'circle', center: ring[0], radiusMeters: 250 },
      { name: 'Yard', shape: 'polygon', points: ring },
      { name: 'A9 corridor', color: '#00ff00', shape: 'corridor', points: ring.slice(0, 2), widthMeters: 120 },
    ];
    for (const body of fences) expect((await api.call('POST', '/geofences', { token: operator, body })).status).toBe(200);
    const places: Schema<'PlaceInput'>[] = [
      { name: 'Customer Müller', category: 'Customer', icon: 'customer', location: ring[1], radiusMeters: 80 },
      { name: 'Fuel stop', location: ring[2] },
    ];
    for (const body of places) expect((await api.call('POST', '/places', { token: operator, body })).status).toBe(200);
  }, 300_000);
  afterAll(() => server?.stop());

  it('gives back the same geofences after export, delete and import, as GeoJSON and as KML', async () => {
    const before = await list<Schema<'Geofence'>>('/geofences');
    expect(before.length).toBeGreaterThanOrEqual(3);
    const geoJson = JSON.stringify(geofencesToGeoJson(before));
    await removeAll('/geofences');
    const { rows, problems } = geofencesFromGeoJson(await readGeoFile('fences.geojson', geoJson));
    expect(problems).toEqual([]);
    expect((await send('/imports/geofences', { dryRun: true, rows })).body).toEqual({ rows: rows.length, imported: 0 });
    expect(await list('/geofences')).toEqual([]);
    expect((await send('/imports/geofences', { dryRun: false, rows })).body).toEqual({ rows: rows.length, imported: rows.length });
    const after = await list<Schema<'Geofence'>>('/geofences');
    expect(content(after)).toEqual(content(before));
    // Another tenant sees none of them.
    expect((await list<Schema<'Geofence'>>('/geofences', globex)).map((geofence) => geofence.name)).not.toContain('A9 corridor');
    // KML's text is what the console writes; reading it needs the browser's DOMParser (see src/resources/shared/geoFiles.test.ts).
    expect(geoJsonToKml(geofencesToGeoJson(after))).toContain('<Data name="widthMeters"><value>120</value></Data>');
  });

  it('gives back the same places after export, delete and import', async () => {
    const before = await list<Schema<'Place'>>('/places');
    const geoJson = JSON.stringify(placesToGeoJson(before));
    await removeAll('/places');
    const { rows } = placesFromGeoJson(await readGeoFile('places.geojson', geoJson));
    expect((await send('/imports/places', { dryRun: false, rows })).body).toEqual({ rows: before.length, imported: before.length });
    expect(content(await list<Schema<'Place'>>('/places'))).toEqual(content(before));
  });

  it('names every bad feature by row and field and writes none of them', async () => {
    const rows = [
      { name: 'Fine', shape: 'circle', center: { latitude: 52, longitude: 13 }, radiusMeters: 100 },
      {
        name: 'Two points',
        shape: 'polygon',
        points: [
          { latitude: 52, longitude: 13 },
          { latitude: 52.1, longitude: 13 },
        ],
      },
      {
        name: 'No width',
        shape: 'corridor',
        points: [
          { latitude: 52, longitude: 13 },
          { latitude: 52.1, longitude: 13 },
        ],
      },
    ];
    const answer = await send('/imports/geofences', { dryRun: true, rows });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'rows.1.points': ['A polygon needs at least 3 points.'],
      'rows.2.widthMeters': ['A corridor needs a width.'],
    });
    const shape = await send('/imports/places', {
      dryRun: false,
      rows: [{ name: 'Far', location: { latitude: 52, longitude: 13 }, radiusMeters: -5 }],
    });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.errors ?? {})).toEqual(['rows.0.radiusMeters']);
    expect((await list<Schema<'Geofence'>>('/geofences')).map((geofence) => geofence.name)).not.toContain('Fine');
  });

  it('refuses a Viewer', async () => {
    expect(
      (await send('/imports/places', { dryRun: true, rows: [{ name: 'V', location: { latitude: 1, longitude: 1 } }] }, viewer)).status,
    ).toBe(403);
  });
});
