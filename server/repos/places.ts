import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import { optionalText, type RowValues } from './rowWrites';
import { sortableFields } from '../http/sortFields';
import type { TenantRecordSpec } from './tenantRecords';
import type { Queryable } from '../db/engine';
import type { LatLng } from '../../src/domain/geometry';

export interface PlaceRow {
  id: string;
  tenant_id: string;
  name: string;
  category: string | null;
  icon: Schema<'PlaceIcon'>;
  latitude: number;
  longitude: number;
  radius_meters: number;
  created_at: Date;
  updated_at: Date;
}

export const toPlace = (row: PlaceRow): Schema<'Place'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  category: row.category,
  icon: row.icon,
  location: { latitude: row.latitude, longitude: row.longitude },
  radiusMeters: row.radius_meters,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The names of the places at each point (null where none), in order, for the places of the asset's tenant. */
export async function placeNamesAt(db: Queryable, assetId: string, points: LatLng[]): Promise<(string | null)[]> {
  if (!points.length) return [];
  const rows = await db.query<{
    name: string | null;
  }>(sql`select ${placeNameAt(sql`(select a.tenant_id from assets a where a.id = ${assetId})`, sql`s.latitude`, sql`s.longitude`)} as name
    from jsonb_to_recordset(${JSON.stringify(points.map((point, index) => ({ index, latitude: point.latitude, longitude: point.longitude })))}::jsonb)
      as s(index integer, latitude float8, longitude float8)
    order by s.index`);
  return rows.map((row) => row.name);
}

/** Radius and icon have database defaults (50 m, 'place'): left out, a new place takes them and an edited one keeps its own. */
const placeValues = async (_db: unknown, input: Schema<'PlaceInput'>): Promise<RowValues> => ({
  name: input.name.trim(),
  category: optionalText(input.category),
  latitude: input.location.latitude,
  longitude: input.location.longitude,
  ...(input.icon === undefined ? {} : { icon: input.icon }),
  ...(input.radiusMeters === undefined ? {} : { radius_meters: input.radiusMeters }),
});

export const placeRecords: TenantRecordSpec<PlaceRow, Schema<'Place'>, Schema<'PlaceInput'>> = {
  table: 'places',
  alias: 'p',
  what: 'Place',
  columns: sql`p.id, p.tenant_id, p.name, p.category, p.icon, p.latitude, p.longitude, p.radius_meters, p.created_at, p.updated_at`,
  from: sql`places p`,
  toRecord: toPlace,
  values: placeValues,
  search: ['p.name', 'p.category'],
  sortable: sortableFields<'listPlaces'>({
    name: 'p.name',
    category: 'p.category',
    radiusMeters: 'p.radius_meters',
    createdAt: 'p.created_at',
    updatedAt: 'p.updated_at',
  }),
};

const metresPerDegree = 111_320;
/** The contract's largest radius, in degrees of latitude: the band the index narrows the search to. */
const maxRadiusDegrees = 10_000 / metresPerDegree;

/**
 * The name of the tenant's place whose radius holds the point (the nearest centre when several
 * do), or null: a scalar subquery over the place index, distances on a flat projection as the
 * geometry of src/domain does them.
 */
export function placeNameAt(tenantId: Sql, latitude: Sql, longitude: Sql): Sql {
  const distance = sql`sqrt(power((pl.latitude - ${latitude}) * ${metresPerDegree}::float8, 2)
    + power((pl.longitude - ${longitude}) * ${metresPerDegree}::float8 * cos(radians(${latitude})), 2))`;
  return sql`(select pl.name from places pl where pl.tenant_id = ${tenantId}
    and pl.latitude between ${latitude} - ${maxRadiusDegrees}::float8 and ${latitude} + ${maxRadiusDegrees}::float8
    and ${distance} <= pl.radius_meters order by ${distance}, pl.id limit 1)`;
}
