import sql from 'sql-template-tag';
import type { Schema } from '../context';

export type AssetStatus = Schema<'AssetStatus'>;

/** What an asset row says about where it is, as the ingestion reads and writes it. */
export interface AssetPosition {
  latitude: number | null;
  longitude: number | null;
  speedKmh: number | null;
  heading: number | null;
  address: string | null;
  lastPositionAt: Date | null;
  status: AssetStatus;
}

/** The columns of an asset row (alias `a`) that hold its position, as SQL answers them. */
export interface AssetPositionRow {
  latitude: number | null;
  longitude: number | null;
  speed_kmh: number | null;
  heading: number | null;
  address: string | null;
  last_position_at: Date | null;
  status: AssetStatus;
}

export const assetPositionColumns = sql`a.latitude, a.longitude, a.speed_kmh, a.heading, a.address, a.last_position_at, a.status`;

export const toAssetPosition = (row: AssetPositionRow): AssetPosition => ({
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmh: row.speed_kmh,
  heading: row.heading,
  address: row.address,
  lastPositionAt: row.last_position_at,
  status: row.status,
});

export interface NewestPosition {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number | null;
  address: string;
}

/** Moving above the threshold, Parked at or below it. */
export const motionStatus = (speedKmh: number, movingSpeedKmh: number): AssetStatus =>
  speedKmh > movingSpeedKmh ? 'Moving' : 'Parked';

/**
 * The asset after a device spoke: a newer position replaces the current one; an older one (a
 * device emptying its buffer) leaves it, but the device is back in the network all the same.
 * Answers null when nothing changes.
 */
export function nextAssetPosition(current: AssetPosition, newest: NewestPosition | null, movingSpeedKmh: number): AssetPosition | null {
  if (newest && (!current.lastPositionAt || newest.time > current.lastPositionAt)) {
    return {
      latitude: newest.latitude,
      longitude: newest.longitude,
      speedKmh: newest.speedKmh,
      heading: newest.heading,
      address: newest.address,
      lastPositionAt: newest.time,
      status: motionStatus(newest.speedKmh, movingSpeedKmh),
    };
  }
  if (current.status === 'OutOfNetwork' && current.lastPositionAt) {
    return { ...current, status: motionStatus(current.speedKmh ?? 0, movingSpeedKmh) };
  }
  return null;
}
