import sql, { raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { notFound } from '../http/errors';
import { listRows, searchCondition, mapPage, type ListParams, type Page } from '../http/listQuery';
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

/** List, read, create, update and delete of a catalog table; the contract's x-roles say who may write. */
export function catalogTable<Row, Record, Input>(db: Queryable, spec: CatalogSpec<Row, Record, Input>) {
  const find = async (id: string) => {
    const [row] = await db.query<Row>(sql`select ${spec.columns} from ${raw(spec.table)} where id = ${id}`);
    if (!row) throw notFound(spec.what);
    return spec.toRecord(row);
  };

  return {
    find,

    list: async (params: ListParams, maxRows: number): Promise<Page<Record>> =>
      mapPage(
        await listRows<Row>(
          db,
          {
            columns: spec.columns,
            from: raw(spec.table),
            where: searchCondition(params.query, spec.search),
            sortable: spec.sortable,
            defaultSort: 'name',
          },
          params,
          maxRows,
        ),
        spec.toRecord,
      ),

    create: async (input: Input) => find(await insertRow(db, spec.table, spec.values(input))),

    async update(id: string, input: Input) {
      if (!(await updateRow(db, spec.table, id, spec.values(input)))) throw notFound(spec.what);
      return find(id);
    },

    async remove(id: string) {
      await find(id);
      // A model still used by an asset or device answers 409/3103 (see mapDbError).
      await db.query(sql`delete from ${raw(spec.table)} where id = ${id}`);
    },
  };
}
