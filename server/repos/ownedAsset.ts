import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { assetScope, findOwned, groupScope, tenantScope, type Caller } from '../auth/tenancy';
import { inAssetGroup } from './assetGroups';
import { badRequest } from '../http/errors';
import { mayBeLimited } from '../../src/domain/groupLimits';

export interface OwnedAsset {
  id: string;
  tenant_id: string;
}

/** The asset a report is about, when it belongs to the caller's tenant and groups; 404 otherwise. */
export const findOwnedAsset = (db: Queryable, caller: Caller, id: string) =>
  findOwned<OwnedAsset>(
    db,
    sql`select id, tenant_id from assets where id = ${id} and ${tenantScope(caller)} and ${assetScope(caller, 'id')}`,
    'Asset',
  );

/** The assets of `ids` that the caller may see today, in name order. */
export const visibleAssets = (db: Queryable, caller: Caller, ids: string[]) =>
  db.query<{ id: string; name: string }>(sql`select id, name from assets
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)} :: jsonb) :: uuid)
    and ${tenantScope(caller)} and ${assetScope(caller, 'id')} order by name`);

/** The first `limit` assets, by name, of the group and its sub-groups that the caller may see today. */
export const visibleGroupAssets = (db: Queryable, caller: Caller, groupId: string, limit: number) =>
  db.query<{ id: string; name: string }>(sql`select id, name from assets
    where ${inAssetGroup(caller, 'id', groupId)} and ${tenantScope(caller)} and ${assetScope(caller, 'id')} order by name, id limit ${limit}`);

/** Whether the group is of the caller's tenant and within the groups the caller is limited to. */
export async function isVisibleGroup(db: Queryable, caller: Caller, groupId: string): Promise<boolean> {
  const rows = await db.query(
    sql`select 1 from asset_groups where id = ${groupId} and ${tenantScope(caller)} and ${groupScope(caller, 'id')}`,
  );
  return rows.length > 0;
}

/**
 * Refuses (400) a group or assets the caller may not see: what a rule watches or a schedule reports must be within
 * the caller's tenant and the groups they are limited to.
 */
export async function assertVisibleTargets(db: Queryable, caller: Caller, target: { groupId?: string | null; assetIds: string[] }) {
  if (target.groupId && !(await isVisibleGroup(db, caller, target.groupId))) throw badRequest('groupId', 'Does not exist.');
  const assetIds = [...new Set(target.assetIds)];
  if (assetIds.length && (await visibleAssets(db, caller, assetIds)).length !== assetIds.length)
    throw badRequest('assetIds', 'Every asset must be one of yours.');
}

/**
 * The ids of the assets a user limited to asset groups reaches (by `assetScope`), for what filters
 * in memory (the live stream); null when the caller is not limited.
 */
export async function limitedAssetIds(db: Queryable, caller: Caller): Promise<Set<string> | null> {
  if (!mayBeLimited(caller.role)) return null;
  const [limited] = await db.query(sql`select 1 from user_asset_groups where user_id = ${caller.userId} limit 1`);
  if (!limited) return null;
  const rows = await db.query<{ id: string }>(sql`select id from assets where ${tenantScope(caller)} and ${assetScope(caller, 'id')}`);
  return new Set(rows.map((row) => row.id));
}
