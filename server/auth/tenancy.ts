import sql, { raw, type Sql } from 'sql-template-tag';
import { badRequest, notFound } from '../http/errors';
import { prepared, type Queryable } from '../db/engine';
import type { Role } from './roles';

/** Who is calling, from the access token. */
export interface Caller {
  userId: string;
  role: Role;
  /** null for a SysAdmin, who belongs to no tenant and sees them all. */
  tenantId: string | null;
  /** How the caller signed in (the audit log says so): a password when the token does not say. */
  signInMethod?: SignInMethod;
  /** The API key the call came with, when it came with one instead of a user's token. */
  keyId?: string;
}

/** Password or API key; single sign-on adds its own. */
export type SignInMethod = 'password' | 'apiKey' | 'sso';

export const isSysAdmin = (caller: Caller) => caller.role === 'SysAdmin';

/**
 * The one place that limits tenant data to the caller: every query of tenant-owned rows puts
 * this condition in its WHERE. A SysAdmin sees every tenant, or the one asked for.
 */
export function tenantScope(caller: Caller, column = 'tenant_id', requestedTenant?: string | null): Sql {
  if (isSysAdmin(caller)) return requestedTenant ? sql`${raw(column)} = ${requestedTenant}` : sql`true`;
  return sql`${raw(column)} = ${caller.tenantId}`;
}

/** The tenant a new record belongs to: the caller's own, or the one a SysAdmin names. */
export function tenantForWrite(caller: Caller, requested: string | null | undefined): string {
  if (!isSysAdmin(caller)) return caller.tenantId as string;
  if (!requested) throw badRequest('tenantId', 'This field is required.');
  return requested;
}

/** A tenant's own settings: an Admin reaches only its own tenant; another does not exist for it. */
export function assertOwnTenant(caller: Caller, tenantId: string): void {
  if (!isSysAdmin(caller) && caller.tenantId !== tenantId) throw notFound('Tenant');
}

/**
 * A record referenced by id (a device fitted to an asset, a geofence watched by a rule) must
 * belong to the same tenant; otherwise it does not exist for the caller.
 */
export async function assertSameTenant(
  db: Queryable,
  table: 'assets' | 'sensors' | 'drivers' | 'geofences' | 'asset_groups' | 'tenants',
  id: string | null | undefined,
  tenantId: string,
  field: string,
): Promise<void> {
  if (!id) return;
  const column = table === 'tenants' ? 'id' : 'tenant_id';
  const rows = await db.query(sql`select 1 from ${raw(table)} where id = ${id} and ${raw(column)} = ${tenantId}`);
  if (!rows.length) throw badRequest(field, 'Does not exist.');
}

/** Loads one tenant-owned row or answers 404, never revealing that another tenant has it. */
export async function findOwned<Row>(db: Queryable, query: Sql, what: string): Promise<Row> {
  const [row] = await db.query<Row>(prepared(query));
  if (!row) throw notFound(what);
  return row;
}
