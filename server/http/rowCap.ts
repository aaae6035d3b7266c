import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { badRequest } from './errors';

/** What a caller can do about an answer that would be too large: the field to change and how. */
export interface RowCapAdvice {
  field: string;
  advice: string;
}

export const shorterPeriod: RowCapAdvice = { field: 'to', advice: 'Please choose a shorter period.' };
export const askForPages: RowCapAdvice = { field: 'pageSize', advice: 'Please ask for pages with pageNumber and pageSize.' };

/** Refuses an answer of more than `maxRows` rows, naming the limit. */
export function assertRowCap(rowCount: number, maxRows: number, { field, advice }: RowCapAdvice): void {
  if (rowCount > maxRows) throw badRequest(field, `More than ${maxRows} records: one answer carries at most ${maxRows}. ${advice}`);
}

/**
 * The rows of `statement` (which has no LIMIT of its own), at most `maxRows`: a larger answer is
 * refused whole, naming the limit, rather than cut short without a word. The database stops after
 * one row more than the cap, so the refusal costs no more than the largest allowed answer.
 */
export async function cappedQuery<Row>(db: Queryable, statement: Sql, maxRows: number, advice: RowCapAdvice): Promise<Row[]> {
  const rows = await db.query<Row>(sql`${statement} limit ${maxRows + 1}`);
  assertRowCap(rows.length, maxRows, advice);
  return rows;
}
