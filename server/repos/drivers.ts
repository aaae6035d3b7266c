import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { optionalText, type RowValues } from './rowWrites';
import { sortableFields } from '../http/sortFields';
import { badRequest } from '../http/errors';
import { normalDriverKey } from '../../src/domain/driverKeys';
import { findOwned, tenantScope, type Caller } from '../auth/tenancy';

export interface DriverRow {
  id: string;
  tenant_id: string;
  name: string;
  licence_number: string | null;
  licence_expiry: string | null;
  phone: string | null;
  email: string | null;
  asset_id: string | null;
  asset_name: string | null;
  keys: string[];
  allowed_asset_ids: string[];
  created_at: Date;
}

export const driverColumns = sql`d.id, d.tenant_id, d.name, d.licence_number, d.licence_expiry, d.phone, d.email,
  a.id as asset_id, a.name as asset_name, d.created_at, d.allowed_asset_ids,
  (select coalesce(jsonb_agg(k.key order by k.key), '[]') from driver_keys k where k.driver_id = d.id) as keys`;

// The asset a driver drives is the one whose driver_id names them (see assetLinks).
export const driverFrom = sql`drivers d left join assets a on a.driver_id = d.id`;

export const driverSortable = sortableFields<'listDrivers'>({
  name: 'd.name',
  licenceNumber: 'd.licence_number',
  licenceExpiry: 'd.licence_expiry',
  phone: 'd.phone',
  email: 'd.email',
  assetName: 'a.name',
  createdAt: 'd.created_at',
});

export const driverSearch = ['d.name', 'd.licence_number', 'd.phone', 'd.email', 'a.name'];

export const toDriver = (row: DriverRow): Schema<'Driver'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  licenceNumber: row.licence_number,
  licenceExpiry: row.licence_expiry,
  phone: row.phone,
  email: row.email,
  assetId: row.asset_id,
  assetName: row.asset_name,
  keys: row.keys,
  allowedAssetIds: row.allowed_asset_ids,
  createdAt: row.created_at.toISOString(),
});

/** The input's keys in their stored form, each once; 400 on one that is not a key. */
export function driverKeysOf(input: Schema<'DriverInput'>): string[] {
  const keys = (input.keys ?? []).map((text) => {
    const key = normalDriverKey(text);
    if (!key) throw badRequest('keys', `${text} is not a driver key: 8 to 16 hex digits, not all zeros.`);
    return key;
  });
  return [...new Set(keys)];
}

const uuidArray = (ids: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid[]`;

/** The driver's columns, once the vehicles they may drive are found to be the tenant's. */
export async function driverValues(db: Queryable, input: Schema<'DriverInput'>, tenantId: string): Promise<RowValues> {
  driverKeysOf(input);
  const allowed = [...new Set(input.allowedAssetIds ?? [])];
  if (allowed.length) {
    const [{ count }] = await db.query<{ count: number }>(sql`select count(*)::int as count from assets
      where id = any(${uuidArray(allowed)}) and tenant_id = ${tenantId}`);
    if (count !== allowed.length) throw badRequest('allowedAssetIds', 'Names a vehicle that does not exist.');
  }
  return {
    name: input.name.trim(),
    licence_number: optionalText(input.licenceNumber),
    licence_expiry: input.licenceExpiry ?? null,
    phone: optionalText(input.phone),
    email: optionalText(input.email)?.toLowerCase() ?? null,
    allowed_asset_ids: uuidArray(allowed),
  };
}

/** Replaces the driver's keys (a key of another driver of the tenant: 409 on `keys`). */
export async function writeDriverKeys(tx: Queryable, driverId: string, keys: string[]): Promise<void> {
  await tx.query(sql`delete from driver_keys where driver_id = ${driverId}`);
  if (!keys.length) return;
  await tx.query(sql`insert into driver_keys (tenant_id, key, driver_id)
    select d.tenant_id, k.key, d.id from drivers d, jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key) where d.id = ${driverId}`);
}

/** The driver's id and tenant when the caller may see them; 404 otherwise. */
export const findOwnedDriver = (db: Queryable, caller: Caller, id: string) =>
  findOwned<{ id: string; tenant_id: string }>(
    db,
    sql`select d.id, d.tenant_id from drivers d where d.id = ${id} and ${tenantScope(caller, 'd.tenant_id')}`,
    'Driver',
  );
