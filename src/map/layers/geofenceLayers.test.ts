import { describe, expect, it } from 'vitest';
import { geofenceAreas, geofenceCorridors, hexToRgb, type Geofence } from './geofenceLayers';

const base = { tenantId: 't', description: null, geoFenceSource: 1, createdAt: '', updatedAt: '', widthMeters: null };

describe('geofence layers', () => {
  it('reads the colour of a geofence', () => {
    expect(hexToRgb('#ff8000')).toEqual([255, 128, 0]);
    expect(hexToRgb('orange')).toEqual([25, 118, 210]);
  });

  it('draws polygons and circles, and skips incomplete shapes', () => {
    const geofences: Geofence[] = [
      {
        ...base,
        id: 'p',
        name: 'Depot',
        color: '#00ff00',
        shape: 'polygon',
        center: null,
        radiusMeters: null,
        points: [
          { latitude: 52.5, longitude: 13.4 },
          { latitude: 52.5, longitude: 13.5 },
          { latitude: 52.6, longitude: 13.5 },
        ],
      },
      {
        ...base,
        id: 'c',
        name: 'Yard',
        color: '#0000ff',
        shape: 'circle',
        points: [],
        center: { latitude: 52.5, longitude: 13.4 },
        radiusMeters: 300,
      },
      { ...base, id: 'x', name: 'Broken', color: '#0000ff', shape: 'circle', points: [], center: null, radiusMeters: null },
    ];
    const areas = geofenceAreas(geofences);
    expect(areas.map((a) => a.id)).toEqual(['p', 'c']);
    expect(areas[0].ring).toHaveLength(4);
    expect(areas[1].ring.length).toBeGreaterThan(32);
  });

  it('draws a corridor as a band along its line, and no area', () => {
    const road: Geofence = {
      ...base,
      id: 'r',
      name: 'A10',
      color: '#ff0000',
      shape: 'corridor',
      center: null,
      radiusMeters: null,
      widthMeters: 80,
      points: [
        { latitude: 52.5, longitude: 13.4 },
        { latitude: 52.5, longitude: 13.5 },
        { latitude: 52.6, longitude: 13.5 },
      ],
    };
    expect(geofenceAreas([road])).toEqual([]);
    expect(geofenceCorridors([road, { ...road, id: 'no-width', widthMeters: null }])).toEqual([
      {
        id: 'r',
        name: 'A10',
        widthMeters: 80,
        rgb: [255, 0, 0],
        line: [
          [13.4, 52.5],
          [13.5, 52.5],
          [13.5, 52.6],
        ],
      },
    ]);
  });
});
