import { motionStatus } from '../domain/assetStatus';
import type { AssetStatus } from '../fleet/status';
import type { FleetMove, FleetState } from '../fleet/fleetState';

export interface RecordedPosition {
  time: string;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number | null;
}

/** One asset's recorded positions as columns, in time order. */
export interface Track {
  times: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  speeds: Float32Array;
  headings: (number | null)[];
}

export function toTrack(records: readonly RecordedPosition[]): Track {
  return {
    times: Float64Array.from(records, (r) => Date.parse(r.time)),
    latitudes: Float64Array.from(records, (r) => r.latitude),
    longitudes: Float64Array.from(records, (r) => r.longitude),
    speeds: Float32Array.from(records, (r) => r.speedKmh),
    headings: records.map((r) => r.heading),
  };
}

/** Tracks by asset from a fleet's positions in time order. */
export function tracksByAsset(records: readonly (RecordedPosition & { assetId: string })[]): Map<string, Track> {
  const grouped = new Map<string, RecordedPosition[]>();
  for (const record of records) {
    const list = grouped.get(record.assetId);
    if (list) list.push(record);
    else grouped.set(record.assetId, [record]);
  }
  return new Map([...grouped].map(([id, list]) => [id, toTrack(list)]));
}

/** Index of the last record at or before `time`, or -1 when the track starts later. */
function lastIndexAt(times: Float64Array, time: number): number {
  let [low, high] = [0, times.length - 1];
  if (high < 0 || time < times[0]) return -1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (times[mid] <= time) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface ReplayedPosition {
  latitude: number;
  longitude: number;
  heading: number | null;
  status: AssetStatus;
}

/**
 * Where the asset was at `time`: between two records, on the straight line between them in
 * proportion to the time; null before its first record; at its last record after that.
 */
export function positionAt(track: Track, time: number): ReplayedPosition | null {
  const i = lastIndexAt(track.times, time);
  if (i === -1) return null;
  const j = Math.min(i + 1, track.times.length - 1);
  const span = track.times[j] - track.times[i];
  const f = span > 0 ? Math.min(1, (time - track.times[i]) / span) : 0;
  return {
    latitude: track.latitudes[i] + (track.latitudes[j] - track.latitudes[i]) * f,
    longitude: track.longitudes[i] + (track.longitudes[j] - track.longitudes[i]) * f,
    heading: track.headings[i],
    status: motionStatus(track.speeds[i]),
  };
}

/** From the first to the last recorded time of all tracks; nulls when nothing was recorded. */
export function recordedSpan(tracks: ReadonlyMap<string, Track>): { start: number; end: number } | { start: null; end: null } {
  let [start, end] = [Infinity, -Infinity];
  for (const { times } of tracks.values()) {
    if (times.length === 0) continue;
    start = Math.min(start, times[0]);
    end = Math.max(end, times[times.length - 1]);
  }
  return start === Infinity ? { start: null, end: null } : { start, end };
}

/** Puts every tracked asset where it was at `time`; one not yet seen by then leaves the map. */
export function replayInto(fleet: FleetState, tracks: ReadonlyMap<string, Track>, time: number) {
  const moves: FleetMove[] = [];
  for (const [assetId, track] of tracks) {
    const position = positionAt(track, time);
    moves.push(position ? { assetId, ...position } : { assetId, latitude: NaN, longitude: NaN, heading: null, status: 'Parked' });
  }
  fleet.move(moves);
}

type FleetRecord = RecordedPosition & { assetId: string };

/**
 * A fleet's positions of a period preceded by where each asset was last seen before it, as if
 * reported at the start: at the start of a replay every asset is on the map, not only those that
 * happened to report in its first moments.
 */
export function fromStartPositions(starts: readonly FleetRecord[], records: readonly FleetRecord[], start: string): FleetRecord[] {
  return [...starts.map((position) => ({ ...position, time: start })), ...records];
}
