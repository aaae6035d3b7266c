import { describe, expect, it } from 'vitest';
import { eventMarkers } from './eventMarkers';

const level = (minute: number, litres: number) => ({ time: new Date(Date.UTC(2026, 0, 1, 6, minute)).toISOString(), litres });
const event = (kind: 'fill' | 'drain', minute: number) => ({
  kind,
  startTime: new Date(Date.UTC(2026, 0, 1, 6, minute)).toISOString(),
  endTime: new Date(Date.UTC(2026, 0, 1, 6, minute + 2)).toISOString(),
  litres: 20,
  beforeLitres: 50,
  afterLitres: 70,
  latitude: 0,
  longitude: 0,
  pricePerLitre: null,
});

describe('fuel chart markers', () => {
  it('marks each event at the level nearest its start, in the series of its kind', () => {
    const levels = [level(0, 50), level(10, 50), level(20, 70), level(30, 55)];
    expect(eventMarkers(levels, [event('fill', 12), event('drain', 29)])).toEqual({
      fill: [null, 50, null, null],
      drain: [null, null, null, 55],
    });
  });

  it('marks nothing without levels', () => {
    expect(eventMarkers([], [event('fill', 1)])).toEqual({ fill: [], drain: [] });
  });
});
