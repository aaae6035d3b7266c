import { describe, expect, it } from 'vitest';
import { GeofenceIndex, type Geofence } from './geofenceIndex';

/** 10,000 geofences over Berlin: squares of 100-400 m and circles of 50-300 m, seeded. */
function berlinGeofences(count: number): Geofence[] {
  let state = 42;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, index): Geofence => {
    const latitude = 52.35 + random() * 0.35;
    const longitude = 13.1 + random() * 0.6;
    if (index % 2)
      return {
        id: `c${index}`,
        name: `Circle ${index}`,
        shape: 'circle',
        points: [],
        center: { latitude, longitude },
        radiusMeters: 50 + random() * 250,
      };
    const half = (0.001 + random() * 0.003) / 2;
    return {
      id: `p${index}`,
      name: `Square ${index}`,
      shape: 'polygon',
      center: null,
      radiusMeters: null,
      points: [
        { latitude: latitude - half, longitude: longitude - half },
        { latitude: latitude - half, longitude: longitude + half },
        { latitude: latitude + half, longitude: longitude + half },
        { latitude: latitude + half, longitude: longitude - half },
      ],
    };
  });
}

describe('GeofenceIndex', () => {
  it('finds exactly the polygons and circles that hold a point', () => {
    const index = new GeofenceIndex([
      {
        id: 'square',
        name: 'Square',
        shape: 'polygon',
        center: null,
        radiusMeters: null,
        points: [
          { latitude: 0, longitude: 0 },
          { latitude: 0, longitude: 1 },
          { latitude: 1, longitude: 1 },
          { latitude: 1, longitude: 0 },
        ],
      },
      { id: 'circle', name: 'Circle', shape: 'circle', points: [], center: { latitude: 1, longitude: 1 }, radiusMeters: 20_000 },
      {
        id: 'broken',
        name: 'Two points',
        shape: 'polygon',
        center: null,
        radiusMeters: null,
        points: [
          { latitude: 0, longitude: 0 },
          { latitude: 1, longitude: 1 },
        ],
      },
    ]);
    expect([...index.containing({ latitude: 0.5, longitude: 0.5 })]).toEqual(['square']);
    expect([...index.containing({ latitude: 0.95, longitude: 0.95 })].sort()).toEqual(['circle', 'square']);
    // Inside the circle's bounding box, outside the circle.
    expect([...index.containing({ latitude: 1.17, longitude: 1.17 })]).toEqual([]);
  });

  it('answers for 10,000 geofences in microseconds per position', () => {
    const geofences = berlinGeofences(10_000);
    const built = performance.now();
    const index = new GeofenceIndex(geofences);
    const buildMs = performance.now() - built;
    const points = Array.from({ length: 20_000 }, (_, i) => ({
      latitude: 52.35 + ((i * 7919) % 3500) / 10_000,
      longitude: 13.1 + ((i * 104_729) % 6000) / 10_000,
    }));
    const started = performance.now();
    let hits = 0;
    for (const point of points) hits += index.containing(point).size;
    const perPositionUs = ((performance.now() - started) * 1000) / points.length;
    console.log(`10,000 geofences: index built in ${buildMs.toFixed(1)} ms, ${perPositionUs.toFixed(2)} µs per position (${hits} hits)`);
    expect(hits).toBeGreaterThan(0);
    // A scan of every geofence takes milliseconds per position; the index must stay far below.
    expect(perPositionUs).toBeLessThan(100);
  });
});
