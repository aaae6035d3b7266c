import { describe, expect, it } from 'vitest';
import { positionAt, recordedSpan, toTrack, tracksByAsset } from './timeline';

const record = (minute: number, latitude: number, speedKmh = 30) => ({
  time: new Date(Date.UTC(2026, 0, 1, 8, minute)).toISOString(),
  latitude,
  longitude: 13.4,
  speedKmh,
  heading: 0,
});
const minute = (m: number) => Date.UTC(2026, 0, 1, 8, m);

describe('positionAt', () => {
  const track = toTrack([record(0, 52.5), record(10, 52.6, 0), record(20, 52.6, 0)]);

  it('is nowhere before the first record', () => {
    expect(positionAt(track, minute(0) - 1)).toBeNull();
  });

  it('moves along the line between records in proportion to the time', () => {
    expect(positionAt(track, minute(5))?.latitude).toBeCloseTo(52.55);
    expect(positionAt(track, minute(0))?.latitude).toBe(52.5);
  });

  it('stays at the last record after the end and tells moving from parked', () => {
    expect(positionAt(track, minute(30))).toMatchObject({ latitude: 52.6, status: 'Parked' });
    expect(positionAt(track, minute(1))?.status).toBe('Moving');
  });
});

describe('tracksByAsset', () => {
  it('splits a fleet into tracks in time order', () => {
    const tracks = tracksByAsset([
      { ...record(0, 1), assetId: 'a' },
      { ...record(0, 2), assetId: 'b' },
      { ...record(1, 3), assetId: 'a' },
    ]);
    expect([...tracks.keys()]).toEqual(['a', 'b']);
    expect([...tracks.get('a')!.latitudes]).toEqual([1, 3]);
  });
});

describe('recordedSpan', () => {
  it('runs from the first to the last record of any track', () => {
    const tracks = new Map([
      ['a', toTrack([record(5, 1), record(9, 1)])],
      ['b', toTrack([record(2, 1), record(7, 1)])],
    ]);
    expect(recordedSpan(tracks)).toEqual({ start: minute(2), end: minute(9) });
    expect(recordedSpan(new Map())).toEqual({ start: null, end: null });
  });
});
