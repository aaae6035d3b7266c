import sql, { empty, join, raw } from 'sql-template-tag';
import type { Db, Queryable } from '../db/engine';
import { assetScope, type Caller } from '../auth/tenancy';
import { inAssetGroup } from './assetGroups';
import type { Schema } from '../contract';
import { dayMs, type Period } from '../http/reportPeriod';
import { assertRowCap, shorterPeriod } from '../http/rowCap';
import { defaultFuelRules, type FuelRules } from '../reports/fuel/fuelEvents';
import { defaultFuelSensors, fuelSensorsOf, type FuelSensor } from '../reports/fuel/fuelLevel';
import { emptyFuelSeries, type FillPrice, type FuelSeries } from '../reports/fuel/fuelReport';

interface SetupRow {
  asset_id: string;
  name: string;
  tank_litres: number | null;
  model_tank_litres: number | null;
  sensor: FuelSensor | null;
  model_sensor: FuelSensor | null;
  protocol: string | null;
}

/** An asset's fuel setup as the fleet's reports read it: the asset and its setup. */
export interface NamedFuelSetup {
  assetId: string;
  name: string;
  setup: Schema<'AssetFuelSetup'>;
}

/**
 * The fuel setups of one asset or of the tenant's assets the caller sees, by name: own tank and sensor, model's tank,
 * device model's sensor (read with the asset, no query of its own), sensors read in order.
 */
export async function fuelSetups(
  db: Queryable,
  of: { assetId: string } | { tenantId: string; caller: Caller; groupId?: string; assetId?: string },
): Promise<NamedFuelSetup[]> {
  // A tenant's assets as the caller may see them (a user limited to groups, only theirs), of one group and one asset when asked.
  const where =
    'caller' in of
      ? sql`a.tenant_id = ${of.tenantId} and ${assetScope(of.caller, 'a.id')}
        and ${of.groupId ? inAssetGroup(of.caller, 'a.id', of.groupId) : sql`true`}
        and ${of.assetId ? sql`a.id = ${of.assetId}` : sql`true`}`
      : sql`a.id = ${of.assetId}`;
  const rows = await db.query<SetupRow>(sql`select a.id as asset_id, a.name, f.tank_litres, m.tank_litres as model_tank_litres, f.sensor,
      sm.fuel_sensor as model_sensor, s.protocol
    from assets a
    left join asset_fuel_setups f on f.asset_id = a.id
    left join asset_models m on m.id = a.model_id
    left join sensors s on s.id = a.sensor_id
    left join sensor_models sm on sm.id = s.model_id
    where ${where} order by a.name, a.id`);
  return rows.map((row) => ({
    assetId: row.asset_id,
    name: row.name,
    setup: {
      tankLitres: row.tank_litres,
      modelTankLitres: row.model_tank_litres,
      sensor: row.sensor,
      modelSensor: row.model_sensor,
      sensors: fuelSensorsOf(row.sensor, row.model_sensor, row.protocol),
    },
  }));
}

/** One asset's fuel setup; an asset deleted meanwhile has none (the fuel alerts' loop over assets goes on). */
export async function assetFuelSetup(db: Queryable, assetId: string): Promise<Schema<'AssetFuelSetup'>> {
  const [found] = await fuelSetups(db, { assetId });
  return found?.setup ?? { tankLitres: null, modelTankLitres: null, sensor: null, modelSensor: null, sensors: defaultFuelSensors(null) };
}

export async function saveAssetFuelSetup(
  db: Queryable,
  asset: { id: string; tenant_id: string },
  input: Schema<'AssetFuelSetupInput'>,
): Promise<void> {
  const sensor = input.sensor ? JSON.stringify(input.sensor) : null;
  await db.query(sql`insert into asset_fuel_setups (asset_id, tenant_id, tank_litres, sensor)
    values (${asset.id}, ${asset.tenant_id}, ${input.tankLitres}, ${sensor}::jsonb)
    on conflict (asset_id) do update set tank_litres = excluded.tank_litres, sensor = excluded.sensor, updated_at = now()`);
}

