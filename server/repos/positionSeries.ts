import sql, { empty, join, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import type { Period } from '../http/reportPeriod';
import { cappedQuery, shorterPeriod } from '../http/rowCap';
import { humidityKeys, temperatureKeys } from './deviceAttributes';

/** Positions of one asset in [from, to). */
export const assetPositionsIn = (assetId: string, period: Period) =>
  sql`asset_id = ${assetId} and time >= ${period.from} and time < ${period.to}`;

/**
 * Keeps at most about `maxPoints` rows of a series of positions (it has asset_id and time),
 * evenly spaced in each asset's own sequence, first and last kept. Each asset gets a share of
 * the budget in proportion to its rows (at least its first point), so a fleet replay thins
 * every vehicle alike instead of favouring those that report at the same instants.
 */
export function thinned(series: Sql, maxPoints: number | undefined): Sql {
  if (!maxPoints) return sql`select * from (${series}) series`;
  return sql`select * from (
      select series.*, row_number() over by_asset_in_time - 1 as point_index, count(*) over by_asset as point_count,
        greatest(1, ${maxPoints} :: bigint * count(*) over by_asset / count(*) over ()) as point_budget
      from (${series}) series
      window by_asset as (partition by asset_id), by_asset_in_time as (partition by asset_id order by time)
    ) ranked
    where point_count <= point_budget or point_index = 0
      or point_index * (point_budget - 1) / (point_count - 1) > (point_index - 1) * (point_budget - 1) / (point_count - 1)`;
}

interface LocationRow {
  time: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  heading: number | null;
  altitude: number | null;
}

/** How many points a series may have, and how many it should be thinned to (see `thinned`). */
export interface SeriesSize {
  maxRows: number;
  maxPoints?: number;
}

export async function locationSeries(
  db: Queryable,
  assetId: string,
  period: Period,
  size: SeriesSize,
): Promise<Schema<'LocationRecord'>[]> {
  const series = sql`select asset_id, time, latitude, longitude, speed_kmh, heading, altitude from positions
    where ${assetPositionsIn(assetId, period)}`;
  const rows = await cappedQuery<LocationRow>(db, sql`${thinned(series, size.maxPoints)} order by time`, size.maxRows, shorterPeriod);
  return rows.map((row) => ({
    time: row.time.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    speedKmh: row.speed_kmh,
    heading: row.heading,
    altitude: row.altitude,
  }));
}

/** A reading as a number: devices send numbers, or numbers as text in query-string protocols. */
const reading = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** The value of the first of `keys` present in the attributes. */
const firstOf = (keys: string[]) => sql`coalesce(${join(keys.map((key) => sql`attributes -> ${key} :: text`))})`;

/** Temperature and humidity from the positions that carry either, under any of their usual names. */
export async function weatherSeries(db: Queryable, assetId: string, period: Period, size: SeriesSize): Promise<Schema<'WeatherRecord'>[]> {
  const series = sql`select asset_id, time, ${firstOf(temperatureKeys)} as temperature, ${firstOf(humidityKeys)} as humidity
    from positions where ${assetPositionsIn(assetId, period)} and attributes ?| ${[...temperatureKeys, ...humidityKeys]} :: text[]`;
  const rows = await cappedQuery<{ time: Date; temperature: unknown; humidity: unknown }>(
    db,
    sql`${thinned(series, size.maxPoints)} order by time`,
    size.maxRows,
    shorterPeriod,
  );
  return rows
    .map((row) => ({ time: row.time.toISOString(), temperature: reading(row.temperature), humidity: reading(row.humidity) }))
    .filter((record) => record.temperature !== null || record.humidity !== null);
}

interface FleetPositionRow {
  asset_id: string;
  time: Date;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  heading: number | null;
}

const toPositionRecord = (row: FleetPositionRow): Schema<'PositionRecord'> => ({
  assetId: row.asset_id,
  time: row.time.toISOString(),
  latitude: row.latitude,
  longitude: row.longitude,
  speedKmh: row.speed_kmh,
  heading: row.heading,
});

/** Positions of every asset in `scope` (or of one) over a period, oldest first, for a fleet replay. */
export async function fleetPositions(
  db: Queryable,
  scope: Sql,
  period: Period,
  options: SeriesSize & { assetId?: string },
): Promise<Schema<'PositionRecord'>[]> {
  const series = sql`select asset_id, time, latitude, longitude, speed_kmh, heading from positions
    where ${scope} and time >= ${period.from} and time < ${period.to}
    ${options.assetId ? sql`and asset_id = ${options.assetId}` : empty}`;
  const rows = await cappedQuery<FleetPositionRow>(
    db,
    sql`${thinned(series, options.maxPoints)} order by time, asset_id`,
    options.maxRows,
    shorterPeriod,
  );
  return rows.map(toPositionRecord);
}

/**
 * The last position of each asset in `assetScope` (a condition on `assets`) at or before `at`, looked
 * for back to `since`: one index probe per asset on the positions' key (asset_id, time), so bounded
 * by the number of assets (at most `maxRows`) and by the days searched, whatever the fleet's history.
 */
export async function lastPositionsAt(
  db: Queryable,
  assetScope: Sql,
  period: { since: Date; at: Date },
  options: { maxRows: number; assetId?: string },
): Promise<Schema<'PositionRecord'>[]> {
  const rows = await db.query<FleetPositionRow>(sql`select assets.id as asset_id, last.time, last.latitude, last.longitude,
      last.speed_kmh, last.heading
    from assets cross join lateral (
      select time, latitude, longitude, speed_kmh, heading from positions
      where positions.asset_id = assets.id and time <= ${period.at} and time >= ${period.since}
      order by time desc limit 1
    ) last
    where ${assetScope} ${options.assetId ? sql`and assets.id = ${options.assetId}` : empty}
    order by assets.id limit ${options.maxRows}`);
  return rows.map(toPositionRecord);
}
