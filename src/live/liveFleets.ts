import { FleetState, type FleetArrays, type FleetUpdate } from '../fleet/fleetState';
import type { LivePosition } from './liveConnection';

interface Tracked {
  state: FleetState;
  /** The state's counters when its last update was taken. */
  taken: { moves: number; statusChanges: number };
}

/**
 * The fleets that pages keep live, as the worker holds them: each by its key, with its own id to
 * row table. Positions are applied to every fleet as they arrive; takeUpdates() then hands out
 * what changed since it was last called.
 */
export function createLiveFleets() {
  const fleets = new Map<number, Tracked>();

  return {
    track(key: number, ids: string[], arrays: FleetArrays) {
      const state = new FleetState();
      state.load(ids, arrays);
      fleets.set(key, { state, taken: { moves: state.moves, statusChanges: state.statusChanges } });
    },

    untrack: (key: number) => void fleets.delete(key),

    /** Applies a batch of positions; true when it moved an asset of some fleet. */
    apply(batch: readonly LivePosition[]): boolean {
      let moved = false;
      for (const { state } of fleets.values()) {
        const before = state.moves;
        // A position is a move as it is (its other fields are ignored): no copy of a large batch.
        state.move(batch);
        moved ||= state.moves !== before;
      }
      return moved;
    },

    /** The update of each fleet that changed, in new arrays that can be transferred. */
    takeUpdates(): { key: number; update: FleetUpdate }[] {
      const updates: { key: number; update: FleetUpdate }[] = [];
      for (const [key, { state, taken }] of fleets) {
        if (state.moves === taken.moves) continue;
        const { statusCodes, colors, ...moved } = state.copyArrays();
        const recoloured = state.statusChanges !== taken.statusChanges;
        updates.push({ key, update: { moved, statuses: recoloured ? { statusCodes, colors, counts: state.statusCounts() } : undefined } });
        Object.assign(taken, { moves: state.moves, statusChanges: state.statusChanges });
      }
      return updates;
    },
  };
}
