import pg from 'pg';
import type { Db, Queryable } from './engine';

// Calendar dates stay 'YYYY-MM-DD' strings: a Date would shift with the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A PostgreSQL server through a connection pool; `schema` isolates a test run. */
export async function openPostgres(connectionString: string, schema?: string, statementTimeoutMs = 0): Promise<Db> {
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`create schema if not exists ${quoteIdent(schema)}`);
    await admin.end();
  }
  const options = schema ? `-c search_path=${schema},public` : undefined;
  // No query of a request may hold a connection and a core for long; migrations lift the limit for themselves.
  const timeout = statementTimeoutMs > 0 ? `-c statement_timeout=${Math.round(statementTimeoutMs)}` : '';
  const pool = new pg.Pool({ connectionString, options: [options, timeout].filter(Boolean).join(' ') || undefined, max: 10 });
  const listeners: pg.Client[] = [];

  const runner = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async (statement) => (await client.query({ name: statement.name, text: statement.text, values: statement.values })).rows,
  });

  return {
    kind: 'postgresql',
    ...runner(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    listen: async (channel, onMessage) => {
      // LISTEN needs a connection of its own that stays open.
      const client = new pg.Client({ connectionString, options });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.query(`listen ${quoteIdent(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}
