import pg from 'pg';

/**
 * Vitest setup file: each worker process takes its own PostgreSQL database beside the one named by
 * TEST_DATABASE_URL (`test` becomes `test_w1`, `test_w2`, ...), created on first use and kept for the
 * next run. Test servers still isolate themselves in schemas; the separate database keeps database-wide
 * signals inside one test file: graphile-worker announces a schema install to every runner of the
 * database (and they all restart), and a suite's servers would otherwise be restarted by every other
 * file's installs.
 */
const shared = process.env.TEST_DATABASE_URL_SHARED ?? process.env.TEST_DATABASE_URL;

if (shared) {
  process.env.TEST_DATABASE_URL_SHARED = shared;
  const url = new URL(shared);
  const name = `${url.pathname.slice(1) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? process.pid}`;
  url.pathname = `/${name}`;
  if (process.env.TEST_DATABASE_URL !== url.toString()) {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      // template0: template1 may be in use by another worker creating its database at the same moment.
      if (!rowCount)
        await client.query(`create database "${name}" template template0`).catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created meanwhile by a worker of the same id
        });
    } finally {
      await client.end();
    }
    process.env.TEST_DATABASE_URL = url.toString();
  }
}
