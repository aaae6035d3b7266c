import type { Config } from '../../config';
import type { Db } from '../../db/engine';
import type { PositionReport } from './positionReport';
import { nextAssetPosition, type AssetPosition } from '../assetState';
import type { AlertEngine } from '../alerts/alertEngine';
import type { RaisedAlert } from '../../repos/alerts';
import type { AssetTrack, TrackPoint } from '../alerts/evaluateTrack';
import { positionKey, writeBatch } from './writePositions';
import { lockTrackedAssets, type TrackedAsset } from './trackedAssets';
import type { TripSchedule } from './tripSchedule';
import type { Geocoder } from '../geocoder/geocoder';
import { followBatchDrivers } from '../drivers/driverIngest';
import { drivingEvents, freshMemory, thresholdsFor, type MotionMemory } from '../behaviour/drivingEvents';
import { insertDrivingEvents } from '../../repos/drivingEvents';
import { inModelUnit } from '../trackers/teltonika/greenDriving';

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
  /** Assets whose trips are due to be re-derived once the batch has committed; `earliest` when a backlog reaches behind. */
  tripsDue: { asset: TrackedAsset; earliest: Date | null }[];
}

interface BatchDeps {
  config: Config;
  geocoder: Geocoder;
  alerts: AlertEngine;
  trips: TripSchedule;
  /** What behaviour derivation remembers of each asset between batches (a few numbers each). */
  motion: Map<string, MotionMemory>;
}

interface Arrival {
  report: PositionReport;
  address: string;
}

/**
 * The asset's positions of this batch that are newer than its previous one, oldest first, each
 * time once. None of them can be stored already: the asset's row, locked, holds the newest time
 * stored, so the asset moves and alerts are raised before the positions are written.
 */
function newArrivals(asset: TrackedAsset, arrivals: Arrival[]): Arrival[] {
  const previous = asset.lastPositionAt?.getTime() ?? -Infinity;
  return arrivals
    .filter(({ report }) => report.time.getTime() > previous)
    .sort((a, b) => a.report.time.getTime() - b.report.time.getTime())
    .filter(({ report }, index, sorted) => index === 0 || sorted[index - 1].report.time.getTime() !== report.time.getTime());
}

/** The asset's last position as the alert engine reads a point, if it has one. */
function previousPoint(asset: TrackedAsset): TrackPoint | null {
  const { latitude, longitude, lastPositionAt, speedKmh } = asset;
  return latitude === null || longitude === null || lastPositionAt === null
    ? null
    : { time: lastPositionAt, latitude, longitude, speedKmh: speedKmh ?? 0 };
}

/** Whether the asset's trips are due (see TripSchedule), and from how far back; marks them as done. */
function tripsDue(trips: TripSchedule, asset: TrackedAsset, stored: Arrival[], next: AssetPosition | null) {
  const times = stored.map(({ report }) => report.time.getTime());
  const news = {
    oldest: new Date(Math.min(...times)),
    newest: new Date(Math.max(...times)),
    previous: asset.lastPositionAt,
    statusChanged: next !== null && next.status !== asset.status,
  };
  if (!trips.due(asset.assetId, news)) return null;
  trips.ran(asset.assetId, news.newest);
  const behind = asset.lastPositionAt !== null && news.oldest < asset.lastPositionAt;
  return { asset, earliest: behind ? news.oldest : null };
}

/**
 * One transaction for a whole batch: lock the devices' assets, insert the positions (a repeat is
 * a no-op), move the assets, note when each device was heard and raise alerts; answers which
 * assets' trips are due (derived after the commit). Unknown devices change nothing.
 */
export async function storeBatch(db: Db, deps: BatchDeps, items: IngestItem[]): Promise<BatchResult> {
  const addresses = await Promise.all(items.map((item) => item.address));
  return db.transaction(async (tx) => {
    const { assets, driverStates, graceSeconds, drivingThresholds, ...alertInputs } = await lockTrackedAssets(tx, [
      ...new Set(items.map((item) => item.report.deviceId)),
    ]);
    const outcomes = items.map((item): IngestOutcome => (assets.has(item.report.deviceId) ? 'stored' : 'unknownDevice'));
    if (!assets.size) return { outcomes, moved: [], alerts: [], tripsDue: [] };
    const known = items.flatMap((item, index) => {
      const asset = assets.get(item.report.deviceId);
      if (!asset) return [];
      // IO 254 read in the unit of the device's model, before the position is stored or judged.
      const attributes = inModelUnit(item.report.attributes, asset.greenDrivingUnit);
      const report = attributes === item.report.attributes ? item.report : { ...item.report, attributes };
      return [{ asset, report, address: addresses[index] }];
    });
    const arrivedByAsset = new Map<TrackedAsset, Arrival[]>([...assets.values()].map((asset) => [asset, []]));
    for (const { asset, report, address } of known) arrivedByAsset.get(asset)?.push({ report, address });

    const moved: BatchResult['moved'] = [];
    const nextPositions = new Map<TrackedAsset, AssetPosition>();
    const tracks: AssetTrack[] = [];
    const behaviour: Parameters<typeof insertDrivingEvents>[1] = [];
    for (const [asset, arrived] of arrivedByAsset) {
      const arrivals = newArrivals(asset, arrived);
      const newest = arrivals.at(-1);
      const position = nextAssetPosition(asset, newest ? { ...newest.report, address: newest.address } : null, deps.config.movingSpeedKmh);
      if (position) {
        moved.push({ asset, position });
        nextPositions.set(asset, position);
      }
      if (!arrivals.length) continue;
      const points = arrivals.map(({ report }) => report);
      tracks.push({ assetId: asset.assetId, tenantId: asset.tenantId, assetName: asset.name, previous: previousPoint(asset), points });
      if (!deps.config.drivingBehaviour) continue;
      const memory = deps.motion.get(asset.assetId) ?? freshMemory();
      deps.motion.set(asset.assetId, memory);
      for (const event of drivingEvents(memory, points, thresholdsFor(asset.typeName, drivingThresholds.get(asset.tenantId))))
        behaviour.push({ assetId: asset.assetId, tenantId: asset.tenantId, event });
    }
    const inserted = await writeBatch(tx, {
      positions: known.map(({ asset, report }) => ({ assetId: asset.assetId, tenantId: asset.tenantId, report })),
      moved: moved.map(({ asset, position }) => ({ assetId: asset.assetId, position })),
      sensorIds: [...assets.values()].map((asset) => asset.sensorId),
    });

    const due: BatchResult['tripsDue'] = [];
    for (const [asset, arrived] of arrivedByAsset) {
      // Delete as we go: a position sent twice in one batch counts once.
      const stored = arrived.filter(({ report }) => inserted.delete(positionKey(asset.assetId, report.time)));
      const trips = stored.length ? tripsDue(deps.trips, asset, stored, nextPositions.get(asset) ?? null) : null;
      if (trips) due.push(trips);
    }
    await insertDrivingEvents(tx, behaviour);
    const alerts = [
      ...(await deps.alerts.evaluate(tx, tracks, alertInputs)),
      ...(await followBatchDrivers(tx, tracks, { driverStates, graceSeconds })),
    ];
    return { outcomes, moved, alerts, tripsDue: due };
  });
}
