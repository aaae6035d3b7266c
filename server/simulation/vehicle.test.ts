import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seed/random';
import { LoopPath, loopFrom } from './loopPath';
import { loops } from './roads';
import { SimulatedVehicle } from './vehicle';
import { haversineKm } from '../../src/domain/geometry';

describe('simulated vehicle', () => {
  it('drives its loop at city speeds, stops at lights and parks long enough to end a trip', () => {
    const loop = loops.Berlin[1];
    const path = new LoopPath(loop.waypoints);
    const vehicle = new SimulatedVehicle(path, loop.cruiseKmh, seededRandom(3));
    const readings = Array.from({ length: 720 }, () => vehicle.advance(5));

    const speeds = readings.map((reading) => reading.speedKmh);
    expect(Math.max(...speeds)).toBeLessThanOrEqual(loop.cruiseKmh * 1.15);
    // Delivery rounds: driving a good part of the hour, parked for the rest.
    expect(speeds.filter((speed) => speed > 0).length).toBeGreaterThan(200);
    // A standstill of 6 minutes or more (72 readings of 5 s) happens within the hour.
    let longest = 0;
    let run = 0;
    for (const speed of speeds) longest = Math.max(longest, (run = speed === 0 ? run + 1 : 0));
    expect(longest).toBeGreaterThanOrEqual(72);

    // It stays on its roads: inside the box around the loop's waypoints.
    const latitudes = loop.waypoints.map(([latitude]) => latitude);
    const longitudes = loop.waypoints.map(([, longitude]) => longitude);
    for (const reading of readings) {
      expect(reading.latitude).toBeGreaterThanOrEqual(Math.min(...latitudes));
      expect(reading.latitude).toBeLessThanOrEqual(Math.max(...latitudes));
      expect(reading.longitude).toBeGreaterThanOrEqual(Math.min(...longitudes));
      expect(reading.longitude).toBeLessThanOrEqual(Math.max(...longitudes));
    }
  });

  it('measures loops of a plausible length and walks them round', () => {
    for (const loop of [...loops.Berlin, ...loops.Paris]) {
      const path = new LoopPath(loop.waypoints);
      expect(path.lengthKm).toBeGreaterThan(5);
      expect(path.lengthKm).toBeLessThan(60);
      const start = path.pointAt(0);
      const round = path.pointAt(path.lengthKm);
      expect(haversineKm(start, round)).toBeLessThan(0.001);
    }
  });

  it('starts from where the vehicle stands and drives onto its loop from there, without a jump', () => {
    const loop = loops.Berlin[0];
    const home = { latitude: 52.47, longitude: 13.52 };
    const vehicle = new SimulatedVehicle(new LoopPath(loopFrom(home, loop.waypoints)), loop.cruiseKmh, seededRandom(5), 0);
    const readings = Array.from({ length: 120 }, () => vehicle.advance(5));
    // At most one 5-second step at cruise speed (and a bit) between reports, the first one from home.
    [home, ...readings].slice(1).forEach((reading, index) => {
      const previous = index === 0 ? home : readings[index - 1];
      expect(haversineKm(previous, reading)).toBeLessThan((loop.cruiseKmh * 1.15 * 5) / 3600 + 1e-9);
    });
  });
});
