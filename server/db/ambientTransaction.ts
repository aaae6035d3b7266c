import { AsyncLocalStorage } from 'node:async_hooks';
import sql, { raw } from 'sql-template-tag';
import type { Db, EngineDb, Queryable } from './engine';

interface Ambient {
  /** Replaced by a new one, not yet begun, when the first write fails (see `isolated`). */
  transaction: ReturnType<typeof heldTransaction>;
  /** The transaction's first write while it runs: everything else the work asks for waits until it ends. */
  firstWrite?: Promise<unknown>;
  /** False once the work has ended: a query started by it later (fire and forget) runs on its own. */
  open: boolean;
  savepoints: number;
  /** Runs a statement in the transaction as it is: one whose failure fails the whole work (the audit row). */
  direct: Queryable;
}

/**
 * Gives the database `atomically(work)`: every write `work` makes through this database, however deep
 * and through whichever repository, runs in one transaction, so that a request's writes and its audit
 * row commit together or not at all. The transaction begins at the first write (or repository
 * transaction, or notification): the reads before it need none, as without the audit log, and holding
 * a connection (PGlite: the whole database) for them made every write wait longer. From then on every
 * query of `work` runs in it. A repository's own `transaction` inside becomes a savepoint, and so does
 * each write statement outside one: the code was written for statements that fail alone. The first
 * needs none: nothing else is in the transaction yet, so its failure rolls the transaction back
 * and the next write begins another (two round trips fewer on most writes, issue 32).
 * Notifications go through the transaction too: PGlite would otherwise wait for it to end (and
 * PostgreSQL delivers them at commit, when what they announce is visible).
 */
const changes = /^\s*(insert|update|delete|with)\b/i;

/** Runs `work` so that its failure undoes only its own statements, as a transaction of its own would. */
async function inSavepoint<T>(ambient: Ambient, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const tx = await ambient.transaction.begin();
  const savepoint = raw(`nested_${++ambient.savepoints}`);
  await tx.query(sql`savepoint ${savepoint}`);
  try {
    const result = await work(tx);
    await tx.query(sql`release savepoint ${savepoint}`);
    return result;
  } catch (error) {
    await tx.query(sql`rollback to savepoint ${savepoint}`);
    throw error;
  }
}

/** Set inside the first write's own work: what it asks for itself runs in its transaction, not after it. */
const insideFirstWrite = new AsyncLocalStorage<true>();

/** Runs `work` so that its failure undoes only its own statements: the first in a transaction of its own (see above). */
function isolated<T>(ambient: Ambient, db: EngineDb, work: (tx: Queryable) => Promise<T>): Promise<T> {
  if (ambient.transaction.begun()) return inSavepoint(ambient, work);
  const first = (async () => {
    try {
      const tx = await ambient.transaction.begin();
      return await insideFirstWrite.run(true, () => work(tx));
    } catch (error) {
      await ambient.transaction.end({ error }).catch(() => undefined);
      ambient.transaction = heldTransaction(db);
      throw error;
    } finally {
      ambient.firstWrite = undefined;
    }
  })();
  ambient.firstWrite = first;
  return first;
}

/**
 * Runs `next` once the work's first write has ended (a statement sent beside it would fail with it), with no
 * await between the check and `next`, so that no other first write can begin in between.
 */
function afterFirstWrite<T>(ambient: Ambient, next: () => Promise<T>): Promise<T> {
  const running = insideFirstWrite.getStore() ? undefined : ambient.firstWrite;
  return running ? running.catch(() => undefined).then(() => afterFirstWrite(ambient, next)) : next();
}

/**
 * A transaction of `db` begun when first asked for and held open until `end`, which commits it, or
 * rolls it back when given the work's failure.
 */
function heldTransaction(db: EngineDb) {
  let opened: Promise<Queryable> | undefined;
  let settle: ((failure?: { error: unknown }) => void) | undefined;
  let done: Promise<unknown> = Promise.resolve();
  const begin = () =>
    (opened ??= new Promise<Queryable>((resolve, reject) => {
      done = db.transaction(
        (tx) =>
          new Promise<void>((committed, failed) => {
            settle = (failure) => (failure ? failed(failure.error) : committed());
            resolve(tx);
          }),
      );
      // A transaction that could not begin fails the query that asked for it.
      done.catch(reject);
    }));
  const end = async (failure?: { error: unknown }) => {
    if (!opened) return;
    // A query the work started and left running may still be waiting for the transaction to begin.
    await opened.catch(() => undefined);
    settle?.(failure);
    await done;
  };
  return { begin, begun: () => opened !== undefined, end };
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
      return afterFirstWrite(ambient, () => {
        // A write that fails (a duplicate a handler then explains) must not abort the whole transaction.
        if (changes.test(statement.text)) return isolated(ambient, db, (tx) => tx.query(statement));
        return ambient.transaction.begun() ? ambient.direct.query(statement) : db.query(statement);
      });
    },
    transaction(work) {
      const ambient = current();
      return ambient ? afterFirstWrite(ambient, () => isolated(ambient, db, work)) : db.transaction(work);
    },
    notify: async (channel, payload) => {
      const ambient = current();
      if (!ambient) return db.notify(channel, payload);
      await afterFirstWrite(ambient, () => ambient.direct.query(sql`select pg_notify(${channel}, ${payload})`));
    },
    async atomically(work) {
      const outer = current();
      if (outer) return work(outer.direct);
      const ambient: Ambient = {
        transaction: heldTransaction(db),
        open: true,
        savepoints: 0,
        direct: { query: async (statement) => (await ambient.transaction.begin()).query(statement) },
      };
      const result = await storage
        .run(ambient, () => work(ambient.direct))
        .catch(async (error: unknown) => {
          ambient.open = false;
          await ambient.transaction.end({ error }).catch(() => undefined);
          throw error;
        });
      ambient.open = false;
      await ambient.transaction.end();
      return result;
    },
  };
}
