import pg from 'pg';
import type { EngineDb, Queryable } from './engine';

// Calendar dates stay 'YYYY-MM-DD' strings: a Date would shift with the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How long a broken listening connection waits before trying again, doubling up to the last. */
const relistenDelaysMs = [100, 200, 400, 800, 1600, 3200, 5000];

/**
 * LISTEN on a connection of its own that stays open. When it breaks (PostgreSQL restarted, the
 * connection cut), another one listens again; what was notified in between is missed (live
 * updates: the next ones show). Answers the function that stops listening.
 */
async function listenAlways(
  newClient: () => pg.Client,
  channel: string,
  onMessage: (payload: string) => void,
  log: (line: string) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = newClient();
    next.on('error', (error) => log(`listening to ${channel} failed (${error.message})`));
    try {
      await next.connect();
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => void (stopped || reconnect()));
    client = next;
  };
  const reconnect = async () => {
    client = null;
    for (let attempt = 0; !stopped; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, relistenDelaysMs[Math.min(attempt, relistenDelaysMs.length - 1)]));
      if (stopped) return;
      try {
        await connect();
        log(`listening to ${channel} again`);
        return;
      } catch {
        // PostgreSQL is not back yet: the next attempt waits longer.
      }
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/**
 * A PostgreSQL server through a connection pool; `schema` isolates a test run. The server outlives
 * its connections: PostgreSQL restarted, failed over or an administrator ending them costs the
 * requests under way, not the process (see the pool's and the listeners' error handlers).
 */
export async function openPostgres(
  connectionString: string,
  { schema, statementTimeoutMs = 0, log }: { schema?: string; statementTimeoutMs?: number; log: (line: string) => void },
): Promise<EngineDb> {
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
  // An idle connection that breaks is dropped by the pool, which opens another when one is needed.
  // Without a listener, Node would end the process on the pool's 'error' event.
  pool.on('error', (error) => log(`a PostgreSQL connection broke while idle (${error.message}); the next query opens another`));
  const listeners = new Set<() => Promise<void>>();

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
      const unlisten = await listenAlways(() => new pg.Client({ connectionString, options }), channel, onMessage, log);
      const stop = async () => {
        listeners.delete(stop);
        await unlisten();
      };
      listeners.add(stop);
      return stop;
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}
