import type { FastifyReply, FastifyRequest } from 'fastify';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Db, Queryable } from '../db/engine';
import { callerOf } from '../auth/guard';
import { assertSameTenant, findOwned, tenantForWrite, tenantScope, type Caller } from '../auth/tenancy';
import { notFound } from '../http/errors';
import { searchCondition, type ListParams } from '../http/listQuery';
import { listPage } from './pagedList';
import { forgetCounts } from './countCache';
import { insertRow, updateRow, type RowValues } from './rowWrites';

/** Records a tenant owns: devices, drivers, geofences, alert rules. */
export interface TenantRecordSpec<Row, Record, Input> {
  table: 'sensors' | 'drivers' | 'geofences' | 'alert_triggers';
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
  /** API field -> SQL expression over `from`. */
  sortable: { [field: string]: string };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** List, read, create, update and delete, scoped to the caller's tenant; a record never changes tenant. */
export function tenantRecordHandlers<Row extends { id: string; tenant_id: string }, Record, Input extends { tenantId?: string | null }>(
  db: Db,
  spec: TenantRecordSpec<Row, Record, Input>,
) {
  const key = (column: string) => `${spec.alias}.${column}`;
  const find = (caller: Caller, id: string) =>
    findOwned<Row>(db, sql`select ${spec.columns} from ${spec.from} where ${raw(key('id'))} = ${id}
      and ${tenantScope(caller, key('tenant_id'))}`, spec.what);

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
    async list(request: FastifyRequest, reply: FastifyReply) {
      const params = request.query as ListParams & { tenantId?: string };
      const rows = await listPage<Row>(db, reply, {
        columns: spec.columns,
        from: spec.from,
        where: [tenantScope(callerOf(request), key('tenant_id'), params.tenantId), ...searchCondition(params.query, spec.search)],
        sortable: spec.sortable,
        defaultSort: 'name',
        id: key('id'),
      }, params);
      return rows.map(spec.toRecord);
    },

    get: async (request: FastifyRequest) => spec.toRecord(await find(callerOf(request), idOf(request))),

    async create(request: FastifyRequest) {
      const caller = callerOf(request);
      const input = request.body as Input;
      const tenantId = tenantForWrite(caller, input.tenantId);
      await assertSameTenant(db, 'tenants', tenantId, tenantId, 'tenantId');
      return spec.toRecord(await find(caller, await save(tenantId, input, null)));
    },

    async update(request: FastifyRequest) {
      const caller = callerOf(request);
      const existing = await find(caller, idOf(request));
      await save(existing.tenant_id, request.body as Input, existing.id);
      return spec.toRecord(await find(caller, existing.id));
    },

    async remove(request: FastifyRequest) {
      // What referenced it lets go by the schema's own rules (assets keep their history).
      const deleted = await db.query(sql`delete from ${raw(spec.table)} where id = ${idOf(request)}
        and ${tenantScope(callerOf(request))} returning id`);
      if (!deleted.length) throw notFound(spec.what);
      forgetCounts(db);
      return { message: 'Deleted.' };
    },
  };
}
