import sql, { empty, join, raw, type Sql } from 'sql-template-tag';
import { prepared, type Queryable } from '../db/engine';
import type { ListParams, Page } from '../http/listQuery';
import { sortExpression } from '../http/sortFields';
import { askForPages, assertRowCap } from '../http/rowCap';
import { rememberCount, rememberedCount } from './countCache';

export interface PagedSpec {
  columns: Sql;
  /** The FROM clause; left joins to unique keys cost nothing in the count, which never reads them. */
  from: Sql;
  /** Conditions ANDed together; the tenant scope is one of them. */
  where: Sql[];
  /** API field -> SQL expression over `from`, so that an index in that order serves the page. */
  sortable: Record<string, string>;
  defaultSort: string;
  /** The primary key, last in the order so that pages never repeat or skip a row. */
  id: string;
}

function orderBy(params: ListParams, spec: PagedSpec): Sql {
  const expression = sortExpression(spec.sortable, params.sort ?? spec.defaultSort);
  const direction = params.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  return raw(`order by ${expression} ${direction} nulls last, ${spec.id}`);
}

function paging(params: ListParams): { clause: Sql; size: number; offset: number } | null {
  if (params.pageNumber === undefined && params.pageSize === undefined) return null;
  const size = params.pageSize ?? 25;
  const offset = ((params.pageNumber ?? 1) - 1) * size;
  return { clause: sql`limit ${size} offset ${offset}`, size, offset };
}

/**
 * The same answer as listRows (one page and the total), for the tables that grow with a fleet:
 * listRows counts with a window over every matching row, which computes each row's joins and
 * takes tens of milliseconds at 10,000 assets. Here the page is read in index order and stops
 * after one page; the count is a subquery of the same statement that never reads the joined
 * tables (PostgreSQL drops left joins to unique keys that nothing reads), and a large count is
 * remembered for a moment (see countCache).
 */
export async function listPage<Row>(db: Queryable, spec: PagedSpec, params: ListParams, maxRows: number): Promise<Page<Row>> {
  const filtered = sql`from ${spec.from} where ${spec.where.length ? join(spec.where, ' and ') : sql`true`}`;
  const page = paging(params);
  const count = sql`select count(*) :: int ${filtered}`;
  const countKey = `${count.text}|${JSON.stringify(count.values)}`;
  const remembered = page ? rememberedCount(db, countKey) : undefined;
  const counting = page && remembered === undefined;
  // A list asked without pages is read up to one row past the cap, so that a larger one is refused.
  const rows = await db.query<Row & { total_count?: number }>(
    prepared(sql`select ${spec.columns}${counting ? sql`, (${count}) as total_count` : empty}
    ${filtered} ${orderBy(params, spec)} ${page?.clause ?? sql`limit ${maxRows + 1}`}`),
  );
  if (!page) assertRowCap(rows.length, maxRows, askForPages);
  let total = rows.length;
  if (page) {
    // A page that is not full is the last one and tells the total exactly; past the end, count apart.
    const lastPage = rows.length < page.size && (rows.length > 0 || page.offset === 0);
    total = lastPage
      ? page.offset + rows.length
      : (remembered ?? rows[0]?.total_count ?? (await db.query<{ count: number }>(count))[0].count);
    rememberCount(db, countKey, total);
  }
  return { rows, total };
}
