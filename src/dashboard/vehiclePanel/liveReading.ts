import type { FleetState } from '../../fleet/fleetState';
import { STATUSES, type AssetStatus } from '../../fleet/status';
import type { PanelAsset } from './vehicleSearch';

/** What a row of the vehicle list and the card show of an asset's last position, taken together. */
export interface LiveReading {
  status: AssetStatus;
  speedKmh: number | null;
  lastPositionAt: string | null;
}

/**
 * The asset's status, speed and last update from one source: the live fleet (the same state the map
 * draws), unless the asset record given is newer (the card reads the asset again now and then, and
 * the stream may have been down). Never the speed of one report beside the time of another.
 */
export function liveReading(fleet: FleetState, asset: Pick<PanelAsset, 'id' | 'status' | 'speedKmh' | 'lastPositionAt'>): LiveReading {
  const listed: LiveReading = { status: asset.status, speedKmh: asset.speedKmh, lastPositionAt: asset.lastPositionAt };
  const i = fleet.indexOf(asset.id);
  if (i === undefined) return listed;
  const status = STATUSES[fleet.statusCodes[i]];
  const report = fleet.lastReport(asset.id);
  const listedTime = asset.lastPositionAt ? Date.parse(asset.lastPositionAt) : -Infinity;
  if (!report || report.time === null || report.time < listedTime) return { ...listed, status };
  return { status, speedKmh: report.speedKmh, lastPositionAt: new Date(report.time).toISOString() };
}
