import { describe, expect, it } from 'vitest';
import { keepShapeFields, validatePoints } from './geofenceShape';

const corner = { latitude: 52.5, longitude: 13.4 };

describe('geofence shape fields', () => {
  it('sends a circle without points and a polygon without centre and radius', () => {
    const both = { shape: 'circle' as const, points: [corner], center: corner, radiusMeters: 250 };
    expect(keepShapeFields(both)).toEqual({ shape: 'circle', points: [], center: corner, radiusMeters: 250, widthMeters: null });
    expect(keepShapeFields({ ...both, shape: 'polygon' })).toEqual({
      shape: 'polygon',
      points: [corner],
      center: null,
      radiusMeters: null,
      widthMeters: null,
    });
  });

  it('sends a corridor with its line and width only', () => {
    const corridor = { shape: 'corridor' as const, points: [corner, corner], center: corner, radiusMeters: 250, widthMeters: 80 };
    expect(keepShapeFields(corridor)).toEqual({
      shape: 'corridor',
      points: [corner, corner],
      center: null,
      radiusMeters: null,
      widthMeters: 80,
    });
    expect(validatePoints([corner], corridor)).toBe('resources.geofences.help.min_line_points');
    expect(validatePoints([corner, corner], corridor)).toBeUndefined();
  });

  it('asks a polygon for three corners and a circle for none', () => {
    expect(validatePoints([corner, corner], { shape: 'polygon' })).toBe('resources.geofences.help.min_points');
    expect(validatePoints([corner, corner, corner], { shape: 'polygon' })).toBeUndefined();
    expect(validatePoints([], { shape: 'circle' })).toBeUndefined();
  });
});
