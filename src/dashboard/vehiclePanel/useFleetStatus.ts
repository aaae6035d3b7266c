import { useCallback, useSyncExternalStore } from 'react';
import type { FleetState } from '../../fleet/fleetState';

/** Re-renders on every update of the fleet's positions: at most a few a second (the live worker's interval). */
export function useFleetMoves(fleet: FleetState): number {
  return useSyncExternalStore(fleet.subscribe, () => fleet.moves);
}

/** How often "12 sec. ago" texts move on: the list's rows and the card tick together. */
export const AGE_TICK_MS = 1_000;

/** Re-renders with the clock every `intervalMs`, for "2 min ago" texts. */
export function useNow(intervalMs = AGE_TICK_MS): number {
  return useSyncExternalStore(
    useCallback(
      (notify: () => void) => {
        const timer = setInterval(notify, intervalMs);
        return () => clearInterval(timer);
      },
      [intervalMs],
    ),
    () => Math.floor(Date.now() / intervalMs) * intervalMs,
  );
}
