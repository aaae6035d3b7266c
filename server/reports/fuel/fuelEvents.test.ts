import { describe, expect, it } from 'vitest';
import { analyseFuel, defaultFuelRules, detectFuelEvents, medianFiltered, type FuelReadings } from './fuelEvents';

const movingSpeedKmh = 5;
const options = { tankLitres: 200, movingSpeedKmh };
const start = Date.UTC(2026, 2, 2, 0, 0);
const everySeconds = 30;
/** Sensor noise of ±2 L, the same sequence everywhere so that each figure below can be checked by hand. */
const noise = [0, 2, -2, 1, -1, 2, 0, -2, 1, -1];
const depot = { latitude: 52.5, longitude: 13.4 };

/**
 * A series of readings every 30 s from `start`: each step gives how many readings, the level
 * before noise at each (a function of the reading's number in the step) and the speed.
 */
function series(steps: { count: number; litres: (n: number) => number; speedKmh?: number }[]): FuelReadings {
  const readings = {
    time: [] as number[],
    litres: [] as number[],
    speedKmh: [] as number[],
    latitude: [] as number[],
    longitude: [] as number[],
  };
  for (const step of steps) {
    for (let n = 0; n < step.count; n += 1) {
      const index = readings.time.length;
      const speedKmh = step.speedKmh ?? 0;
      // Moving east about 0.5 km a reading at 60 km/h; standing still otherwise.
      const last = readings.longitude.at(-1);
      readings.longitude.push(last === undefined ? depot.longitude : last + (speedKmh > 0 ? 0.0073 : 0));
      readings.latitude.push(depot.latitude);
      readings.time.push(start + index * everySeconds * 1000);
      readings.litres.push(step.litres(n) + noise[index % noise.length]);
      readings.speedKmh.push(speedKmh);
    }
  }
  const { time, litres, latitude, longitude } = readings;
  const column = (values: number[]) => Float64Array.from(values);
  return {
    time: column(time),
    litres: column(litres),
    speedKmh: column(readings.speedKmh),
    latitude: column(latitude),
    longitude: column(longitude),
  };
}

