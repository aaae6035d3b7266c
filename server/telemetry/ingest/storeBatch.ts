import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/engine';
import type { PositionReport } from '../osmand/positionReport';
import { nextAssetPosition, type AssetPosition } from '../assetState';
import type { AlertEngine } from '../alerts/alertEngine';
import type { RaisedAlert } from '../alerts/alertStore';
import type { AssetTrack } from '../alerts/evaluateTrack';
import { recordTrips } from '../trips/recordTrips';
import { insertPositions, positionKey, updateAssetsAndSensors } from './writePositions';
import { lockTrackedAssets, type TrackedAsset } from './trackedAssets';
import type { TripSchedule } from './tripSchedule';
import type { Geocoder } from '../geocoder/geocoder';

export interface IngestItem {
  report: PositionReport;
  /** Looked up while the item waits for its batch. */
  address: Promise<string>;
}

export type IngestOutcome = 'stored' | 'unknownDevice';

/** What a committed batch changed, to push to consoles and mailboxes. */
export interface BatchResult {
  outcomes: IngestOutcome[];
  moved: { asset: TrackedAsset; position: AssetPosition }[];
  alerts: RaisedAlert[];
}

interface BatchDeps {
  config: Config;
  geocoder: Geocoder;
  alerts: AlertEngine;
  trips: TripSchedule;
}

interface Arrival {
  report: PositionReport;
  address: string;
}

/** The asset's positions of this batch that are newer than its previous one, oldest first. */
function newArrivals(asset: TrackedAsset, arrivals: Arrival[]): Arrival[] {
  const previous = asset.lastPositionAt?.getTime() ?? -Infinity;
  return arrivals.filter(({ report }) => report.time.getTime() > previous).sort((a, b) => a.report.time.getTime() - b.report.time.getTime());
}

async function refreshTrips(tx: Queryable, deps: BatchDeps, asset: TrackedAsset, stored: Arrival[], next: AssetPosition | null) {
  const times = stored.map(({ report }) => report.time.getTime());
  const news = {
    oldest: new Date(Math.min(...times)),
    newest: new Date(Math.max(...times)),
    previous: asset.lastPositionAt,
    statusChanged: next !== null && next.status !== asset.status,
  };
  if (!deps.trips.due(asset.assetId, news)) return;
  const behind = asset.lastPositionAt !== null && news.oldest < asset.lastPositionAt;
  await recordTrips(tx, asset, deps.config, { geocoder: deps.geocoder, ...(behind ? { earliest: news.oldest } : {}) });
  deps.trips.ran(asset.assetId, news.newest);
}

/**
 * One transaction for a whole batch: lock the devices' assets, insert the positions (a repeat is
 * a no-op), move the assets, note when each device was heard, bring trips up to date and raise
 * alerts. Unknown devices change nothing.
 */
export async function storeBatch(
  db: Db,
  deps: BatchDeps,
  items: IngestItem[],
): Promise<BatchResult> {
  const addresses = await Promise.all(items.map((item) => item.address));
  return db.transaction(async (tx) => {
    const assets = await lockTrackedAssets(tx, [...new Set(items.map((item) => item.report.deviceId))]);
    const known = items.flatMap((item, index) => {
      const asset = assets.get(item.report.deviceId);
      return asset ? [{ asset, report: item.report, address: addresses[index] }] : [];
    });
    const inserted = await insertPositions(tx, known.map(({ asset, report }) => ({ assetId: asset.assetId, tenantId: asset.tenantId, report })));

    const storedByAsset = new Map<TrackedAsset, Arrival[]>([...assets.values()].map((asset) => [asset, []]));
    for (const { asset, report, address } of known) {
      // Delete as we go: a position sent twice in one batch counts once.
      if (inserted.delete(positionKey(asset.assetId, report.time))) storedByAsset.get(asset)?.push({ report, address });
    }

    const moved: BatchResult['moved'] = [];
    const tracks: AssetTrack[] = [];
    for (const [asset, stored] of storedByAsset) {
      const arrivals = newArrivals(asset, stored);
      const newest = arrivals.at(-1);
      const position = nextAssetPosition(asset, newest ? { ...newest.report, address: newest.address } : null, deps.config.movingSpeedKmh);
      if (position) moved.push({ asset, position });
      if (stored.length) await refreshTrips(tx, deps, asset, stored, position);
      if (arrivals.length) tracks.push({ assetId: asset.assetId, tenantId: asset.tenantId, assetName: asset.name, points: arrivals.map(({ report }) => report) });
    }
    await updateAssetsAndSensors(tx, moved.map(({ asset, position }) => ({ assetId: asset.assetId, position })), [...assets.values()].map((asset) => asset.sensorId));
    const alerts = await deps.alerts.evaluate(tx, tracks);
    const outcomes = items.map((item): IngestOutcome => (assets.has(item.report.deviceId) ? 'stored' : 'unknownDevice'));
    return { outcomes, moved, alerts };
  });
}
