import sql, { empty, join, raw } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import type { Schema } from '../contract';
import type { Period } from '../http/reportPeriod';
import { cappedQuery, shorterPeriod } from '../http/rowCap';
import { assetPositionsIn } from './positionSeries';
import { defaultFuelRules, type FuelRules } from '../reports/fuel/fuelEvents';
import { defaultFuelSensors, type FuelSensor } from '../reports/fuel/fuelLevel';
import type { FuelPosition } from '../reports/fuel/fuelReport';

interface SetupRow {
  tank_litres: number | null;
  model_tank_litres: number | null;
  sensor: FuelSensor | null;
  protocol: string | null;
}

/** An asset's fuel setup: its own tank and sensor, its model's tank, and the sensors read in order. */
export async function assetFuelSetup(db: Queryable, assetId: string): Promise<Schema<'AssetFuelSetup'>> {
  const [row] = await db.query<SetupRow>(sql`select f.tank_litres, m.tank_litres as model_tank_litres, f.sensor, s.protocol
    from assets a
    left join asset_fuel_setups f on f.asset_id = a.id
    left join asset_models m on m.id = a.model_id
    left join sensors s on s.id = a.sensor_id
    where a.id = ${assetId}`);
  return {
    tankLitres: row?.tank_litres ?? null,
    modelTankLitres: row?.model_tank_litres ?? null,
    sensor: row?.sensor ?? null,
    sensors: row?.sensor ? [row.sensor] : defaultFuelSensors(row?.protocol ?? null),
  };
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

interface FuelPositionRow {
  time_ms: number;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  ignition: boolean;
  /** The attributes of `keys`, in their order, as text. */
  [value: `value_${number}`]: string | null;
}

/**
 * The asset's positions of the period, oldest first, each with only the attributes of `keys` and the ignition.
 * Each attribute is a column of its own, and the time a number: a month at 10 s is a quarter of a million rows.
 */
export async function fuelPositions(
  db: Queryable,
  assetId: string,
  period: Period,
  keys: readonly string[],
  maxRows: number,
): Promise<FuelPosition[]> {
  const values = keys.map((key, index) => sql`attributes ->> ${key} as ${raw(`value_${index}`)}`);
  const rows = await cappedQuery<FuelPositionRow>(
    db,
    sql`select (extract(epoch from time) * 1000)::float8 as time_ms, latitude, longitude, speed_kmh,
      coalesce(attributes -> 'ignition' = 'true'::jsonb, false) as ignition${values.length ? sql`, ${join(values)}` : empty}
    from positions where ${assetPositionsIn(assetId, period)} order by time`,
    maxRows,
    shorterPeriod,
  );
  return rows.map((row) => {
    const attributes: Record<string, unknown> = {};
    keys.forEach((key, index) => (attributes[key] = row[`value_${index}`]));
    attributes.ignition = row.ignition;
    return { time: row.time_ms, latitude: row.latitude, longitude: row.longitude, speedKmh: row.speed_kmh, attributes };
  });
}
