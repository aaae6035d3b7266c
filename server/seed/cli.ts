// `npm run seed`: seeds the demo into an empty database; `npm run seed -- --reset` first deletes
// every record of the database (the schema stays), then seeds the demo.
import sql, { raw } from 'sql-template-tag';
import type { Db } from '../db/engine';
import { commandOptions, runWithDatabase } from '../cli/database';
import { seedDemo } from './index';

const values = commandOptions({ reset: { type: 'boolean', default: false } }, 'usage: npm run seed [-- --reset]');

/** Empties every table but the migration log; one TRUNCATE of them all satisfies the foreign keys. */
async function deleteAllData(db: Db) {
  const tables = await db.query<{ name: string }>(sql`select quote_ident(tablename) as name from pg_tables
    where schemaname = current_schema() and tablename <> 'schema_migrations'`);
  if (tables.length) await db.query(sql`truncate table ${raw(tables.map((table) => table.name).join(', '))} cascade`);
}

await runWithDatabase(async (db, config) => {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('npm run seed is refused with NODE_ENV=production: the demo accounts have published passwords.');
  }
  if (values.reset) await deleteAllData(db);
  if (!(await seedDemo(db, config))) {
    return 'The database already holds data, so nothing was seeded. `npm run seed -- --reset` deletes it all and seeds the demo.';
  }
  return `Seeded the demo tenants, accounts, fleet and ${config.demoHistoryDays} days of history (the accounts are listed in the README).`;
});
