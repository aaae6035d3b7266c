import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../domain/geometry';
import { featureFromShape, shapeFromFeature, shapeRing } from './shapeFeature';

const square = [
  { latitude: 52.5, longitude: 13.4 },
  { latitude: 52.5, longitude: 13.5 },
  { latitude: 52.6, longitude: 13.5 },
  { latitude: 52.6, longitude: 13.4 },
];

describe('geofence shapes and terra-draw features', () => {
  it('turns a drawn polygon into its corners, without the closing one', () => {
    const feature = featureFromShape({ shape: 'polygon', points: square }, 'f1')!;
    expect(feature.geometry.coordinates[0]).toHaveLength(5);
    expect(shapeFromFeature(feature)).toEqual({ shape: 'polygon', points: square, center: null, radiusMeters: null });
  });

  it('turns a drawn circle into its centre and radius', () => {
    const center = { latitude: 52.52, longitude: 13.405 };
    const feature = featureFromShape({ shape: 'circle', center, radiusMeters: 750 }, 'f2')!;
    expect(feature.properties).toMatchObject({ mode: 'circle', radiusKilometers: 0.75 });
    const values = shapeFromFeature(feature)!;
    expect(values.shape).toBe('circle');
    expect(values.radiusMeters).toBe(750);
    expect(haversineMeters(values.center!, center)).toBeLessThan(10);
    expect(values.points).toEqual([]);
  });

  it('has no feature while the shape is incomplete', () => {
    expect(featureFromShape({ shape: 'polygon', points: square.slice(0, 2) }, 'x')).toBeNull();
    expect(featureFromShape({ shape: 'circle', center: null, radiusMeters: 10 }, 'x')).toBeNull();
    expect(shapeRing({ shape: 'circle', center: square[0], radiusMeters: 0 })).toBeNull();
  });

  it('keeps coordinates within the precision terra-draw accepts', () => {
    const feature = featureFromShape({ shape: 'circle', center: square[0], radiusMeters: 333 }, 'x')!;
    const decimals = (feature.geometry.coordinates[0] as number[][]).flat().map((v) => String(v).split('.')[1]?.length ?? 0);
    expect(Math.max(...decimals)).toBeLessThanOrEqual(7);
  });
});
