import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { findOwned, tenantScope, type Caller } from '../auth/tenancy';

export interface OwnedAsset {
  id: string;
  tenant_id: string;
}

/** The asset a report is about, when it belongs to the caller's tenant; 404 otherwise. */
export const findOwnedAsset = (db: Queryable, caller: Caller, id: string) =>
  findOwned<OwnedAsset>(db, sql`select id, tenant_id from assets where id = ${id} and ${tenantScope(caller)}`, 'Asset');

/** The assets of `ids` that the caller may see today, in name order. */
export const visibleAssets = (db: Queryable, caller: Caller, ids: string[]) =>
  db.query<{ id: string; name: string }>(sql`select id, name from assets
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)} :: jsonb) :: uuid)
    and ${tenantScope(caller)} order by name`);
