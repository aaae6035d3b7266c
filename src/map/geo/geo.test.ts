import { describe, expect, it } from 'vitest';
import { boundsOfPoints, boundsOfPositions } from './bounds';
import { circleRing, destination, ringCenter } from './circle';
import { haversineMeters } from '../../domain/geometry';

const berlin = { latitude: 52.52, longitude: 13.405 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe('bounds', () => {
  it('encloses all points', () => {
    expect(boundsOfPoints([berlin, paris])).toEqual([
      [2.3522, 48.8566],
      [13.405, 52.52],
    ]);
  });

  it('gives a single point an area to fit', () => {
    const [[west, south], [east, north]] = boundsOfPoints([berlin])!;
    expect(east - west).toBeCloseTo(0.01);
    expect(north - south).toBeCloseTo(0.01);
    expect((east + west) / 2).toBeCloseTo(berlin.longitude);
  });

  it('skips the points left out and is null when none is left', () => {
    const positions = [13.4, 52.5, 0, 2.35, 48.85, 0];
    expect(boundsOfPositions(positions, 2, (i) => i === 1)?.[0][0]).toBeCloseTo(2.345);
    expect(boundsOfPositions(positions, 2, () => false)).toBeNull();
    expect(boundsOfPoints([])).toBeNull();
  });
});

describe('circles', () => {
  it('puts every vertex of a circle at its radius', () => {
    const ring = circleRing(berlin, 500, 16);
    expect(ring).toHaveLength(17);
    expect(ring[16]).toEqual(ring[0]);
    for (const [longitude, latitude] of ring) expect(haversineMeters(berlin, { latitude, longitude })).toBeCloseTo(500, 3);
  });

  it('finds the centre of a drawn circle', () => {
    const center = ringCenter(circleRing(berlin, 2000));
    expect(haversineMeters(center, berlin)).toBeLessThan(15);
  });

  it('moves north along bearing 0', () => {
    const [lon, lat] = destination(berlin, 1000, 0);
    expect(lon).toBeCloseTo(berlin.longitude, 6);
    expect(lat).toBeGreaterThan(berlin.latitude);
  });
});
