import sql, { raw, type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Db } from '../db/engine';
import { assertSameTenant, assetScope, findOwned, tenantScope, type Caller } from '../auth/tenancy';
import { searchCondition, type ListParams, type Page } from '../http/listQuery';
import { sortableFields } from '../http/sortFields';
import { insertRow, optionalText, updateRow, type RowValues } from './rowWrites';
import { listPage } from './pagedList';
import { inAssetGroup } from './assetGroups';
import { forgetCounts } from './countCache';
import { setDriverByForm } from './driverSessions';
import { releaseFromOtherAssets } from './assetLinks';

/** An asset as the API answers it, written by PostgreSQL, with what the server itself needs. */
export interface AssetRecord {
  id: string;
  tenant_id: string;
  /** The Asset of the contract, as JSON text. */
  json: string;
}

/** A field (the name) of the record `column` points at, read by a subquery of one indexed lookup. */
const pointedAt = (table: string, column: string, field = 'name') =>
  `(select pointed.${field} from ${table} pointed where pointed.id = a.${column})`;
const typeName = pointedAt('asset_types', 'type_id');
const sensorName = pointedAt('sensors', 'sensor_id');
const driverName = pointedAt('drivers', 'driver_id');

/** The API's timestamps: UTC, milliseconds, as JavaScript's toISOString writes them. */
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const pair = (key: string, expression: string) => `'${key}', ${expression}`;
const object = (pairs: [string, string][]) => `json_build_object(${pairs.map(([key, expression]) => pair(key, expression)).join(', ')})`;

const modelJson = object([
  ['id', 'm.id'],
  ['name', 'm.name'],
  ['manufacturer', 'm.manufacturer'],
  ['year', 'm.year'],
  ['fuelType', 'm.fuel_type'],
  ['tankLitres', 'm.tank_litres'],
  ['description', 'm.description'],
  ['createdAt', isoTime('m.created_at')],
]);

/**
 * The Asset of the contract, built by PostgreSQL: for a page of 25 assets, turning 32 columns a
 * row into JavaScript objects and back into JSON took the API server twice as long as the rest
 * of the request, while PostgreSQL writes the JSON on its own cores. The type, device and driver
 * names are subqueries, not joins: one indexed lookup each for the rows of the page only.
 */
const assetJson = object([
  ['id', 'a.id'],
  ['tenantId', 'a.tenant_id'],
  ['name', 'a.name'],
  ['plateNumber', 'a.plate_number'],
  ['vin', 'a.vin'],
  ['status', 'p.status'],
  [
    'currentLocation',
    `case when p.latitude is null or p.longitude is null then null else ${object([
      ['latitude', 'p.latitude'],
      ['longitude', 'p.longitude'],
    ])} end`,
  ],
  ['currentAddress', 'p.address'],
  ['speedKmh', 'p.speed_kmh'],
  ['heading', 'p.heading'],
  ['lastPositionAt', isoTime('p.last_position_at')],
  ['tags', 'a.tags'],
  ['purchaseDate', 'a.purchase_date'],
  ['importantDates', 'a.important_dates'],
  ['modelId', 'a.model_id'],
  ['model', `case when m.id is null then null else ${modelJson} end`],
  ['typeId', 'a.type_id'],
  ['typeName', typeName],
  ['sensorId', 'a.sensor_id'],
  ['sensorName', sensorName],
  ['driverId', 'a.driver_id'],
  ['driverName', driverName],
  ['createdAt', isoTime('a.created_at')],
  ['updatedAt', isoTime('a.updated_at')],
]);

export const assetColumns = raw(`a.id, a.tenant_id, ${assetJson} :: text as json`);

export const assetFrom = sql`assets a join asset_positions p on p.asset_id = a.id left join asset_models m on m.id = a.model_id`;

export const selectAsset = (where: Sql) => sql`select ${assetColumns} from ${assetFrom} where ${where}`;

