import type { Schema } from '../contract';
import type { Db, Queryable } from '../db/engine';
import { HttpError } from '../http/errors';
import { forgetCounts } from './countCache';
import { insertRows, type RowValues } from './rowWrites';

/**
 * Many records of one resource at once, checked by the resource's own `values` (as a single create
 * is): every row's problems are answered together as `rows.<i>.<field>`, and nothing is written
 * unless all rows are fine; then all go in one transaction (none with `dryRun`).
 */
export async function importRecords<Input>(
  db: Db,
  tenantId: string,
  spec: { table: string; values: (db: Queryable, input: Input, tenantId: string) => RowValues | Promise<RowValues> },
  rows: Input[],
  dryRun: boolean,
): Promise<Schema<'ImportResult'>> {
  const problems: Record<string, string[]> = {};
  const values: RowValues[] = [];
  for (const [index, row] of rows.entries()) {
    try {
      values.push({ ...(await spec.values(db, row, tenantId)), tenant_id: tenantId });
    } catch (error) {
      const errors =
        error instanceof HttpError && error.statusCode === 400 ? (error.body.errors as Record<string, string[]> | undefined) : undefined;
      if (!errors) throw error;
      for (const [field, messages] of Object.entries(errors)) problems[`rows.${index}.${field}`] = messages;
    }
  }
  if (Object.keys(problems).length) throw new HttpError(400, { errors: problems });
  if (dryRun) return { rows: rows.length, imported: 0 };
  // Optional fields left out leave their column out (the database default): one insert per set of columns.
  const byColumns = new Map<string, RowValues[]>();
  for (const row of values) {
    const columns = Object.keys(row).sort().join();
    byColumns.set(columns, [...(byColumns.get(columns) ?? []), row]);
  }
  await db.transaction(async (tx) => {
    for (const group of byColumns.values()) await insertRows(tx, spec.table, group);
  });
  forgetCounts(db);
  return { rows: rows.length, imported: rows.length };
}