/** The tenant's fuel settings, defaults for what it never set; undefined when there is no such tenant. */
export async function tenantFuelSettings(db: Queryable, tenantId: string): Promise<Schema<'FuelSettings'> | undefined> {
  const [row] = await db.query<{ rules: Partial<FuelRules> | null; price_per_litre: number | null }>(sql`select f.rules, f.price_per_litre
    from tenants t left join tenant_fuel_settings f on f.tenant_id = t.id where t.id = ${tenantId}`);
  if (!row) return undefined;
  return { ...defaultFuelRules, ...row.rules, pricePerLitre: row.price_per_litre };
}

export async function saveTenantFuelSettings(db: Queryable, tenantId: string, settings: Schema<'FuelSettings'>): Promise<boolean> {
  const { pricePerLitre, ...rules } = settings;
  const rows = await db.query(sql`insert into tenant_fuel_settings (tenant_id, rules, price_per_litre)
    select id, ${JSON.stringify(rules)}::jsonb, ${pricePerLitre} from tenants where id = ${tenantId}
    on conflict (tenant_id) do update set rules = excluded.rules, price_per_litre = excluded.price_per_litre, updated_at = now()
    returning tenant_id`);
  return rows.length > 0;
}

/** One asset's positions of the period as JSON arrays, a column each (see `fuelPositionsOf`). */
interface FuelSeriesRow {
  asset_id: string;
  time_ms: number[];
  latitude: number[];
  longitude: number[];
  speed_kmh: number[];
  ignition: boolean[];
  /** The attributes of `keys`, in their order, as text. */
  [values: `values_${number}`]: (string | null)[];
}

/**
 * The positions of the period of each of `assetIds`, oldest first, each with only the attributes of `keys`
 * and the ignition; an asset without positions is absent. One query for all of them, at most `maxRows` positions
 * read (the caller checks the cap).
 * Each asset comes as one row of JSON arrays, a column each, the time a number: parsing a row per position
 * cost more than PostgreSQL's reading them (500 assets over a day are 720,000 positions, a month at 10 s 260,000).
 * Places are read to a millionth of a degree (11 cm), which a report needs, in half the text of a full double.
 */
async function fuelPositionsOf(
  db: Db,
  assetIds: readonly string[],
  period: Period,
  keys: readonly string[],
  maxRows: number,
): Promise<Map<string, FuelSeries>> {
  const values = keys.map((key, index) => sql`attributes -> ${key} as ${raw(`value_${index}`)}`);
  const arrays = keys.map((_, index) => sql`json_agg(${raw(`value_${index}`)}) as ${raw(`values_${index}`)}`);
  // The arrays keep the order of the sorted positions below them; the times are checked in JS all the same.
  const rows = await db.transaction(async (tx) => {
    // Planned by cost, a batch's read is worth a JIT compilation (25 ms on a 2-core machine, for a query of 90) and
    // parallel workers (whose start and sort cost more than they share): neither pays for itself here.
    await tx.query(
      sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_bitmapscan', 'off', true)`,
    );
    return tx.query<FuelSeriesRow>(sql`select asset_id, json_agg(time_ms) as time_ms,
      json_agg(latitude) as latitude, json_agg(longitude) as longitude,
      json_agg(speed_kmh) as speed_kmh, json_agg(ignition) as ignition${arrays.length ? sql`, ${join(arrays)}` : empty}
    from (
      select asset.id as asset_id, asset_positions.*
      from (select id from unnest(${[...assetIds]}::uuid[]) id order by id) asset
      cross join lateral (
        select date_part('epoch', time) * 1000 as time_ms,
          round(latitude * 1e6) / 1e6 as latitude, round(longitude * 1e6) / 1e6 as longitude, speed_kmh,
          coalesce(attributes -> 'ignition' = 'true'::jsonb, false) as ignition${values.length ? sql`, ${join(values)}` : empty}
        from positions where asset_id = asset.id and time >= ${period.from} and time < ${period.to}
        order by time
      ) asset_positions
      order by asset.id
      limit ${maxRows + 1}
    ) period_positions
    group by asset_id`);
  });
  const byAsset = new Map<string, FuelSeries>();
  for (const row of rows) {
    const attributes: Record<string, unknown[]> = {};
    keys.forEach((key, at) => (attributes[key] = row[`values_${at}`]));
    const { time_ms: time, latitude, longitude, speed_kmh: speedKmh, ignition } = row;
    byAsset.set(row.asset_id, inTimeOrder({ time, latitude, longitude, speedKmh, ignition, attributes }));
  }
  return byAsset;
}

