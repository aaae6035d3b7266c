import sql, { join, raw } from 'sql-template-tag';
import type { Queryable } from '../../server/db/engine';

/**
 * Every table of the database with a digest of all its rows: equal snapshots mean unchanged data.
 * The job queue's own tables (graphile-worker's, in the same schema in tests) are left out: periodic
 * jobs reschedule themselves on their own clock, whatever a request did.
 */
export async function snapshot(db: Queryable): Promise<Record<string, string>> {
  const digests = (await tableNames(db)).map((name) => {
    const table = raw(`"${name.replace(/"/g, '""')}"`);
    return sql`select ${name} as name, count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
      from ${table} r`;
  });
  const rows = await db.query<{ name: string; digest: string }>(join(digests, ' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables `snapshot` digests, by name. */
export async function tableNames(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ name: string }>(sql`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and not starts_with(table_name, '_private_') and table_name <> 'migrations' order by table_name`);
  return tables.map(({ name }) => name);
}
