import { describe, expect, it } from 'vitest';
import { defaultStopRules, detectStops, type TimedPoint } from './stops';

// Along a meridian 0.001° of latitude is 111.2 m (6371.0088 km × π / 180 000): within 200 m;
// 0.002° is 222.4 m, outside.
const at = (minutes: number, latitude: number): TimedPoint => ({
  time: Date.UTC(2026, 2, 2, 8, 0) + minutes * 60_000,
  latitude,
  longitude: 2,
});

describe('detectStops', () => {
  it('finds a stay from its first position to the departure, jitter within the radius included', () => {
    const track = [at(0, 48.0), at(1, 48.01), at(2, 48.0101), at(6, 48.011), at(9, 48.0101), at(10, 48.02), at(11, 48.03)];
    // 48.0100 to 48.0110 is 111 m: still the stop that began at minute 1; minute 10 is 1.1 km away.
    expect(detectStops(track, defaultStopRules)).toEqual([
      { latitude: 48.01, longitude: 2, startTime: at(1, 0).time, endTime: at(10, 0).time },
    ]);
  });

  it('leaves out stays shorter than the minimum and counts a position just outside the radius as a departure', () => {
    const track = [at(0, 48.0), at(2, 48.0), at(2.5, 48.002), at(4, 48.01), at(20, 48.01)];
    // 0 → 2.5 min is 150 s < 180 s; 48.002 is 222 m from 48.000, outside 200 m.
    expect(detectStops(track, defaultStopRules)).toEqual([
      { latitude: 48.01, longitude: 2, startTime: at(4, 0).time, endTime: at(20, 0).time },
    ]);
  });

  it('follows the rules given: a wider radius joins, a longer minimum drops', () => {
    const track = [at(0, 48.0), at(2, 48.002), at(4.5, 48.0), at(6, 48.05)];
    expect(detectStops(track, { minDurationSeconds: 180, radiusMeters: 250 })).toHaveLength(1);
    expect(detectStops(track, { minDurationSeconds: 180, radiusMeters: 200 })).toEqual([]);
    expect(detectStops(track, { minDurationSeconds: 600, radiusMeters: 250 })).toEqual([]);
  });

  it('answers nothing for no positions or one', () => {
    expect(detectStops([], defaultStopRules)).toEqual([]);
    expect(detectStops([at(0, 48)], defaultStopRules)).toEqual([]);
  });
});
