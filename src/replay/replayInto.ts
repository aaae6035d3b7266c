import type { FleetMove, FleetState } from '../fleet/fleetState';
import { positionAt, type Track } from './timeline';

/** Puts every tracked asset where it was at `time`; one not yet seen by then leaves the map. */
export function replayInto(fleet: FleetState, tracks: ReadonlyMap<string, Track>, time: number) {
  const moves: FleetMove[] = [];
  for (const [assetId, track] of tracks) {
    const position = positionAt(track, time);
    moves.push(position ? { assetId, ...position } : { assetId, latitude: NaN, longitude: NaN, heading: null, status: 'Parked' });
  }
  fleet.move(moves);
}
