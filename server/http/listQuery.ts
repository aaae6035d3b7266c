import type { FastifyReply } from 'fastify';
import sql, { empty, join, raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { badRequest } from './errors';

/** The optional paging, sorting and search parameters every list accepts. */
export interface ListParams {
  pageNumber?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
  query?: string;
}

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
  return [sql`(${join(expressions.map((expression) => sql`${raw(expression)} ilike ${pattern}`), ' or ')})`];
}

function orderBy(params: ListParams, spec: ListSpec): Sql {
  const field = params.sort ?? spec.defaultSort;
  const expression = spec.sortable[field];
  if (!expression) throw badRequest('sort', `Must be one of: ${Object.keys(spec.sortable).join(', ')}.`);
  const direction = params.order?.toLowerCase() === 'desc' ? raw('desc') : raw('asc');
  // The id breaks ties so that pages never repeat or skip a row.
  return sql`order by ${raw(expression)} ${direction} nulls last, id`;
}

function paging(params: ListParams): { clause: Sql; offset: number } {
  if (params.pageNumber === undefined && params.pageSize === undefined) return { clause: empty, offset: 0 };
  const size = params.pageSize ?? defaultPageSize;
  const offset = ((params.pageNumber ?? 1) - 1) * size;
  return { clause: sql`limit ${size} offset ${offset}`, offset };
}

/**
 * Runs a list query with the caller's paging and sorting, answers the rows and puts the number
 * of matching rows in X-Total-Count (one query: the count is a window over the same rows).
 */
export async function listRows<Row>(db: Queryable, reply: FastifyReply, spec: ListSpec, params: ListParams): Promise<Row[]> {
  const where = spec.where.length ? join(spec.where, ' and ') : sql`true`;
  const page = paging(params);
  const rows = await db.query<Row & { total_count: number }>(
    sql`select * from (select ${spec.columns}, count(*) over () :: int as total_count from ${spec.from} where ${where}) listed
        ${orderBy(params, spec)} ${page.clause}`,
  );
  let total = rows[0]?.total_count ?? 0;
  if (!rows.length && page.offset > 0) {
    const [row] = await db.query<{ total: number }>(sql`select count(*) :: int as total from ${spec.from} where ${where}`);
    total = row.total;
  }
  reply.header('X-Total-Count', String(total));
  return rows;
}
