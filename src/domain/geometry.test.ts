import { describe, expect, it } from 'vitest';
import { bearingDegrees, circleBBox, haversineKm, haversineMeters, pointInCircle, pointInPolygon, polygonBBox } from './geometry';

const berlin = { latitude: 52.52, longitude: 13.405 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('geometry', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm(berlin, paris)).toBeCloseTo(877.5, 0);
    expect(haversineMeters(berlin, paris)).toBeCloseTo(877_500, -3);
    expect(haversineKm(berlin, berlin)).toBe(0);
    // One degree of latitude is about 111.2 km everywhere.
    expect(haversineKm({ latitude: 10, longitude: 5 }, { latitude: 11, longitude: 5 })).toBeCloseTo(111.2, 1);
  });

  it('gives compass bearings', () => {
    expect(bearingDegrees({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(0);
    expect(bearingDegrees({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(90);
    expect(bearingDegrees({ latitude: 0, longitude: 0 }, { latitude: -1, longitude: 0 })).toBeCloseTo(180);
    expect(bearingDegrees({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: -1 })).toBeCloseTo(270);
  });

  it('tells whether a point is inside a polygon, concave ones included', () => {
    // A "U": the notch between its arms is outside.
    const u = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 3 },
      { latitude: 3, longitude: 3 },
      { latitude: 3, longitude: 2 },
      { latitude: 1, longitude: 2 },
      { latitude: 1, longitude: 1 },
      { latitude: 3, longitude: 1 },
      { latitude: 3, longitude: 0 },
    ];
    expect(pointInPolygon({ latitude: 0.5, longitude: 1.5 }, u)).toBe(true);
    expect(pointInPolygon({ latitude: 2, longitude: 0.5 }, u)).toBe(true);
    expect(pointInPolygon({ latitude: 2, longitude: 1.5 }, u)).toBe(false);
    expect(pointInPolygon({ latitude: 4, longitude: 1 }, u)).toBe(false);
  });

  it('tells whether a point is inside a circle of metres', () => {
    const centre = { latitude: 52.52, longitude: 13.405 };
    // 0.001 degree of latitude is about 111 m.
    expect(pointInCircle({ latitude: 52.5209, longitude: 13.405 }, centre, 110)).toBe(true);
    expect(pointInCircle({ latitude: 52.5211, longitude: 13.405 }, centre, 110)).toBe(false);
  });

  it('boxes polygons exactly and circles generously', () => {
    expect(
      polygonBBox([
        { latitude: 1, longitude: 2 },
        { latitude: -1, longitude: 5 },
        { latitude: 0, longitude: 3 },
      ]),
    ).toEqual({
      minX: 2,
      maxX: 5,
      minY: -1,
      maxY: 1,
    });
    const centre = { latitude: 52.52, longitude: 13.405 };
    const box = circleBBox(centre, 1000);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const radians = (bearing * Math.PI) / 180;
      const edge = {
        latitude: centre.latitude + (Math.cos(radians) * 999) / 111_320,
        longitude: centre.longitude + (Math.sin(radians) * 999) / (111_320 * Math.cos((centre.latitude * Math.PI) / 180)),
      };
      expect(edge.longitude >= box.minX && edge.longitude <= box.maxX && edge.latitude >= box.minY && edge.latitude <= box.maxY).toBe(true);
    }
  });
});