/** The series sorted by time, each column alike (aggregates are fed in their input's order on PostgreSQL 15; a parallel plan of a later version might not keep it). */
function inTimeOrder(series: FuelSeries): FuelSeries {
  const { time } = series;
  let ordered = true;
  for (let index = 1; index < time.length && ordered; index += 1) ordered = time[index - 1] <= time[index];
  if (ordered) return series;
  const order = time.map((_, index) => index).sort((a, b) => time[a] - time[b]);
  const reordered = <T>(column: readonly T[]) => order.map((index) => column[index]);
  const attributes = Object.fromEntries(Object.entries(series.attributes).map(([key, column]) => [key, reordered(column)]));
  return {
    time: reordered(time),
    latitude: reordered(series.latitude),
    longitude: reordered(series.longitude),
    speedKmh: reordered(series.speedKmh),
    ignition: reordered(series.ignition),
    attributes,
  };
}

/** `items` in runs of at most `size`. */
const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The period in days from its start, the last one shorter where the period ends within it. */
function daysOf({ from, to }: Period): Period[] {
  const days: Period[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += dayMs)
    days.push({ from: new Date(start), to: new Date(Math.min(start + dayMs, to.getTime())) });
  return days;
}

/** The series one after the other (each in time order, and each later than the one before). */
function joined(parts: readonly FuelSeries[]): FuelSeries {
  if (parts.length === 1) return parts[0];
  const column = <T>(of: (series: FuelSeries) => readonly T[]) => ([] as T[]).concat(...parts.map(of));
  return {
    time: column((part) => part.time),
    latitude: column((part) => part.latitude),
    longitude: column((part) => part.longitude),
    speedKmh: column((part) => part.speedKmh),
    ignition: column((part) => part.ignition),
    // Every read of a batch holds the same attributes (the batch's keys).
    attributes: Object.fromEntries(Object.keys(parts[0].attributes).map((key) => [key, column((part) => part.attributes[key])])),
  };
}

/** Reads at once: PostgreSQL reads each on a core of its own while this process parses the one before. */
const readsInFlight = 2;

/**
 * The positions of the period of the assets of `batches` (each with the attributes of its `keys`), yielded a
 * batch at a time, in order, at most `maxRows` positions a batch. A batch is read a day a query, and the next
 * days and batches are read while the caller works on this one: PostgreSQL's aggregates of a month of one asset's
 * positions cost three times as much a position as a day's (arrays of a quarter of a million), and one query
 * leaves a core idle.
 */
