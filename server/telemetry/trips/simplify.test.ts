import { describe, expect, it } from 'vitest';
import { simplifyTrack } from './simplify';

/** About 11 m per 0.0001 degree of latitude. */
const point = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('simplifyTrack (Douglas-Peucker)', () => {
  it('reduces a straight line with GPS noise to its two ends', () => {
    const line = Array.from({ length: 200 }, (_, i) => point(52.5 + i * 0.0001, 13.4 + (i % 2 ? 0.00001 : -0.00001)));
    expect(simplifyTrack(line)).toEqual([line[0], line[199]]);
  });

  it('keeps the corners of an L-shaped drive', () => {
    const north = Array.from({ length: 100 }, (_, i) => point(52.5 + i * 0.0001, 13.4));
    const east = Array.from({ length: 100 }, (_, i) => point(52.5099, 13.4 + (i + 1) * 0.0001));
    const track = [...north, ...east];
    expect(simplifyTrack(track)).toEqual([track[0], track[99], track[199]]);
  });

  it('never returns more than the limit, and keeps the first and last point', () => {
    const zigzag = Array.from({ length: 1000 }, (_, i) => point(48.85 + i * 0.0002, 2.35 + (i % 2) * 0.001));
    const simplified = simplifyTrack(zigzag, 50);
    expect(simplified).toHaveLength(50);
    expect(simplified[0]).toBe(zigzag[0]);
    expect(simplified[49]).toBe(zigzag[999]);
    const indexes = simplified.map((p) => zigzag.indexOf(p));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('keeps the point farthest from the line first when the limit bites', () => {
    const track = [point(0, 0), point(0.001, 0.0005), point(0.002, 0.003), point(0.003, 0.001), point(0.004, 0)];
    expect(simplifyTrack(track, 3)).toEqual([track[0], track[2], track[4]]);
  });

  it('returns short tracks as they are', () => {
    expect(simplifyTrack([point(1, 1)])).toEqual([point(1, 1)]);
    expect(simplifyTrack([])).toEqual([]);
  });
});
