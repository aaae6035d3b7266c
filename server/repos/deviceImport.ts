import sql from 'sql-template-tag';
import type { Schema } from '../contract';
import type { Db } from '../db/engine';
import { HttpError } from '../http/errors';
import { forgetCounts } from './countCache';
import { insertRows, optionalText } from './rowWrites';
import { sensorValues } from './sensors';

type Row = Schema<'DeviceImportRow'>;
type Problems = Map<string, string[]>;

const note = (problems: Problems, index: number, field: string, message: string) => {
  const key = `rows.${index}.${field}`;
  problems.set(key, [...(problems.get(key) ?? []), message]);
};

/** Identifiers that appear twice in the rows (every later row is named), or that a device of any tenant holds. */
async function identifierProblems(db: Db, rows: Row[], problems: Problems) {
  const first = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!first.has(row.uniqueId)) first.set(row.uniqueId, index);
    else note(problems, index, 'uniqueId', 'Repeats the identifier of an earlier row.');
  });
  const taken = await db.query<{ unique_id: string }>(
    sql`select unique_id from sensors where unique_id = any(${[...first.keys()]}::text[])`,
  );
  // Like a single create, the answer never tells whose device holds it.
  for (const { unique_id: uniqueId } of taken)
    note(problems, first.get(uniqueId) as number, 'uniqueId', 'This identifier is not available.');
}

/** Model names to ids (models are shared by all tenants); unknown names are problems. */
async function modelIds(db: Db, rows: Row[], problems: Problems): Promise<Map<string, string>> {
  const names = [...new Set(rows.flatMap((row) => (optionalText(row.model) ? [row.model!.trim().toLowerCase()] : [])))];
  const models = names.length
    ? await db.query<{ id: string; name: string }>(
        sql`select id, lower(name) as name from sensor_models where lower(name) = any(${names}::text[])`,
      )
    : [];
  const ids = new Map(models.map((model) => [model.name, model.id]));
  rows.forEach((row, index) => {
    const name = optionalText(row.model)?.toLowerCase();
    if (name && !ids.has(name)) note(problems, index, 'model', `No device model is named "${row.model!.trim()}".`);
  });
  return ids;
}

/**
 * Checks every row, then writes them all in one transaction (none with `dryRun`); any problem
 * answers 400 naming each row and field, and nothing is written. The database's unique
 * identifier still guards a device created meanwhile: the transaction then fails whole.
 */
export async function importDevices(db: Db, tenantId: string, rows: Row[], dryRun: boolean): Promise<Schema<'ImportResult'>> {
  const problems: Problems = new Map();
  await identifierProblems(db, rows, problems);
  const models = await modelIds(db, rows, problems);
  if (problems.size) throw new HttpError(400, { errors: Object.fromEntries(problems) });
  if (dryRun) return { rows: rows.length, imported: 0 };
  const values = rows.map((row) => ({
    ...sensorValues({
      uniqueId: row.uniqueId,
      name: row.name,
      phone: row.phone,
      modelId: models.get(optionalText(row.model)?.toLowerCase() ?? '') ?? null,
    }),
    tenant_id: tenantId,
  }));
  await db.transaction((tx) => insertRows(tx, 'sensors', values));
  forgetCounts(db);
  return { rows: rows.length, imported: rows.length };
}
