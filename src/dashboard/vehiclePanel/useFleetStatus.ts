import { useCallback, useSyncExternalStore } from 'react';
import type { FleetState } from '../../fleet/fleetState';
import { STATUSES, type AssetStatus } from '../../fleet/status';

/** Re-renders when a status in the fleet changes (not on every move). */
export function useFleetStatusChanges(fleet: FleetState): number {
  return useSyncExternalStore(fleet.subscribe, () => fleet.statusChanges);
}

/** The live status of an asset: the fleet's (moved by the live stream) when it holds the asset. */
export function useLiveStatus(fleet: FleetState) {
  useFleetStatusChanges(fleet);
  return useCallback(
    (id: string, fallback: AssetStatus): AssetStatus => {
      const i = fleet.indexOf(id);
      return i === undefined ? fallback : STATUSES[fleet.statusCodes[i]];
    },
    [fleet],
  );
}

/** Re-renders with the clock every `intervalMs`, for "2 min ago" texts. */
export function useNow(intervalMs = 30_000): number {
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