/** API field -> expression over assetFrom; the default, name, is served by an index. */
export const assetSortable = sortableFields<'listAssets'>({
  name: 'a.name',
  status: 'p.status',
  plateNumber: 'a.plate_number',
  vin: 'a.vin',
  currentAddress: 'p.address',
  lastPositionAt: 'p.last_position_at',
  createdAt: 'a.created_at',
  updatedAt: 'a.updated_at',
  typeName,
  'model.name': 'm.name',
  driverName,
  sensorName,
});

/** What `query` searches: the asset's names and numbers, its driver's name and its device's id. */
export const assetSearch = [
  'a.name',
  'a.plate_number',
  'a.vin',
  'a.tags',
  'p.address',
  driverName,
  pointedAt('sensors', 'sensor_id', 'unique_id'),
];

/** Tags travel as one space-separated string: runs of whitespace become one space, repeats go. */
export const normalizeTags = (tags: string | undefined) => [...new Set((tags ?? '').split(/\s+/).filter(Boolean))].join(' ');

/**
 * The columns an API write sets. Status and position are not among them: they come from the
 * asset's device. A PUT replaces the record, so an absent field is cleared.
 */
/** An asset's own columns (its device and driver aside, which `saveAsset` also takes off other assets). */
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

export interface AssetFilters extends ListParams {
  status?: Schema<'AssetStatus'>;
  groupId?: string;
  tenantId?: string;
}

export const listAssets = (db: Db, caller: Caller, filters: AssetFilters, maxRows: number): Promise<Page<AssetRecord>> =>
  listPage<AssetRecord>(
    db,
    {
      columns: assetColumns,
      from: assetFrom,
      where: [
        tenantScope(caller, 'a.tenant_id', filters.tenantId),
        assetScope(caller, 'a.id'),
        ...(filters.status ? [sql`p.status = ${filters.status}`] : []),
        ...(filters.groupId ? [inAssetGroup(caller, 'a.id', filters.groupId)] : []),
        ...searchCondition(filters.query, assetSearch),
      ],
      sortable: assetSortable,
      defaultSort: 'name',
      id: 'a.id',
    },
    filters,
    maxRows,
  );

/** The asset when it belongs to the caller's tenant; 404 otherwise. */
export const findAsset = (db: Db, caller: Caller, id: string) =>
  findOwned<AssetRecord>(
    db,
    selectAsset(sql`a.id = ${id} and ${tenantScope(caller, 'a.tenant_id')} and ${assetScope(caller, 'a.id')}`),
    'Asset',
  );

/**
 * Writes the asset (a new one when `assetId` is null) and takes its device and driver off any
 * other asset, in one transaction. An asset stays in its tenant: its device, driver and history belong there.
 */
export async function saveAsset(db: Db, tenantId: string, input: Schema<'AssetInput'>, assetId: string | null): Promise<string> {
  await assertSameTenant(db, 'sensors', input.sensorId, tenantId, 'sensorId');
  await assertSameTenant(db, 'drivers', input.driverId, tenantId, 'driverId');
  const savedId = await db.transaction(async (tx) => {
    if (input.sensorId) await releaseFromOtherAssets(tx, 'sensor_id', input.sensorId, assetId);
    if (input.driverId) await releaseFromOtherAssets(tx, 'driver_id', input.driverId, assetId);
    const id = assetId ?? (await insertRow(tx, 'assets', { ...assetValues(input), tenant_id: tenantId }));
    if (assetId) await updateRow(tx, 'assets', assetId, { ...assetValues(input), updated_at: sql`now()` });
    // The driver field assigns by hand from now: a session opens or ends (driverSessions.ts).
    await setDriverByForm(tx, id, input.driverId ?? null);
    return id;
  });
  // A list's remembered count must not hide the asset just written (see countCache).
  forgetCounts(db);
  return savedId;
}

/**
 * Deletes the asset with its positions, trips and alerts; its device and driver stay, unassigned.
 * Positions have no foreign key to cascade along (see migration 015).
 */
export async function deleteAsset(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(sql`delete from positions where asset_id = ${id}`);
    await tx.query(sql`delete from assets where id = ${id}`);
  });
  forgetCounts(db);
}
