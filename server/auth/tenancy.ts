import sql, { raw, type Sql } from 'sql-template-tag';
import { badRequest, notFound } from '../http/errors';
import { prepared, type Queryable } from '../db/engine';
import { mayBeLimited } from '../../src/domain/groupLimits';
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
  /** The key is a personal one: it acts as its owner, `userId`. */
  personalKey?: boolean;
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

/** The groups a user is limited to and all their sub-groups (UNION ends the walk). */
const reachableGroups = (userId: string) => sql`with recursive reach(id) as (
    select group_id from user_asset_groups where user_id = ${userId}
    union select g.id from asset_groups g join reach r on g.parent_id = r.id
  ) select id from reach`;

/** The condition on `column` for a caller who may be limited: no limitation, or within `reach`. */
function withinReach(caller: Caller, column: string, reach: Sql): Sql {
  if (!mayBeLimited(caller.role)) return sql`true`;
  return sql`(not exists (select 1 from user_asset_groups where user_id = ${caller.userId})
    or ${raw(column)} in (${reach}))`;
}

/**
 * The second half of the scope of asset data, beside `tenantScope`: a user limited to asset groups
 * reaches only their assets, wherever an asset's data is read or written (the asset, its device,
 * positions, trips, alerts, reports). A user with no group is not limited. Read from the database on
 * each query, so a new limitation or membership holds at the next request, tokens unchanged.
 */
export const assetScope = (caller: Caller, assetColumn: string): Sql =>
  withinReach(caller, assetColumn, sql`select asset_id from asset_group_members where group_id in (${reachableGroups(caller.userId)})`);

/** The groups a limited user sees: its own and their sub-groups, whose members are all its assets. */
export const groupScope = (caller: Caller, groupColumn: string): Sql => withinReach(caller, groupColumn, reachableGroups(caller.userId));

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
