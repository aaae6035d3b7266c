import { describe, expect, it } from 'vitest';
import { classThresholds, drivingEvents, freshMemory, tenantThresholds, thresholdsFor, type MotionPoint } from './drivingEvents';

const t0 = Date.parse('2026-11-27T08:00:00Z');
/** One fix a second: [speed km/h, heading degrees] per second from t0. */
const series = (fixes: [number, number][], attributes: (index: number) => MotionPoint['attributes'] = () => ({})): MotionPoint[] =>
  fixes.map(([speedKmh, heading], index) => ({
    time: new Date(t0 + index * 1000),
    latitude: 52.5,
    longitude: 13.4,
    speedKmh,
    heading,
    attributes: attributes(index),
  }));
const car = classThresholds.car;

describe('drivingEvents derived from positions', () => {
  it('finds one harsh acceleration of 3.47 m/s² in a 0 to 50 km/h run in 4 s', () => {
    // 12.5 km/h a second is 3.4722 m/s² (50 / 3.6 / 4), above the car's 2.5 at every step: one exceedance.
    const events = drivingEvents(
      freshMemory(),
      series([
        [0, 90],
        [12.5, 90],
        [25, 90],
        [37.5, 90],
        [50, 90],
        [50, 90],
        [50, 90],
      ]),
      car,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'harshAcceleration', source: 'derived', point: { time: new Date(t0 + 1000) } });
    expect(events[0].value).toBeCloseTo(50 / 3.6 / 4, 6);
  });

  it('finds one harsh cornering in a turn at 60 km/h of 15° a second', () => {
    // 60 km/h is 16.667 m/s; 15°/s is 0.2618 rad/s: 4.363 m/s² lateral, above the car's 3.4, for 6 s.
    const turn: [number, number][] = [
      [60, 0],
      [60, 0],
      ...Array.from({ length: 6 }, (_, second): [number, number] => [60, 15 * (second + 1)]),
      [60, 90],
      [60, 90],
    ];
    const events = drivingEvents(freshMemory(), series(turn), car);
    expect(events.map((event) => event.kind)).toEqual(['harshCornering']);
    expect(events[0].value).toBeCloseTo((60 / 3.6) * ((15 * Math.PI) / 180), 6);
  });

  it('finds nothing in noise under the thresholds: speed jumping 48/52 km/h and heading 176/184° a second', () => {
    // 4 km/h in 1 s is 1.11 m/s²; 8°/s at 50 km/h is 13.9 m/s x 0.140 rad/s = 1.94 m/s², under the car's 3.4.
    const noise = Array.from({ length: 60 }, (_, second): [number, number] => (second % 2 ? [52, 184] : [48, 176]));
    expect(drivingEvents(freshMemory(), series(noise), car)).toEqual([]);
  });

  it('counts a second exceedance only after the value fell below 83% of the threshold', () => {
    // 3.47 m/s² braking, then 2.3 (above 0.83 x 2.7 = 2.24: still the same exceedance), then 3.47 again, then 1.39, then 3.47.
    const braking = series([
      [100, 0],
      [87.5, 0],
      [79.2, 0],
      [66.7, 0],
      [61.7, 0],
      [49.2, 0],
    ]);
    expect(drivingEvents(freshMemory(), braking, car).map((event) => [event.kind, event.point.time.getTime() - t0])).toEqual([
      ['harshBraking', 1000],
      ['harshBraking', 5000],
    ]);
  });

  it('measures nothing across a gap of more than 2 s, or under 10 km/h', () => {
    const gap: MotionPoint[] = [...series([[20, 0]]), ...series([[60, 0]]).map((point) => ({ ...point, time: new Date(t0 + 3000) }))];
    expect(drivingEvents(freshMemory(), gap, car)).toEqual([]);
    expect(
      drivingEvents(
        freshMemory(),
        series([
          [0, 0],
          [9, 0],
          [0, 0],
        ]),
        car,
      ),
    ).toEqual([]);
  });

  it('keeps its memory between batches: a run split over two batches is still one event', () => {
    const memory = freshMemory();
    const run = series([
      [0, 90],
      [12.5, 90],
      [25, 90],
      [37.5, 90],
      [50, 90],
    ]);
    expect(drivingEvents(memory, run.slice(0, 2), car)).toHaveLength(1);
    expect(drivingEvents(memory, run.slice(2), car)).toEqual([]);
  });

  it('takes the events a device reports and then derives none of its own', () => {
    const reported = series(
      [
        [40, 0],
        [80, 0],
        [20, 0],
      ],
      (index): MotionPoint['attributes'] => (index === 0 ? { harshEvent: 'harshBraking', harshValue: 3.92, harshDurationMs: 600 } : {}),
    );
    expect(drivingEvents(freshMemory(), reported, car)).toEqual([
      expect.objectContaining({ kind: 'harshBraking', value: 3.92, source: 'device', durationMs: 600 }),
    ]);
    const alarmed = series([[40, 0]], () => ({ alarm: 'sos,cornering' }));
    expect(drivingEvents(freshMemory(), alarmed, car)).toEqual([
      expect.objectContaining({ kind: 'harshCornering', value: null, source: 'device' }),
    ]);
  });

  it('uses lower thresholds for heavier vehicles, car thresholds for types it does not know', () => {
    // 2 m/s² (7.2 km/h a second) is harsh for a bus, not for a car.
    const gentle = series([
      [20, 0],
      [27.2, 0],
      [34.4, 0],
    ]);
    expect(drivingEvents(freshMemory(), gentle, thresholdsFor('Bus'))).toHaveLength(1);
    expect(drivingEvents(freshMemory(), gentle, thresholdsFor('Motorcycle'))).toEqual([]);
    expect(thresholdsFor(null)).toBe(car);
  });

  it("takes a tenant's changed thresholds over the defaults, class by class", () => {
    const gentle = series([
      [20, 0],
      [27.2, 0],
    ]);
    const classes = tenantThresholds({ car: { harshAcceleration: 1.9 } });
    expect(thresholdsFor('Car', classes)).toEqual({ ...car, harshAcceleration: 1.9 });
    expect(thresholdsFor('Van', classes)).toEqual(classThresholds.van);
    expect(drivingEvents(freshMemory(), gentle, thresholdsFor('Car', classes))).toHaveLength(1);
    expect(drivingEvents(freshMemory(), gentle, thresholdsFor('Car'))).toEqual([]);
    expect(thresholdsFor('constructor', classes)).toBe(classes.car);
  });
});
