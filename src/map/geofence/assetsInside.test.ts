import { describe, expect, it } from 'vitest';
import { assetsInside } from './assetsInside';

const asset = (id: string, latitude: number, longitude: number) => ({ id, name: id, currentLocation: { latitude, longitude } });
const fleet = [asset('in', 52.55, 13.45), asset('out', 48.85, 2.35), { id: 'lost', name: 'lost', currentLocation: null }];

describe('assetsInside', () => {
  it('finds the assets inside a polygon', () => {
    const points = [
      { latitude: 52.5, longitude: 13.4 },
      { latitude: 52.5, longitude: 13.5 },
      { latitude: 52.6, longitude: 13.5 },
    ];
    expect(assetsInside({ shape: 'polygon', points: [...points, { latitude: 52.6, longitude: 13.4 }] }, fleet).map((a) => a.id)).toEqual([
      'in',
    ]);
  });

  it('finds the assets inside a circle', () => {
    expect(
      assetsInside({ shape: 'circle', center: { latitude: 48.85, longitude: 2.35 }, radiusMeters: 500 }, fleet).map((a) => a.id),
    ).toEqual(['out']);
  });

  it('finds none inside an incomplete shape', () => {
    expect(assetsInside({ shape: 'polygon', points: [] }, fleet)).toEqual([]);
    expect(assetsInside({ shape: 'circle', center: null, radiusMeters: null }, fleet)).toEqual([]);
  });
});
