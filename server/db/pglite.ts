import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { EngineDb } from './engine';
import { lockDataDir } from './dataDirLock';

/** Embedded PostgreSQL (WASM) keeping its files in `<dataDir>/pgdata`. */
export async function openPglite(dataDir: string): Promise<EngineDb> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(path.join(dataDir, 'pgdata'), {
      // Calendar dates stay 'YYYY-MM-DD' strings: a Date would shift with the time zone.
      parsers: { [types.DATE]: (value: string) => value },
    });
    return {
      kind: 'pglite',
      query: async (statement) => (await pg.query(statement.text, statement.values)).rows as never,
      transaction: (work) => pg.transaction((tx) => work({ query: async (s) => (await tx.query(s.text, s.values)).rows as never })),
      exec: async (script) => {
        await pg.exec(script);
      },
      listen: async (channel, onMessage) => {
        const unsubscribe = await pg.listen(channel, onMessage);
        return async () => unsubscribe();
      },
      notify: async (channel, payload) => {
        await pg.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await pg.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
