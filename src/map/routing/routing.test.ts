import { describe, expect, it } from 'vitest';
import { coordinatesText } from '../../kit/formatRoute';
import { routeWaypoints } from './routeWaypoints';

const a = { latitude: 52.5, longitude: 13.4 };
const b = { latitude: 52.51, longitude: 13.41 };
const c = { latitude: 52.52, longitude: 13.42 };

describe('coordinatesText', () => {
  it('writes a point as coordinates', () => {
    expect(coordinatesText(a)).toBe('52.50000, 13.40000');
  });
});

describe('routeWaypoints', () => {
  it('keeps a short track as it is', () => {
    expect(routeWaypoints([a, b, c])).toEqual([a, b, c]);
  });

  it('keeps origin and destination and spreads the rest evenly', () => {
    const track = Array.from({ length: 100 }, (_, i) => ({ latitude: i, longitude: 0 }));
    const points = routeWaypoints(track, 25);
    expect(points).toHaveLength(25);
    expect(points[0]).toBe(track[0]);
    expect(points[24]).toBe(track[99]);
    expect(points[12].latitude).toBe(50);
  });
});
