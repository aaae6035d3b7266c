import type { FastifyReply, FastifyRequest } from 'fastify';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Db } from '../db/engine';
import { callerOf } from '../auth/guard';
import { assertSameTenant, findOwned, tenantForWrite, tenantScope, type Caller } from '../auth/tenancy';
import { searchCondition, type ListParams } from '../http/listQuery';
import { listPage } from './pagedList';
import { forgetCounts } from './countCache';
import { insertRow, updateRow, type RowValues } from './rowWrites';
import { linkToAsset, type AssetLink } from './assetLinks';

interface FittedInput {
  assetId?: string | null;
  tenantId?: string | null;
}

/** A tenant's records that are fitted to one asset at a time: devices and drivers. */
export interface FittedSpec<Row, Record, Input extends FittedInput> {
  table: 'sensors' | 'drivers';
  /** The table's alias in `from`: its columns and the scope are read through it. */
  alias: string;
  /** What a record is called in a 404: "Device". */
  what: string;
  /** The column of assets that links an asset to such a record. */
  link: AssetLink;
  columns: Sql;
  from: Sql;
  toRecord: (row: Row) => Record;
  values: (input: Input) => RowValues;
  search: string[];
  sortable: { [field: string]: string };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** List, read, create, update and delete, scoped to the caller's tenant, with the asset link kept on assets. */
export function fittedHandlers<Row extends { id: string; tenant_id: string }, Record, Input extends FittedInput>(
  db: Db,
  spec: FittedSpec<Row, Record, Input>,
) {
  const key = (column: string) => `${spec.alias}.${column}`;
  const find = (caller: Caller, id: string) =>
    findOwned<Row>(db, sql`select ${spec.columns} from ${spec.from} where ${raw(key('id'))} = ${id}
      and ${tenantScope(caller, key('tenant_id'))}`, spec.what);

  /** Writes the record and fits it to its asset (or to none) in one transaction. */
  async function save(tenantId: string, input: Input, id: string | null): Promise<string> {
    await assertSameTenant(db, 'assets', input.assetId, tenantId, 'assetId');
    const savedId = await db.transaction(async (tx) => {
      const written = id ?? (await insertRow(tx, spec.table, { ...spec.values(input), tenant_id: tenantId }));
      if (id) await updateRow(tx, spec.table, id, { ...spec.values(input), updated_at: sql`now()` });
      await linkToAsset(tx, spec.link, written, input.assetId ?? null);
      return written;
    });
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
      // A record stays in its tenant, with the assets it may be fitted to.
      const existing = await find(caller, idOf(request));
      await save(existing.tenant_id, request.body as Input, existing.id);
      return spec.toRecord(await find(caller, existing.id));
    },

    async remove(request: FastifyRequest) {
      const existing = await find(callerOf(request), idOf(request));
      // Its asset keeps its history and is left without it (on delete set null).
      await db.query(sql`delete from ${raw(spec.table)} where id = ${existing.id}`);
      forgetCounts(db);
      return { message: 'Deleted.' };
    },
  };
}
