import type { Sql } from 'sql-template-tag';

/** Something that runs one SQL statement: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(statement: Sql): Promise<Row[]>;
}

/**
 * The one small interface the rest of the server sees, so the same queries run on the
 * embedded engine (PGlite) and on a PostgreSQL server.
 */
export interface Db extends Queryable {
  kind: 'pglite' | 'postgresql';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Subscribes to a notification channel; resolves to the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: a schema to create and use (tests isolate themselves this way). */
  schema?: string;
}

export async function openDb(options: OpenOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