describe('fuel fills and drains', () => {
  it('finds nothing in ±2 L of noise, parked, driving and parked again', () => {
    const readings = series([
      { count: 120, litres: () => 100 },
      { count: 120, litres: (n) => 100 - n * 0.15, speedKmh: 60 },
      { count: 120, litres: () => 82 },
    ]);
    expect(detectFuelEvents(readings, defaultFuelRules, options)).toEqual([]);
  });

  it('finds one fill of about 40 L when 40 L go in while parked over 3 minutes', () => {
    // 60 L, then 6 readings each 6.67 L higher, then 100 L.
    const readings = series([
      { count: 40, litres: () => 60 },
      { count: 6, litres: (n) => 60 + ((n + 1) * 40) / 6 },
      { count: 40, litres: () => 100 },
    ]);
    const events = detectFuelEvents(readings, defaultFuelRules, options);
    expect(events).toHaveLength(1);
    expect(events[0].kind).toBe('fill');
    expect(events[0].litres).toBeGreaterThanOrEqual(38);
    expect(events[0].litres).toBeLessThanOrEqual(42);
    // The rise starts at reading 40 (20 minutes in), give or take a reading of noise.
    expect(Math.abs(events[0].startTime - (start + 40 * everySeconds * 1000))).toBeLessThanOrEqual(2 * everySeconds * 1000);
  });

  it('finds one drain of about 20 L, where the vehicle stands, when 20 L go in 2 minutes at night', () => {
    const readings = series([
      { count: 240, litres: () => 80 },
      { count: 4, litres: (n) => 80 - (n + 1) * 5 },
      { count: 240, litres: () => 60 },
    ]);
    const events = detectFuelEvents(readings, defaultFuelRules, options);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'drain', ...depot });
    expect(events[0].litres).toBeGreaterThanOrEqual(18);
    expect(events[0].litres).toBeLessThanOrEqual(22);
    // At 02:00, to within the readings the noise blurs (the filtered level may start falling a reading or three early).
    expect(Math.abs(events[0].startTime - (start + 2 * 3_600_000))).toBeLessThanOrEqual(4 * everySeconds * 1000);
  });

  it('makes one drain of two drops 5 minutes apart', () => {
    const readings = series([
      { count: 60, litres: () => 80 },
      { count: 2, litres: (n) => 80 - (n + 1) * 5 },
      { count: 10, litres: () => 70 },
      { count: 2, litres: (n) => 70 - (n + 1) * 5 },
      { count: 60, litres: () => 60 },
    ]);
    const events = detectFuelEvents(readings, defaultFuelRules, options);
    expect(events).toHaveLength(1);
    expect(events[0].kind).toBe('drain');
    expect(events[0].litres).toBeGreaterThanOrEqual(18);
    expect(events[0].litres).toBeLessThanOrEqual(22);
    // Apart by more than the merge time, they stay two.
    expect(detectFuelEvents(readings, { ...defaultFuelRules, mergeMinutes: 2 }, options)).toHaveLength(2);
  });

  it('finds no drain while driving unless the tenant turns drains while moving on', () => {
    const readings = series([
      { count: 40, litres: () => 90 },
      { count: 40, litres: (n) => 90 - n * 0.1, speedKmh: 60 },
      { count: 4, litres: (n) => 86 - (n + 1) * 5, speedKmh: 60 },
      { count: 40, litres: (n) => 66 - n * 0.1, speedKmh: 60 },
    ]);
    expect(detectFuelEvents(readings, defaultFuelRules, options)).toEqual([]);
    const events = detectFuelEvents(readings, { ...defaultFuelRules, drainsWhileMoving: true }, options);
    expect(events.map((event) => event.kind)).toEqual(['drain']);
  });

  it('needs a rise of 3% of a large tank before it is a fill', () => {
    // 8 L is a fill in a 200 L tank (threshold 6 L), not in a 400 L one (12 L).
    const readings = series([
      { count: 40, litres: () => 100 },
      { count: 2, litres: (n) => 100 + (n + 1) * 4 },
      { count: 40, litres: () => 108 },
    ]);
    expect(detectFuelEvents(readings, defaultFuelRules, options)).toHaveLength(1);
    expect(detectFuelEvents(readings, defaultFuelRules, { ...options, tankLitres: 400 })).toEqual([]);
  });

  it('leaves out the readings of the first minute after moving off', () => {
    // The level jumps 10 L for the first minute of driving, as fuel sloshes: not a fill, and not the start of one.
    const readings = series([
      { count: 40, litres: () => 100 },
      { count: 2, litres: () => 110, speedKmh: 60 },
      { count: 40, litres: () => 100, speedKmh: 60 },
      { count: 40, litres: () => 99 },
    ]);
    expect(detectFuelEvents(readings, { ...defaultFuelRules, drainsWhileMoving: true }, options)).toEqual([]);
  });

  it('counts consumption over a day with one refuel as start - end + fill', () => {
    // 100 L, 60 L used driving, 50 L in, 20 L used driving: consumed 100 - 70 + 50 = 80.
    const readings = series([
      { count: 20, litres: () => 100 },
      { count: 300, litres: (n) => 100 - (n + 1) * 0.2, speedKmh: 60 },
      { count: 40, litres: () => 40 },
      { count: 5, litres: (n) => 40 + (n + 1) * 10 },
      { count: 40, litres: () => 90 },
      { count: 100, litres: (n) => 90 - (n + 1) * 0.2, speedKmh: 60 },
      { count: 20, litres: () => 70 },
    ]);
    const { events, totals } = analyseFuel(readings, defaultFuelRules, options);
    expect(events.map((event) => event.kind)).toEqual(['fill']);
    // The ends are filtered levels: 100 and 70 give or take the noise.
    expect(Math.abs((totals?.startLitres ?? 0) - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs((totals?.endLitres ?? 0) - 70)).toBeLessThanOrEqual(2);
    expect(totals?.consumedLitres).toBeCloseTo((totals?.startLitres ?? 0) - (totals?.endLitres ?? 0) + events[0].litres, 6);
    expect(totals?.consumedLitres).toBeGreaterThanOrEqual(78);
    expect(totals?.consumedLitres).toBeLessThanOrEqual(82);
  });

  it('filters with the median of 5 readings', () => {
    expect(Array.from(medianFiltered([10, 10, 30, 10, 10, 10], 5))).toEqual([10, 10, 10, 10, 10, 10]);
    expect(Array.from(medianFiltered([1, 2, 3, 4, 5], 1))).toEqual([1, 2, 3, 4, 5]);
  });
});
