import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';

/** The stored secret of this name, `value` when none is stored yet: every instance reads the first one stored. */
export async function keepServerSecret(db: Queryable, name: string, value: string): Promise<string> {
  await db.query(sql`insert into server_secrets (name, value) values (${name}, ${value}) on conflict (name) do nothing`);
  const [row] = await db.query<{ value: string }>(sql`select value from server_secrets where name = ${name}`);
  return row.value;
}

export async function deleteServerSecret(db: Queryable, name: string): Promise<void> {
  await db.query(sql`delete from server_secrets where name = ${name}`);
}
