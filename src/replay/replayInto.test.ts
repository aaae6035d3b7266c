import { describe, expect, it } from 'vitest';
import { FleetState } from '../fleet/fleetState';
import { replayInto, toTrack } from './timeline';

const at = (iso: string, latitude: number) => ({ time: iso, latitude, longitude: 13.4, speedKmh: 40, heading: 90 });

describe('replayInto', () => {
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
