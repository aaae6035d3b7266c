import pg from 'pg';
import { migrationsKey } from './migrationsKey';

/**
 * A database of its own for each PostgreSQL test server, copied from a migrated template made once for every set
 * of migrations: migrating a new schema took a server about 9 s on a quiet 2-core machine, the copy (`create
 * database … template`) well under one. The template holds the migrations alone: each server still opens and
 * migrates its copy as at any start (nothing to do), and makes what a first start makes (its job queue's tables,
 * keys). A database each, not a schema each, also keeps graphile-worker's database-wide announcements (a queue
 * installed) from restarting the other servers' queues.
 */
const sharedUrl = process.env.TEST_DATABASE_URL_SHARED ?? process.env.TEST_DATABASE_URL;
/** The schema every copy holds the product's tables in, as the template does. */
export const templateSchema = 'fleet';

const withDatabase = (url: string, database: string) => {
  const copy = new URL(url);
  copy.pathname = `/${database}`;
  return copy.toString();
};

async function onShared<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: sharedUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | null = null;

/**
 * The template's name, made if no test process made it yet (migrated by `migrate`), under an advisory lock so that
 * two workers do not both build it.
 */
function templateName(migrate: (databaseUrl: string, schema: string) => Promise<void>): Promise<string> {
  template ??= onShared(async (client) => {
    const name = `fleet_template_${migrationsKey('postgresql')}`;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}" template template0`);
      await migrate(withDatabase(sharedUrl as string, building), templateSchema);
      await client.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return template;
}

let copies = 0;

/** A new database, a copy of the migrated template, and how to drop it. */
export async function migratedPostgres(migrate: (databaseUrl: string, schema: string) => Promise<void>) {
  const source = await templateName(migrate);
  copies += 1;
  const name = `fleet_test_${process.pid}_${copies}`;
  await onShared((client) => client.query(`create database "${name}" template "${source}"`));
  return {
    databaseUrl: withDatabase(sharedUrl as string, name),
    schema: templateSchema,
    drop: () =>
      onShared(async (client) => {
        // A stopped server's pools may still be closing their connections: ended by force, one of graphile-worker's
        // raised an uncaught error on its way out (CI). They are given a moment to close; a server still running
        // on the database (a second instance) is ended by force after it.
        for (let waited = 0; waited < 2000; waited += 100) {
          const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0].open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
