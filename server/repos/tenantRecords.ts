import sql, { raw, type Sql } from 'sql-template-tag';
import type { Db, Queryable } from '../db/engine';
import { assertSameTenant, findOwned, tenantForWrite, tenantScope, type Caller } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { searchCondition, mapPage, type ListParams, type Page } from '../http/listQuery';
import { listPage } from './pagedList';
import { forgetCounts } from './countCache';
import { insertRow, updateRow, type RowValues } from './rowWrites';

/** Records a tenant owns: devices, drivers, geofences, alert rules, webhooks. */
export interface TenantRecordSpec<Row, Record, Input> {
  table: 'sensors' | 'drivers' | 'geofences' | 'alert_triggers' | 'webhooks' | 'places' | 'service_plans' | 'asset_groups';
  /** The table's alias in `from`: its columns and the scope are read through it. */
  alias: string;
  /** What a record is called in a 404: "Geofence". */
  what: string;
  columns: Sql;
  from: Sql;
  toRecord: (row: Row) => Record;
  /**
   * The columns an input writes, after the checks the contract's schema cannot make (references
   * within `tenantId`). A column left out keeps its database default on insert and its value on update.
   */
  values: (db: Queryable, input: Input, tenantId: string) => Promise<RowValues>;
  /** What else the write changes, in its transaction: a device or driver is fitted to its asset. */
  afterWrite?: (tx: Queryable, id: string, input: Input) => Promise<void>;
  search: string[];
  /** What else limits a caller to the records (a user limited to asset groups: `assetScope`, `groupScope`). */
  reach?: (caller: Caller) => Sql;
  /** API field -> SQL expression over `from`. */
  sortable: { [field: string]: string };
}

/** List, read, create, update and delete, scoped to the caller's tenant; a record never changes tenant. */
export function tenantRecords<Row extends { id: string; tenant_id: string }, Record, Input extends { tenantId?: string | null }>(
  db: Db,
  spec: TenantRecordSpec<Row, Record, Input>,
) {
  const key = (column: string) => `${spec.alias}.${column}`;
  const reach = (caller: Caller) => spec.reach?.(caller) ?? sql`true`;
  const findRow = (caller: Caller, id: string) =>
    findOwned<Row>(
      db,
      sql`select ${spec.columns} from ${spec.from} where ${raw(key('id'))} = ${id}
      and ${tenantScope(caller, key('tenant_id'))} and ${reach(caller)}`,
      spec.what,
    );

  /** Writes the record (a new one when `id` is null) and what goes with it, in one transaction. */
  async function save(tenantId: string, input: Input, id: string | null): Promise<string> {
    const values = await spec.values(db, input, tenantId);
    const savedId = await db.transaction(async (tx) => {
      const written = id ?? (await insertRow(tx, spec.table, { ...values, tenant_id: tenantId }));
      if (id) await updateRow(tx, spec.table, id, { ...values, updated_at: sql`now()` });
      await spec.afterWrite?.(tx, written, input);
      return written;
    });
    // A list's remembered count must not hide the record just written (see countCache).
    forgetCounts(db);
    return savedId;
  }

  return {
    list: async (caller: Caller, params: ListParams & { tenantId?: string }, maxRows: number): Promise<Page<Record>> =>
      mapPage(
        await listPage<Row>(
          db,
          {
            columns: spec.columns,
            from: spec.from,
            where: [tenantScope(caller, key('tenant_id'), params.tenantId), reach(caller), ...searchCondition(params.query, spec.search)],
            sortable: spec.sortable,
            defaultSort: 'name',
            id: key('id'),
          },
          params,
          maxRows,
        ),
        spec.toRecord,
      ),

    find: async (caller: Caller, id: string) => spec.toRecord(await findRow(caller, id)),

    async create(caller: Caller, input: Input) {
      const tenantId = tenantForWrite(caller, input.tenantId);
      await assertSameTenant(db, 'tenants', tenantId, tenantId, 'tenantId');
      return spec.toRecord(await findRow(caller, await save(tenantId, input, null)));
    },

    async update(caller: Caller, id: string, input: Input) {
      const existing = await findRow(caller, id);
      await save(existing.tenant_id, input, existing.id);
      return spec.toRecord(await findRow(caller, existing.id));
    },

    async remove(caller: Caller, id: string) {
      // What referenced it lets go by the schema's own rules (assets keep their history).
      const deleted = await db.query(sql`delete from ${raw(spec.table)} ${raw(spec.alias)} where ${raw(key('id'))} = ${id}
        and ${tenantScope(caller, key('tenant_id'))} and ${reach(caller)} returning ${raw(key('id'))}`);
      if (!deleted.length) throw notFound(spec.what);
      forgetCounts(db);
    },
  };
}
