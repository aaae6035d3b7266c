import type { RecordedPosition } from './timeline';

type FleetRecord = RecordedPosition & { assetId: string };

/**
 * A fleet's positions of a period preceded by where each asset was last seen before it, as if
 * reported at the start: at the start of a replay every asset is on the map, not only those that
 * happened to report in its first moments.
 */
export function fromStartPositions(starts: readonly FleetRecord[], records: readonly FleetRecord[], start: string): FleetRecord[] {
  return [...starts.map((position) => ({ ...position, time: start })), ...records];
}
