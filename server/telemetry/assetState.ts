import sql from 'sql-template-tag';
import { motionStatus, type AssetStatus } from '../../src/domain/assetStatus';

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

/** The columns of an asset's row of asset_positions (alias `p`), as SQL answers them. */
export interface AssetPositionRow {
  latitude: number | null;
  longitude: number | null;
  speed_kmh: number | null;
  heading: number | null;
  address: string | null;
  last_position_at: Date | null;
  status: AssetStatus;
}

export const assetPositionColumns = sql`p.latitude, p.longitude, p.speed_kmh, p.heading, p.address, p.last_position_at, p.status`;

/** An asset position as one element of the JSON array setAssetPositions takes. */
export type AssetPositionRecord = AssetPositionRow & { asset_id: string };

export const toPositionRecord = (assetId: string, position: AssetPosition): AssetPositionRecord => ({
  asset_id: assetId,
  latitude: position.latitude,
  longitude: position.longitude,
  speed_kmh: position.speedKmh,
  heading: position.heading,
  address: position.address,
  last_position_at: position.lastPositionAt,
  status: position.status,
});

/** Moves assets (one statement, the positions as one jsonb parameter): usable alone or as a CTE. */
export const setAssetPositions = (records: AssetPositionRecord[]) => sql`update asset_positions p
  set latitude = m.latitude, longitude = m.longitude, speed_kmh = m.speed_kmh, heading = m.heading,
    address = m.address, last_position_at = m.last_position_at, status = m.status
  from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as m(asset_id uuid, latitude float8, longitude float8,
    speed_kmh float8, heading float8, address text, last_position_at timestamptz, status text)
  where p.asset_id = m.asset_id`;

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
