import { readdirSync, readFileSync } from 'node:fs';
import sql, { raw } from 'sql-template-tag';
import type { EngineDb } from './engine';

const migrationsDir = new URL('./migrations/', import.meta.url);

/** Applies the plain SQL migrations not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: EngineDb): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const script = readFileSync(new URL(name, migrationsDir), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Neither the wait for another server's migration nor a migration rewriting a large table is
      // bound by the statement timeout of requests.
      await tx.query(sql`set local statement_timeout = 0`);
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

/**
 * Migrations are plain statements separated by `;` at the end of a line; a `;` inside a
 * dollar-quoted body (`$$ ... $$`, a function's) belongs to that body.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of script.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