async function* readInBatches<Batch extends { assetIds: readonly string[]; keys: readonly string[] }>(
  db: Db,
  batches: readonly Batch[],
  period: Period,
  maxRows: number,
): AsyncGenerator<{ batch: Batch; positions: Map<string, FuelSeries> }> {
  const days = daysOf(period);
  const reads = batches.flatMap((batch) => days.map((day) => ({ batch, day })));
  const read = ({ batch, day }: (typeof reads)[number]) => {
    const positions = fuelPositionsOf(db, batch.assetIds, day, batch.keys, maxRows);
    // A read ahead may fail before its turn (or the caller stop before it): awaited, it still throws.
    positions.catch(() => undefined);
    return positions;
  };
  const reading = reads.slice(0, readsInFlight).map(read);
  let parts = new Map<string, FuelSeries[]>();
  let rows = 0;
  for (let index = 0; index < reads.length; index += 1) {
    const positions = await reading[index];
    if (index + readsInFlight < reads.length) reading.push(read(reads[index + readsInFlight]));
    for (const [assetId, series] of positions) {
      parts.set(assetId, [...(parts.get(assetId) ?? []), series]);
      rows += series.time.length;
    }
    assertRowCap(rows, maxRows, shorterPeriod);
    if (index + 1 === reads.length || reads[index + 1].batch !== reads[index].batch) {
      yield { batch: reads[index].batch, positions: new Map([...parts].map(([assetId, series]) => [assetId, joined(series)])) };
      parts = new Map();
      rows = 0;
    }
  }
}

/**
 * The positions of the period of the assets of `setups`, `batchSize` assets at a time (each with the attributes
 * its sensors read), yielded a batch at a time, in order (see `readInBatches`).
 */
export async function* fuelPositionsInBatches(
  db: Db,
  setups: readonly NamedFuelSetup[],
  period: Period,
  batchSize: number,
  maxRows: number,
): AsyncGenerator<{ batch: NamedFuelSetup[]; positions: Map<string, FuelSeries> }> {
  const batches = chunks(setups, batchSize).map((batch) => ({
    setups: batch,
    assetIds: batch.map(({ assetId }) => assetId),
    keys: [...new Set(batch.flatMap(({ setup }) => setup.sensors.map((sensor) => sensor.attribute)))],
  }));
  for await (const { batch, positions } of readInBatches(db, batches, period, maxRows)) yield { batch: batch.setups, positions };
}

/** One asset's positions of the period for its fuel report, at most `maxRows` (see `readInBatches`). */
export async function fuelPositions(
  db: Db,
  assetId: string,
  period: Period,
  keys: readonly string[],
  maxRows: number,
): Promise<FuelSeries> {
  for await (const { positions } of readInBatches(db, [{ assetIds: [assetId], keys }], period, maxRows))
    return positions.get(assetId) ?? emptyFuelSeries;
  return emptyFuelSeries;
}

/** Stores the price entered on the asset's fill at `time`, or forgets it (null). */
export async function saveFuelFillPrice(
  db: Queryable,
  asset: { id: string; tenant_id: string },
  time: string,
  pricePerLitre: number | null,
): Promise<void> {
  if (pricePerLitre === null) {
    await db.query(sql`delete from fuel_fill_prices where asset_id = ${asset.id} and fill_time = ${time}`);
    return;
  }
  await db.query(sql`insert into fuel_fill_prices (asset_id, tenant_id, fill_time, price_per_litre)
    values (${asset.id}, ${asset.tenant_id}, ${time}, ${pricePerLitre})
    on conflict (asset_id, fill_time) do update set price_per_litre = excluded.price_per_litre, updated_at = now()`);
}

/** The prices entered on fills of each of `assetIds` within the period, oldest first; an asset without any is absent. */
export async function fuelFillPrices(db: Queryable, assetIds: readonly string[], period: Period): Promise<Map<string, FillPrice[]>> {
  const rows = await db.query<{ asset_id: string; time_ms: number; price_per_litre: number }>(sql`select asset_id,
      date_part('epoch', fill_time) * 1000 as time_ms, price_per_litre
    from fuel_fill_prices where asset_id = any(${[...assetIds]}::uuid[]) and fill_time >= ${period.from} and fill_time < ${period.to}
    order by asset_id, fill_time`);
  const byAsset = new Map<string, FillPrice[]>();
  for (const row of rows)
    byAsset.set(row.asset_id, [...(byAsset.get(row.asset_id) ?? []), { time: row.time_ms, pricePerLitre: row.price_per_litre }]);
  return byAsset;
}
