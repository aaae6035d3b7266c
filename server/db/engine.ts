import { createHash } from 'node:crypto';
import type { Sql } from 'sql-template-tag';
import { withAmbientTransactions } from './ambientTransaction';

/** A statement, named when PostgreSQL should keep its plan (see `prepared`). */
export type Statement = Sql & { name?: string };

/** Something that runs one SQL statement: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(statement: Statement): Promise<Row[]>;
}

/**
 * Marks one of the busiest statements for PostgreSQL to parse once per connection, and to plan
 * once where a plan made without the values is as good (the statements of a batch of positions).
 * A page of assets is still planned for its values: with LIMIT and OFFSET as parameters PostgreSQL
 * rates the generic plan far worse. Only for statements whose text is one of a fixed few (values as
 * parameters, no lists of them), since each connection keeps every statement.
 */
export function prepared(statement: Sql): Statement {
  return Object.assign(statement, { name: `fleet_${createHash('sha1').update(statement.text).digest('hex')}` });
}

/**
 * The one small interface the rest of the server sees, so the same queries run on the
 * embedded engine (PGlite) and on a PostgreSQL server.
 */
export interface Db extends Queryable {
  kind: 'pglite' | 'postgresql';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` with every write it makes through this database in one transaction (see ambientTransaction.ts);
   * `tx` runs a statement in it without a savepoint of its own, for one whose failure must fail the whole work.
   */
  atomically<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Subscribes to a notification channel; resolves to the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** What each engine opens; `openDb` adds the ambient transactions. */
export type EngineDb = Omit<Db, 'atomically'>;

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: a schema to create and use (tests isolate themselves this way). */
  schema?: string;
  /**
   * PostgreSQL only: statement_timeout of every connection of the pool. PGlite accepts the setting
   * but cannot enforce it (no timers inside its WebAssembly build).
   */
  statementTimeoutMs?: number;
  /** Where a broken connection to PostgreSQL is told (the server's log); the console by default. */
  log?: (line: string) => void;
}

export async function openDb(options: OpenOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    const { schema, statementTimeoutMs, log = (line: string) => console.log(line) } = options;
    return withAmbientTransactions(await openPostgres(options.databaseUrl, { schema, statementTimeoutMs, log }));
  }
  const { openPglite } = await import('./pglite');
  return withAmbientTransactions(await openPglite(options.dataDir));
}
