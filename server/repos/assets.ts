import sql, { raw, type Sql } from 'sql-template-tag';
import type { Schema } from '../context';
import { toAssetModel } from './assetModels';
import { optionalText, type RowValues } from './rowWrites';

export interface AssetRow {
  id: string;
  tenant_id: string;
  name: string;
  plate_number: string | null;
  vin: string | null;
  status: Schema<'AssetStatus'>;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  speed_kmh: number | null;
  heading: number | null;
  last_position_at: Date | null;
  tags: string;
  purchase_date: string | null;
  important_dates: Schema<'ImportantDate'>[];
  model_id: string | null;
  model_name: string | null;
  model_manufacturer: string | null;
  model_year: number | null;
  model_fuel_type: string | null;
  model_description: string | null;
  model_created_at: Date | null;
  type_id: string | null;
  type_name: string | null;
  sensor_id: string | null;
  sensor_name: string | null;
  driver_id: string | null;
  driver_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A field (the name) of the record `column` points at, read by a subquery of one indexed lookup. */
const pointedAt = (table: string, column: string, field = 'name') =>
  `(select pointed.${field} from ${table} pointed where pointed.id = a.${column})`;
const driverName = pointedAt('drivers', 'driver_id');

// The type, device and driver names are subqueries, not joins: planning a five-table join took
// most of the time of a page of 25 assets (with subqueries a page is served twice as fast).
export const assetColumns = sql`a.id, a.tenant_id, a.name, a.plate_number, a.vin, a.status, a.latitude, a.longitude, a.address,
  a.speed_kmh, a.heading, a.last_position_at, a.tags, a.purchase_date, a.important_dates, a.model_id, m.name as model_name,
  m.manufacturer as model_manufacturer, m.year as model_year, m.fuel_type as model_fuel_type,
  m.description as model_description, m.created_at as model_created_at, a.type_id, ${raw(pointedAt('asset_types', 'type_id'))} as type_name,
  a.sensor_id, ${raw(pointedAt('sensors', 'sensor_id'))} as sensor_name, a.driver_id, ${raw(driverName)} as driver_name, a.created_at, a.updated_at`;

export const assetFrom = sql`assets a left join asset_models m on m.id = a.model_id`;

export const selectAsset = (where: Sql) => sql`select ${assetColumns} from ${assetFrom} where ${where}`;

/** API field -> expression over assetFrom or a selected name; the default, name, is served by an index. */
export const assetSortable = {
  name: 'a.name',
  status: 'a.status',
  plateNumber: 'a.plate_number',
  vin: 'a.vin',
  lastPositionAt: 'a.last_position_at',
  createdAt: 'a.created_at',
  updatedAt: 'a.updated_at',
  typeName: 'type_name',
  'model.name': 'm.name',
  driverName: 'driver_name',
  sensorName: 'sensor_name',
};

/** What `query` searches: the asset's names and numbers, its driver's name and its device's id. */
export const assetSearch = ['a.name', 'a.plate_number', 'a.vin', 'a.tags', 'a.address', driverName, pointedAt('sensors', 'sensor_id', 'unique_id')];

export const toAsset = (row: AssetRow): Schema<'Asset'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  plateNumber: row.plate_number,
  vin: row.vin,
  status: row.status,
  currentLocation: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  currentAddress: row.address,
  speedKmh: row.speed_kmh,
  heading: row.heading,
  lastPositionAt: row.last_position_at?.toISOString() ?? null,
  tags: row.tags,
  purchaseDate: row.purchase_date,
  importantDates: row.important_dates,
  modelId: row.model_id,
  model: row.model_id
    ? toAssetModel({
        id: row.model_id,
        name: row.model_name as string,
        manufacturer: row.model_manufacturer,
        year: row.model_year,
        fuel_type: row.model_fuel_type,
        description: row.model_description,
        created_at: row.model_created_at as Date,
      })
    : null,
  typeId: row.type_id,
  typeName: row.type_name,
  sensorId: row.sensor_id,
  sensorName: row.sensor_name,
  driverId: row.driver_id,
  driverName: row.driver_name,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Tags travel as one space-separated string: runs of whitespace become one space, repeats go. */
export const normalizeTags = (tags: string | undefined) => [...new Set((tags ?? '').split(/\s+/).filter(Boolean))].join(' ');

/**
 * The columns an API write sets. Status and position are not among them: they come from the
 * asset's device. A PUT replaces the record, so an absent field is cleared.
 */
export const assetValues = (input: Schema<'AssetInput'>): RowValues => ({
  name: input.name.trim(),
  plate_number: optionalText(input.plateNumber),
  vin: optionalText(input.vin),
  tags: normalizeTags(input.tags),
  purchase_date: input.purchaseDate ?? null,
  important_dates: JSON.stringify((input.importantDates ?? []).map((date) => ({ ...date, note: date.note ?? null }))),
  model_id: input.modelId ?? null,
  type_id: input.typeId ?? null,
  sensor_id: input.sensorId ?? null,
  driver_id: input.driverId ?? null,
});
