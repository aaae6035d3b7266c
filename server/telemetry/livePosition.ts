import type { Schema } from '../contract';
import type { AssetPosition } from './assetState';
import type { LiveEvent } from './liveEvents';

/** The `position` event of the live stream for an asset's current position and status. */
export function livePositionEvent(asset: { assetId: string; tenantId: string }, position: AssetPosition): LiveEvent {
  const data: Schema<'LivePosition'> = {
    assetId: asset.assetId,
    tenantId: asset.tenantId,
    time: (position.lastPositionAt ?? new Date()).toISOString(),
    latitude: position.latitude ?? 0,
    longitude: position.longitude ?? 0,
    speedKmh: position.speedKmh ?? 0,
    heading: position.heading,
    status: position.status,
    address: position.address,
  };
  return { type: 'position', tenantId: asset.tenantId, assetId: asset.assetId, data };
}
