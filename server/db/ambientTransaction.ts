import { AsyncLocalStorage } from 'node:async_hooks';
import sql, { raw } from 'sql-template-tag';
import type { Db, EngineDb, Queryable } from './engine';

interface Ambient {
  tx: Queryable;
  /** False once the work has ended: a query started by it later (fire and forget) runs on its own. */
  open: boolean;
  savepoints: number;
}

/**
 * Gives the database `atomically(work)`: every query `work` makes through this database, however deep
 * and through whichever repository, runs in one transaction, so that a request's writes and its audit
 * row commit together or not at all. A repository's own `transaction` inside becomes a savepoint, and
 * so does each write statement outside one: the code was written for statements that fail alone.
 * Notifications go through the transaction too: PGlite would otherwise wait for it to end (and
 * PostgreSQL delivers them at commit, when what they announce is visible).
 */
const changes = /^\s*(insert|update|delete|with)\b/i;

/** Runs `work` so that its failure undoes only its own statements, as a transaction of its own would. */
async function inSavepoint<T>(ambient: Ambient, work: () => Promise<T>): Promise<T> {
  const savepoint = raw(`nested_${++ambient.savepoints}`);
  await ambient.tx.query(sql`savepoint ${savepoint}`);
  try {
    const result = await work();
    await ambient.tx.query(sql`release savepoint ${savepoint}`);
    return result;
  } catch (error) {
    await ambient.tx.query(sql`rollback to savepoint ${savepoint}`);
    throw error;
  }
}

export function withAmbientTransactions(db: EngineDb): Db {
  const storage = new AsyncLocalStorage<Ambient>();
  const current = () => {
    const ambient = storage.getStore();
    return ambient?.open ? ambient : undefined;
  };
  return {
    ...db,
    query(statement) {
      const ambient = current();
      if (!ambient) return db.query(statement);
      // A write that fails (a duplicate a handler then explains) must not abort the whole transaction.
      return changes.test(statement.text) ? inSavepoint(ambient, () => ambient.tx.query(statement)) : ambient.tx.query(statement);
    },
    async transaction(work) {
      const ambient = current();
      return ambient ? inSavepoint(ambient, () => work(ambient.tx)) : db.transaction(work);
    },
    notify: async (channel, payload) => {
      const ambient = current();
      if (!ambient) return db.notify(channel, payload);
      await ambient.tx.query(sql`select pg_notify(${channel}, ${payload})`);
    },
    atomically(work) {
      if (current()) return work();
      return db.transaction((tx) => {
        const ambient: Ambient = { tx, open: true, savepoints: 0 };
        return storage.run(ambient, async () => {
          try {
            return await work();
          } finally {
            ambient.open = false;
          }
        });
      });
    },
  };
}
