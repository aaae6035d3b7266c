import sql from 'sql-template-tag';
import type { Config } from '../../config';
import { prepared, type Db } from '../../db/engine';
import type { Geocoder } from '../geocoder/geocoder';
import { recordTrips, type TripAsset } from '../trips/recordTrips';

export interface TripFollowUp {
  /** Re-derives the asset's trips soon; `earliest`: the oldest position of a backlog older than its last one. */
  schedule(asset: TripAsset, earliest: Date | null): void;
  /** Waits for the derivations scheduled so far. */
  drain(): Promise<void>;
}

/**
 * Trips are derived from stored positions after the positions' batch has committed, outside its
 * transaction: a device's acknowledgement never waits for them, and a burst of assets due at once
 * (every asset on its first batch after a start) does not hold up the positions behind it. One
 * asset at a time, each in a short transaction holding its row as an ingestion batch does, so that
 * two instances (or the out-of-network sweep) never derive one asset's trips at once. An asset
 * scheduled again while it waits is derived once, from the older of the two starting points.
 * Derivation is idempotent: after a crash the first batch of each asset derives again.
 */
export function createTripFollowUp(db: Db, deps: { config: Config; geocoder: Geocoder; log(line: string): void }): TripFollowUp {
  const pending = new Map<string, { asset: TripAsset; earliest: Date | null }>();
  let running: Promise<void> | null = null;

  async function derive({ asset, earliest }: { asset: TripAsset; earliest: Date | null }) {
    try {
      await db.transaction(async (tx) => {
        await tx.query(prepared(sql`select 1 from asset_positions where asset_id = ${asset.assetId} for update`));
        await recordTrips(tx, asset, deps.config, { geocoder: deps.geocoder, ...(earliest ? { earliest } : {}) });
      });
    } catch (error) {
      // Its next due batch (or the out-of-network sweep) derives them again.
      deps.log(`deriving the trips of asset ${asset.assetId} failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  async function run() {
    for (let next = pending.values().next(); !next.done; next = pending.values().next()) {
      pending.delete(next.value.asset.assetId);
      await derive(next.value);
    }
    running = null;
  }

  return {
    schedule(asset, earliest) {
      // A backlog is derived from where it starts, whichever scheduling saw it.
      const starts = [pending.get(asset.assetId)?.earliest, earliest].filter((start): start is Date => !!start);
      pending.set(asset.assetId, { asset, earliest: starts.length ? new Date(Math.min(...starts.map(Number))) : null });
      running ??= run();
    },
    async drain() {
      while (running) await running;
    },
  };
}
