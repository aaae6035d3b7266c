import { haversineMeters } from '../domain/geometry';
import { periodWindows } from '../replay/replayPeriod';

/** Today since local midnight in windows of at most 6 hours (the most GET /positions answers at once). */
export function windowsOfToday(now: Date) {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return periodWindows(midnight, now);
}

interface Position {
  assetId: string;
  latitude: number;
  longitude: number;
}

/** The assets that travelled farthest, from positions in time order: [assetId, metres], longest first. */
export function busiestAssets(positions: readonly Position[], top: number): [string, number][] {
  const last = new Map<string, Position>();
  const meters = new Map<string, number>();
  for (const position of positions) {
    const previous = last.get(position.assetId);
    meters.set(position.assetId, (meters.get(position.assetId) ?? 0) + (previous ? haversineMeters(previous, position) : 0));
    last.set(position.assetId, position);
  }
  return [...meters].filter(([, m]) => m > 0).sort((a, b) => b[1] - a[1]).slice(0, top);
}
