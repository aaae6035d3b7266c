import { describe, expect, it } from 'vitest';
import { FleetState } from '../fleet/fleetState';
import { fromStartPositions, positionAt, recordedSpan, replayInto, toTrack, tracksByAsset } from './timeline';

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

describe('replayInto', () => {
  const at = (iso: string, latitude: number) => ({ time: iso, latitude, longitude: 13.4, speedKmh: 40, heading: 90 });

  it('moves each asset to its replayed position and hides one not seen yet', () => {
    const fleet = new FleetState();
    fleet.replace(['a', 'b'].map((id) => ({ id, name: id, latitude: null, longitude: null, heading: null, status: 'Parked' as const })));
    const tracks = new Map([
      ['a', toTrack([at('2026-01-01T08:00:00Z', 52.5), at('2026-01-01T08:10:00Z', 52.6)])],
      ['b', toTrack([at('2026-01-01T09:00:00Z', 48.8)])],
    ]);
    replayInto(fleet, tracks, Date.parse('2026-01-01T08:05:00Z'));
    expect(fleet.positions[1]).toBeCloseTo(52.55, 4);
    expect(fleet.statusCounts().Moving).toBe(1);
    expect(Number.isNaN(fleet.positions[4])).toBe(true);
  });
});

describe('fromStartPositions', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 8, minute)).toISOString();
  const position = (assetId: string, time: string, latitude: number, speedKmh = 0) => ({
    assetId,
    time,
    latitude,
    longitude: 13.4,
    speedKmh,
    heading: null,
  });

  const start = at(0);
  const starts = [position('parked', at(-300), 52.1), position('moving', at(-1), 52.5, 40)];
  const records = [position('moving', at(5), 52.6, 40)];
  const tracks = tracksByAsset(fromStartPositions(starts, records, start));

  it('puts every asset at its last known position at the start, also one that never reports in the period', () => {
    expect(positionAt(tracks.get('parked')!, Date.parse(start))).toMatchObject({ latitude: 52.1, status: 'Parked' });
    expect(positionAt(tracks.get('moving')!, Date.parse(start))).toMatchObject({ latitude: 52.5, status: 'Moving' });
  });

  it('moves on from there to the first position of the period, and the replay begins at the start', () => {
    expect(positionAt(tracks.get('moving')!, Date.parse(at(5)))?.latitude).toBe(52.6);
    expect(recordedSpan(tracks)).toEqual({ start: Date.parse(start), end: Date.parse(at(5)) });
  });
});
