import type { FastifyReply, FastifyRequest } from 'fastify';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { notFound } from '../http/errors';
import { listRows, searchCondition, type ListParams } from '../http/listQuery';
import { insertRow, updateRow, type RowValues } from './rowWrites';

/** A table of records shared by every tenant (asset and device models), written by a SysAdmin only. */
export interface CatalogSpec<Row, Record, Input> {
  table: string;
  /** What a record is called in a 404: "Asset model". */
  what: string;
  columns: Sql;
  toRecord: (row: Row) => Record;
  values: (input: Input) => RowValues;
  /** Columns searched by `query`. */
  search: string[];
  /** API field -> selected column. */
  sortable: { [field: string]: string };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** List, read, create, update and delete of a catalog table; the contract's x-roles say who may write. */
export function catalogHandlers<Row, Record, Input>(db: Queryable, spec: CatalogSpec<Row, Record, Input>) {
  const find = async (id: string) => {
    const [row] = await db.query<Row>(sql`select ${spec.columns} from ${raw(spec.table)} where id = ${id}`);
    if (!row) throw notFound(spec.what);
    return spec.toRecord(row);
  };

  return {
    async list(request: FastifyRequest, reply: FastifyReply) {
      const params = request.query as ListParams;
      const rows = await listRows<Row>(db, reply, {
        columns: spec.columns,
        from: raw(spec.table),
        where: searchCondition(params.query, spec.search),
        sortable: spec.sortable,
        defaultSort: 'name',
      }, params);
      return rows.map(spec.toRecord);
    },

    get: (request: FastifyRequest) => find(idOf(request)),

    async create(request: FastifyRequest) {
      return find(await insertRow(db, spec.table, spec.values(request.body as Input)));
    },

    async update(request: FastifyRequest) {
      const id = idOf(request);
      if (!(await updateRow(db, spec.table, id, spec.values(request.body as Input)))) throw notFound(spec.what);
      return find(id);
    },

    async remove(request: FastifyRequest) {
      const id = idOf(request);
      await find(id);
      // A model still used by an asset or device answers 409/3103 (see mapDbError).
      await db.query(sql`delete from ${raw(spec.table)} where id = ${id}`);
      return { message: 'Deleted.' };
    },
  };
}
