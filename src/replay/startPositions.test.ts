import { describe, expect, it } from 'vitest';
import { fromStartPositions, positionAt, recordedSpan, tracksByAsset } from './timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 8, minute)).toISOString();
const position = (assetId: string, time: string, latitude: number, speedKmh = 0) => ({ assetId, time, latitude, longitude: 13.4, speedKmh, heading: null });

describe('fromStartPositions', () => {
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
