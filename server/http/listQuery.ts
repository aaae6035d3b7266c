import sql, { join, raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { sortExpression } from './sortFields';
import { askForPages, assertRowCap } from './rowCap';

/** The optional paging, sorting and search parameters every list accepts. */
export interface ListParams {
  pageNumber?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
  query?: string;
}

/** One page of a list and the number of rows matching it, which the answer's X-Total-Count carries. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** The page with each row turned into the record the API answers. */
export const mapPage = <Row, Record>(page: Page<Row>, toRecord: (row: Row) => Record): Page<Record> => ({
  rows: page.rows.map((row) => toRecord(row)),
  total: page.total,
});

export interface ListSpec {
  /** Columns of the select list. */
  columns: Sql;
  /** The FROM clause, joins included. */
  from: Sql;
  /** Conditions ANDed together; the tenant scope is one of them. */
  where: Sql[];
  /** API field name -> SQL expression it sorts by. */
  sortable: Record<string, string>;
  defaultSort: string;
}

const defaultPageSize = 25;

/** `%`, `_` and `\` match themselves in a search, not as wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive search of `text` in any of the SQL expressions. */
export function searchCondition(text: string | undefined, expressions: string[]): Sql[] {
  if (!text?.trim()) return [];
  const pattern = likePattern(text.trim());
  return [
    sql`(${join(
      expressions.map((expression) => sql`${raw(expression)} ilike ${pattern}`),
      ' or ',
    )})`,
  ];
}

function orderBy(params: ListParams, spec: ListSpec): Sql {
  const expression = sortExpression(spec.sortable, params.sort ?? spec.defaultSort);
  const direction = params.order?.toLowerCase() === 'desc' ? raw('desc') : raw('asc');
  // The id breaks ties so that pages never repeat or skip a row.
  return sql`order by ${raw(expression)} ${direction} nulls last, id`;
}

/** A list asked without pages is read up to one row past the cap, so that a larger one is refused (see rowCap). */
function paging(params: ListParams, maxRows: number): { clause: Sql; offset: number } {
  if (params.pageNumber === undefined && params.pageSize === undefined) return { clause: sql`limit ${maxRows + 1}`, offset: 0 };
  const size = params.pageSize ?? defaultPageSize;
  const offset = ((params.pageNumber ?? 1) - 1) * size;
  return { clause: sql`limit ${size} offset ${offset}`, offset };
}

/**
 * Runs a list query with the caller's paging and sorting: the page and the number of matching rows
 * (one query: the count is a window over the same rows). Without paging at most `maxRows` rows.
 */
export async function listRows<Row>(db: Queryable, spec: ListSpec, params: ListParams, maxRows: number): Promise<Page<Row>> {
  const where = spec.where.length ? join(spec.where, ' and ') : sql`true`;
  const page = paging(params, maxRows);
  const rows = await db.query<Row & { total_count: number }>(
    sql`select * from (select ${spec.columns}, count(*) over () :: int as total_count from ${spec.from} where ${where}) listed
        ${orderBy(params, spec)} ${page.clause}`,
  );
  assertRowCap(rows.length, maxRows, askForPages);
  let total = rows[0]?.total_count ?? 0;
  if (!rows.length && page.offset > 0) {
    const [row] = await db.query<{ total: number }>(sql`select count(*) :: int as total from ${spec.from} where ${where}`);
    total = row.total;
  }
  return { rows, total };
}
