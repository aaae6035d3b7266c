import type { FleetAsset, FleetMove } from '../../../src/map/fleet/fleetState';
import type { AssetStatus } from '../../../src/map/fleet/status';

const STATUSES: AssetStatus[] = ['Moving', 'Moving', 'Parked', 'OutOfNetwork'];

/** N assets scattered over Berlin and its surroundings. */
export function makeFleet(n: number): FleetAsset[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `asset-${i}`,
    name: `Truck ${i}`,
    latitude: 52.52 + (Math.random() - 0.5) * 0.6,
    longitude: 13.4 + (Math.random() - 0.5) * 1,
    heading: Math.random() * 360,
    status: STATUSES[i % STATUSES.length],
  }));
}

/** One live update of every asset: a small step along its heading; one in a hundred changes status. */
export function nextMoves(fleet: FleetAsset[]): FleetMove[] {
  return fleet.map((asset) => {
    asset.heading = ((asset.heading ?? 0) + (Math.random() - 0.5) * 40 + 360) % 360;
    const step = 0.0004;
    asset.latitude = (asset.latitude ?? 0) + Math.cos((asset.heading * Math.PI) / 180) * step;
    asset.longitude = (asset.longitude ?? 0) + Math.sin((asset.heading * Math.PI) / 180) * step;
    if (Math.random() < 0.01) asset.status = STATUSES[Math.floor(Math.random() * STATUSES.length)];
    return { assetId: asset.id, latitude: asset.latitude, longitude: asset.longitude, heading: asset.heading, status: asset.status };
  });
}
