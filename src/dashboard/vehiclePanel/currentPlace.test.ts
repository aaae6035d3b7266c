import { describe, expect, it } from 'vitest';
import { currentPlace } from './currentPlace';

const stop = (startTime: string, endTime: string, placeName: string | null) => ({
  startTime,
  endTime,
  placeName,
  durationSeconds: 0,
  latitude: 48,
  longitude: 2,
  address: 'Rue 1',
});

describe('currentPlace', () => {
  it('names the place of the stop the track ends in, since the stop began', () => {
    const stops = [
      stop('2026-03-02T06:00:00Z', '2026-03-02T07:00:00Z', 'Yard'),
      stop('2026-03-02T08:12:00Z', '2026-03-02T09:30:00Z', 'Depot North'),
    ];
    expect(currentPlace(stops, '2026-03-02T09:30:00.000Z')).toEqual({ name: 'Depot North', since: '2026-03-02T08:12:00Z' });
  });

  it('names nothing when the asset has left its last stop, stops at no place, or has no stop', () => {
    expect(currentPlace([stop('2026-03-02T08:12:00Z', '2026-03-02T09:30:00Z', 'Depot North')], '2026-03-02T09:45:00Z')).toBeNull();
    expect(currentPlace([stop('2026-03-02T08:12:00Z', '2026-03-02T09:30:00Z', null)], '2026-03-02T09:30:00Z')).toBeNull();
    expect(currentPlace([], '2026-03-02T09:30:00Z')).toBeNull();
  });
});
