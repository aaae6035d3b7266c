import { readdirSync, readFileSync } from 'node:fs';
import sql, { raw } from 'sql-template-tag';
import type { Db } from './engine';

const migrationsDir = new URL('./migrations/', import.meta.url);

/** Applies the plain SQL migrations not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const script = readFileSync(new URL(name, migrationsDir), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Several servers may start together on one PostgreSQL: one migrates, the others wait.
      await tx.query(sql`select pg_advisory_xact_lock(7205010)`);
      const seen = await tx.query(sql`select 1 from schema_migrations where name = ${name}`);
      if (seen.length) return false;
      for (const statement of splitStatements(script)) await tx.query(raw(statement));
      await tx.query(sql`insert into schema_migrations (name) values (${name})`);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Migrations are plain statements separated by `;` at the end of a line (no functions with bodies). */
function splitStatements(script: string): string[] {
  return script
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
