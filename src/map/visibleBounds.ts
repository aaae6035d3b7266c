import { boundsOfPositions } from './geo/bounds';
import type { FleetState } from '../fleet/fleetState';
import { statusCode, type AssetStatus } from '../fleet/status';

/** Bounds of the fleet's markers that the status filter shows (all when null). */
export function visibleBounds(fleet: FleetState, filter: AssetStatus | null) {
  const kept = filter === null ? -1 : statusCode(filter);
  return boundsOfPositions(fleet.positions, fleet.length, (i) => kept === -1 || fleet.statusCodes[i] === kept);
}
