import sql, { empty } from 'sql-template-tag';
import type { Schema } from '../contract';
import { badRequest } from '../http/errors';
import { optionalText, type RowValues } from './rowWrites';
import { sortableFields } from '../http/sortFields';
import type { TenantRecordSpec } from './tenantRecords';
import type { Queryable } from '../db/engine';
import type { Geofence } from '../telemetry/alerts/geofenceIndex';

export interface GeofenceRow {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  color: string;
  shape: Schema<'GeofenceShape'>;
  points: Schema<'LatLng'>[];
  center_latitude: number | null;
  center_longitude: number | null;
  radius_meters: number | null;
  width_meters: number | null;
  geo_fence_source: number;
  created_at: Date;
  updated_at: Date;
}

const columns = sql`g.id, g.tenant_id, g.name, g.description, g.color, g.shape, g.points, g.center_latitude,
  g.center_longitude, g.radius_meters, g.width_meters, g.geo_fence_source, g.created_at, g.updated_at`;

export const toGeofence = (row: GeofenceRow): Schema<'Geofence'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  description: row.description,
  color: row.color,
  shape: row.shape,
  points: row.points,
  center:
    row.center_latitude === null || row.center_longitude === null
      ? null
      : { latitude: row.center_latitude, longitude: row.center_longitude },
  radiusMeters: row.radius_meters,
  widthMeters: row.width_meters,
  geoFenceSource: row.geo_fence_source,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * What the contract's schema cannot say: a polygon keeps only its points, a circle only its centre
 * and radius, a corridor only its line and width.
 */
function geometryValues(input: Schema<'GeofenceInput'>): RowValues {
  const none = { points: '[]', center_latitude: null, center_longitude: null, radius_meters: null, width_meters: null };
  if (input.shape === 'polygon') {
    if (!input.points || input.points.length < 3) throw badRequest('points', 'A polygon needs at least 3 points.');
    return { ...none, points: JSON.stringify(input.points) };
  }
  if (input.shape === 'corridor') {
    if (!input.points || input.points.length < 2) throw badRequest('points', 'A corridor needs a line of at least 2 points.');
    if (!input.widthMeters) throw badRequest('widthMeters', 'A corridor needs a width.');
    return { ...none, points: JSON.stringify(input.points), width_meters: input.widthMeters };
  }
  if (!input.center) throw badRequest('center', 'A circle needs a center.');
  if (input.radiusMeters === null || input.radiusMeters === undefined) throw badRequest('radiusMeters', 'A circle needs a radius.');
  return { ...none, center_latitude: input.center.latitude, center_longitude: input.center.longitude, radius_meters: input.radiusMeters };
}

/**
 * Colour and source have database defaults ('#3388ff', 1 = the web console): left out, a new
 * geofence takes them and an edited one keeps its own.
 */
const geofenceValues = async (_db: unknown, input: Schema<'GeofenceInput'>): Promise<RowValues> => ({
  name: input.name.trim(),
  description: optionalText(input.description),
  shape: input.shape,
  ...geometryValues(input),
  ...(input.color === undefined ? {} : { color: input.color }),
  ...(input.geoFenceSource === undefined ? {} : { geo_fence_source: input.geoFenceSource }),
});

export const geofenceRecords: TenantRecordSpec<GeofenceRow, Schema<'Geofence'>, Schema<'GeofenceInput'>> = {
  table: 'geofences',
  alias: 'g',
  what: 'Geofence',
  columns,
  from: sql`geofences g`,
  toRecord: toGeofence,
  values: geofenceValues,
  search: ['g.name', 'g.description'],
  sortable: sortableFields<'listGeofences'>({
    name: 'g.name',
    description: 'g.description',
    shape: 'g.shape',
    color: 'g.color',
    createdAt: 'g.created_at',
    updatedAt: 'g.updated_at',
  }),
};

/** The route corridors of a tenant (or the one asked for, when it is one of them), by name. */
export async function corridorsOf(db: Queryable, tenantId: string, geofenceId?: string): Promise<Geofence[]> {
  const rows = await db.query<{ id: string; name: string; points: Schema<'LatLng'>[]; width_meters: number }>(
    sql`select id, name, points, width_meters from geofences where tenant_id = ${tenantId} and shape = 'corridor'
      ${geofenceId ? sql`and id = ${geofenceId}` : empty} order by name`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shape: 'corridor',
    points: row.points,
    center: null,
    radiusMeters: null,
    widthMeters: row.width_meters,
  }));
}
