import sql, { raw, type Sql } from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Queryable } from '../db/engine';
import { assertSameTenant, groupScope, tenantScope, type Caller } from '../auth/tenancy';
import { badRequest } from '../http/errors';
import { sortableFields } from '../http/sortFields';
import { insertRows, type RowValues } from './rowWrites';
import type { TenantRecordSpec } from './tenantRecords';

export interface AssetGroupRow {
  id: string;
  tenant_id: string;
  name: string;
  parent_id: string | null;
  asset_ids: string[];
  created_at: Date;
  updated_at: Date;
}

const toAssetGroup = (row: AssetGroupRow): Schema<'AssetGroup'> => ({
  id: row.id,
  tenantId: row.tenant_id,
  name: row.name,
  parentId: row.parent_id,
  assetIds: row.asset_ids,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The parent and every member must be of the group's tenant; another tenant's does not exist. */
async function assetGroupValues(db: Queryable, input: Schema<'AssetGroupInput'>, tenantId: string): Promise<RowValues> {
  await assertSameTenant(db, 'asset_groups', input.parentId, tenantId, 'parentId');
  const assetIds = input.assetIds ?? [];
  if (assetIds.length) {
    const [{ found }] = await db.query<{ found: number }>(sql`select count(*)::int as found from assets
      where id in (select jsonb_array_elements_text(${JSON.stringify(assetIds)}::jsonb)::uuid) and tenant_id = ${tenantId}`);
    if (found !== assetIds.length) throw badRequest('assetIds', 'Does not exist.');
  }
  return { name: input.name.trim(), parent_id: input.parentId ?? null };
}

/**
 * Replaces the members, then refuses a parent that would make the group its own ancestor: checked
 * after the write, in its transaction, so that the refusal undoes it. UNION (not UNION ALL) ends the
 * walk up even on the cycle being refused.
 */
async function writeMembersAndCheckNesting(tx: Queryable, id: string, input: Schema<'AssetGroupInput'>): Promise<void> {
  await tx.query(sql`delete from asset_group_members where group_id = ${id}`);
  await insertRows(
    tx,
    'asset_group_members',
    (input.assetIds ?? []).map((assetId) => ({ group_id: id, asset_id: assetId })),
  );
  if (!input.parentId) return;
  const cycle = await tx.query(sql`with recursive ancestors(id) as (
      select parent_id from asset_groups where id = ${id}
      union select g.parent_id from asset_groups g join ancestors a on g.id = a.id
    ) select 1 from ancestors where id = ${id}`);
  if (cycle.length) throw badRequest('parentId', 'A group cannot be part of itself or of one of its sub-groups.');
}

export const assetGroupRecords: TenantRecordSpec<AssetGroupRow, Schema<'AssetGroup'>, Schema<'AssetGroupInput'>> = {
  table: 'asset_groups',
  alias: 'g',
  what: 'Asset group',
  columns: sql`g.id, g.tenant_id, g.name, g.parent_id, g.created_at, g.updated_at,
    coalesce((select jsonb_agg(m.asset_id order by m.asset_id) from asset_group_members m where m.group_id = g.id), '[]'::jsonb) as asset_ids`,
  from: sql`asset_groups g`,
  toRecord: toAssetGroup,
  values: assetGroupValues,
  afterWrite: writeMembersAndCheckNesting,
  search: ['g.name'],
  reach: (caller) => groupScope(caller, 'g.id'),
  sortable: sortableFields<'listAssetGroups'>({ name: 'g.name', createdAt: 'g.created_at', updatedAt: 'g.updated_at' }),
};

/** How many of `ids` are groups of the tenant: a limitation names only its own tenant's groups. */
export async function countTenantGroups(db: Queryable, ids: string[], tenantId: string): Promise<number> {
  const [{ found }] = await db.query<{ found: number }>(sql`select count(*)::int as found from asset_groups
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid) and tenant_id = ${tenantId}`);
  return found;
}

/**
 * The members of the group `groupId` (a value or a column) and of its sub-groups, when the group itself
 * meets `scope` (its tenant); UNION ends the walk down.
 */
export const groupTreeAssets = (groupId: Sql, scope: Sql): Sql => sql`select asset_id from asset_group_members where group_id in (
    with recursive tree(id) as (
      select id from asset_groups where id = ${groupId} and ${scope}
      union select g.id from asset_groups g join tree t on g.parent_id = t.id
    ) select id from tree)`;

/**
 * The condition of a `groupId` filter on `assetColumn`: the members of the group and of its sub-groups.
 * The group must be of the caller's tenant (another tenant's keeps nothing); the caller's own `assetScope`
 * stays beside it, so a limited user's filter only narrows what it sees.
 */
export const inAssetGroup = (caller: Caller, assetColumn: string, groupId: string): Sql =>
  sql`${raw(assetColumn)} in (${groupTreeAssets(sql`${groupId}`, tenantScope(caller))})`;
