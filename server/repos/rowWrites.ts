import sql, { join, raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/engine';

/** Column name -> value, as the repositories build them from a payload (names are ours, never the caller's). */
export type RowValues = Record<string, unknown>;

/** Optional text as stored: trimmed, and null rather than empty. */
export const optionalText = (text: string | null | undefined) => text?.trim() || null;

/** Inserts one row and answers its id. */
export async function insertRow(db: Queryable, table: string, values: RowValues): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(sql`insert into ${raw(table)} (${raw(Object.keys(values).join(', '))})
    values (${join(Object.values(values))}) returning id`);
  return id;
}

/** Updates the row `id` when `scope` holds for it; answers whether it did. */
export async function updateRow(db: Queryable, table: string, id: string, values: RowValues, scope: Sql = sql`true`): Promise<boolean> {
  const assignments = Object.entries(values).map(([column, value]) => sql`${raw(column)} = ${value}`);
  const rows = await db.query(sql`update ${raw(table)} set ${join(assignments)} where id = ${id} and ${scope} returning id`);
  return rows.length > 0;
}

// PostgreSQL takes at most 65,535 parameters in one statement.
const maxParameters = 60_000;

/** Inserts many rows with multi-row INSERTs (one statement per chunk): far faster than one per row. */
export async function insertRows(db: Queryable, table: string, rows: RowValues[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const chunk = Math.floor(maxParameters / columns.length);
  for (let start = 0; start < rows.length; start += chunk) {
    const tuples = rows.slice(start, start + chunk).map((row) => sql`(${join(columns.map((column) => row[column]))})`);
    await db.query(sql`insert into ${raw(table)} (${raw(columns.join(', '))}) values ${join(tuples)}`);
  }
}
