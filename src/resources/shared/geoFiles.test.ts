import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import { geoJsonToKml, geofencesFromGeoJson, geofencesToGeoJson, placesFromGeoJson, placesToGeoJson, readGeoFile } from './geoFiles';

type Schemas = components['schemas'];
const stamps = { tenantId: 't', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', geoFenceSource: 1 };
const ring = [
  { latitude: 52.5, longitude: 13.4 },
  { latitude: 52.51, longitude: 13.41 },
  { latitude: 52.5, longitude: 13.42 },
];
const geofences: Schemas['Geofence'][] = [
  {
    ...stamps,
    id: '1',
    name: 'Depot <North> & "yard"',
    description: 'Gate 2',
    color: '#aa3300',
    shape: 'circle',
    points: [],
    center: ring[0],
    radiusMeters: 250,
    widthMeters: null,
  },
  {
    ...stamps,
    id: '2',
    name: 'Yard',
    description: null,
    color: '#3388ff',
    shape: 'polygon',
    points: ring,
    center: null,
    radiusMeters: null,
    widthMeters: null,
  },
  {
    ...stamps,
    id: '3',
    name: 'A9 corridor',
    description: null,
    color: '#00ff00',
    shape: 'corridor',
    points: ring.slice(0, 2),
    center: null,
    radiusMeters: null,
    widthMeters: 120,
  },
];
const geofenceInputs: Schemas['GeofenceInput'][] = [
  { name: 'Depot <North> & "yard"', description: 'Gate 2', color: '#aa3300', shape: 'circle', center: ring[0], radiusMeters: 250 },
  { name: 'Yard', color: '#3388ff', shape: 'polygon', points: ring },
  { name: 'A9 corridor', color: '#00ff00', shape: 'corridor', points: ring.slice(0, 2), widthMeters: 120 },
];
const places: Schemas['Place'][] = [
  { ...stamps, id: '4', name: 'Customer Müller', category: 'Customer', icon: 'customer', location: ring[1], radiusMeters: 80 },
  { ...stamps, id: '5', name: 'Fuel stop', category: null, icon: 'fuel', location: ring[2], radiusMeters: 50 },
];

describe('geofence and place files', () => {
  it('gives back the same geofences and places through GeoJSON and through KML', async () => {
    for (const format of ['geojson', 'kml'] as const) {
      const write = (file: ReturnType<typeof geofencesToGeoJson>) => (format === 'kml' ? geoJsonToKml(file) : JSON.stringify(file));
      const back = geofencesFromGeoJson(await readGeoFile(`fences.${format}`, write(geofencesToGeoJson(geofences))));
      expect(back.problems).toEqual([]);
      expect(back.rows).toEqual(geofenceInputs);
      const placesBack = placesFromGeoJson(await readGeoFile(`places.${format}`, write(placesToGeoJson(places))));
      expect(placesBack.rows).toEqual([
        { name: 'Customer Müller', category: 'Customer', icon: 'customer', location: ring[1], radiusMeters: 80 },
        { name: 'Fuel stop', icon: 'fuel', location: ring[2], radiusMeters: 50 },
      ]);
    }
  });

  it('names each feature that cannot be a row, by its place in the file', async () => {
    const file = await readGeoFile(
      'mixed.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Point', coordinates: [13.4, 52.5] }, properties: { name: 'Fine' } },
          { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [] }, properties: { name: 'Islands' } },
        ],
      }),
    );
    expect(placesFromGeoJson(file)).toEqual({
      rows: [{ name: 'Fine', location: { latitude: 52.5, longitude: 13.4 } }],
      features: [0],
      problems: [{ feature: 1, field: 'geometry', messages: ['A place is a point, not MultiPolygon.'] }],
    });
    const fences = geofencesFromGeoJson(file);
    expect(fences.features).toEqual([0]);
    expect(fences.problems).toEqual([
      {
        feature: 1,
        field: 'geometry',
        messages: ['A geofence is a point with a radius, a line with a width or a polygon, not MultiPolygon.'],
      },
    ]);
  });

  it('refuses a KML file that is not well-formed', async () => {
    await expect(readGeoFile('broken.kml', '<kml><Placemark></kml>')).rejects.toThrow('not well-formed');
  });
});
