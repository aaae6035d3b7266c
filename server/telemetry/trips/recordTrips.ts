import sql, { bulk, empty, join } from 'sql-template-tag';
import type { Queryable } from '../../db/engine';
import { segmentTrips, type DerivedTrip, type TripRules } from './segment';
import { simplifyTrack } from './simplify';
import { readTripPositions } from './tripPositions';
import { tripAddresses } from './tripAddresses';
import { createGeocoder, type Geocoder } from '../geocoder/geocoder';

export interface TripAsset {
  assetId: string;
  tenantId: string;
}

export interface RecordOptions {
  /** Trips without movement for tripStopMinutes before this time have ended (default: now). */
  now?: Date;
  /** The oldest position stored since the last call, when a device delivers a backlog older than its last trip. */
  earliest?: Date;
  /** Start and end addresses; without one, the offline nearest place. */
  geocoder?: Geocoder;
}

const offlineGeocoder = createGeocoder({ serviceUrl: null });

interface LastTrip {
  start_time: Date;
  end_time: Date;
  in_progress: boolean;
}

/**
 * Brings the stored trips of an asset up to date with its positions. Incremental: it
 * re-derives from the start of the last stored trip (or of the trip under way when
 * `earliest` lies before it), upserting by (asset, start time) so that a trip keeps its id
 * while it grows, and removing trips that the positions no longer support. Idempotent: a
 * second call with the same positions changes nothing. A trip still under way is stored with
 * in_progress and no end address. A closed trip is only revisited once the asset moves again.
 */
export async function recordTrips(tx: Queryable, asset: TripAsset, rules: TripRules, options: RecordOptions = {}): Promise<number> {
  const since = await derivationStart(tx, asset.assetId, rules, options.earliest);
  if (since === undefined) return 0;
  const points = await readTripPositions(tx, asset.assetId, since, rules.movingSpeedKmh);
  const trips = segmentTrips(points, rules, (options.now ?? new Date()).getTime());
  await saveTrips(tx, asset, since, trips, options.geocoder ?? offlineGeocoder);
  return trips.length;
}

/** Where re-derivation starts: null for the whole history, undefined when nothing can have changed. */
async function derivationStart(tx: Queryable, assetId: string, rules: TripRules, earliest?: Date): Promise<Date | null | undefined> {
  const [last] = await tx.query<LastTrip>(
    sql`select start_time, end_time, in_progress from trips where asset_id = ${assetId} order by start_time desc limit 1`,
  );
  if (earliest && (!last || earliest < last.start_time)) {
    const [before] = await tx.query<{ start_time: Date }>(sql`select start_time from trips
      where asset_id = ${assetId} and start_time <= ${earliest} order by start_time desc limit 1`);
    return before?.start_time ?? null;
  }
  if (last?.in_progress) return last.start_time;
  // No trip can start, or a closed one change, until the asset moves again.
  const [moved] = await tx.query<{ time: Date }>(sql`select time from positions
    where asset_id = ${assetId} and speed_kmh > ${rules.movingSpeedKmh} ${last ? sql`and time > ${last.end_time}` : empty}
    order by time limit 1`);
  if (!moved) return undefined;
  // A trip starts from the report before its first movement, when that is recent.
  return last?.start_time ?? new Date(moved.time.getTime() - rules.tripStopMinutes * 60_000);
}

async function saveTrips(tx: Queryable, asset: TripAsset, since: Date | null, trips: DerivedTrip[], geocoder: Geocoder) {
  const sinceCondition = since ? sql`and start_time >= ${since}` : empty;
  const starts = trips.map((trip) => new Date(trip.startTime));
  await tx.query(sql`delete from trips where asset_id = ${asset.assetId} ${sinceCondition}
    ${starts.length ? sql`and start_time not in (${join(starts)})` : empty}`);
  if (!trips.length) return;
  const addresses = await tripAddresses(tx, geocoder, asset.assetId, since, trips);
  const rows = trips.map((trip, index) => {
    const [start, end] = [trip.track[0], trip.track[trip.track.length - 1]];
    const waypoints = simplifyTrack(trip.track).map(({ latitude, longitude }) => ({ latitude, longitude }));
    return [
      asset.tenantId,
      asset.assetId,
      starts[index],
      new Date(trip.endTime),
      trip.distanceKm,
      trip.maxSpeedKmh,
      start.latitude,
      start.longitude,
      end.latitude,
      end.longitude,
      addresses[index].start,
      addresses[index].end,
      JSON.stringify(waypoints),
      trip.inProgress,
    ];
  });
  // A year of backlog is thousands of trips: stay well below PostgreSQL's 65,535 parameters.
  for (let first = 0; first < rows.length; first += 1000) await upsert(tx, rows.slice(first, first + 1000));
}

async function upsert(tx: Queryable, rows: unknown[][]) {
  await tx.query(sql`insert into trips (tenant_id, asset_id, start_time, end_time, distance_km, max_speed_kmh,
      start_latitude, start_longitude, end_latitude, end_longitude, start_address, end_address, waypoints, in_progress)
    values ${bulk(rows)}
    on conflict (asset_id, start_time) do update set end_time = excluded.end_time, distance_km = excluded.distance_km,
      max_speed_kmh = excluded.max_speed_kmh, start_latitude = excluded.start_latitude,
      start_longitude = excluded.start_longitude, end_latitude = excluded.end_latitude, end_longitude = excluded.end_longitude,
      start_address = excluded.start_address, end_address = excluded.end_address, waypoints = excluded.waypoints,
      in_progress = excluded.in_progress`);
}
