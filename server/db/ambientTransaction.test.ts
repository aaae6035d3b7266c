import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './engine';

const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgresql'] : [])] as const;

/** `atomically` as the audit log uses it: the work's writes and a final row commit together or not at all. */
describe.each(engines)('a request’s writes in one transaction on %s', (engine) => {
  let db: Db;
  let dataDir: string;
  const schema = `ambient_${randomUUID().slice(0, 8)}`;
  const names = async () => (await db.query<{ name: string }>(sql`select name from things order by name`)).map((row) => row.name);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ambient-'));
    db = await openDb({ databaseUrl: engine === 'postgresql' ? (process.env.TEST_DATABASE_URL as string) : null, dataDir, schema });
    await db.exec('create table things (name text primary key)');
  }, 60_000);

  afterAll(async () => {
    if (engine === 'postgresql') await db.exec(`drop schema ${schema} cascade`);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the writes after a first write that failed and was handled, with the final row', async () => {
    await db.query(sql`insert into things values ('taken')`);
    await db.atomically(async (tx) => {
      await expect(db.query(sql`insert into things values ('taken')`)).rejects.toMatchObject({ code: '23505' });
      await db.query(sql`insert into things values ('second')`);
      await db.transaction(async (inner) => inner.query(sql`insert into things values ('third')`));
      await tx.query(sql`insert into things values ('final')`);
    });
    expect(await names()).toEqual(['final', 'second', 'taken', 'third']);
  });

  it('keeps a write sent beside a first write that fails', async () => {
    await db.atomically(async (tx) => {
      const [duplicate, other] = await Promise.allSettled([
        db.query(sql`insert into things values ('taken')`),
        db.query(sql`insert into things values ('beside')`),
      ]);
      expect(duplicate.status).toBe('rejected');
      expect(other.status).toBe('fulfilled');
      await tx.query(sql`insert into things values ('final 2')`);
    });
    expect(await names()).toContain('beside');
  });

  it('lets a first write read and write through the database inside its own transaction', async () => {
    await db.atomically(() =>
      db.transaction(async (inner) => {
        await inner.query(sql`insert into things values ('nested')`);
        await db.query(sql`insert into things values ('nested 2')`);
        expect(await db.query(sql`select name from things where name like 'nested%'`)).toHaveLength(2);
      }),
    );
    expect(await names()).toEqual(expect.arrayContaining(['nested', 'nested 2']));
  });

  it('commits nothing when the final row fails, nor when the work fails after its writes', async () => {
    const before = await names();
    await expect(
      db.atomically(async (tx) => {
        await db.query(sql`insert into things values ('lost')`);
        await tx.query(sql`insert into things values ('taken')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.atomically(async () => {
        await db.query(sql`insert into things values ('lost 2')`);
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('the handler failed');
    expect(await names()).toEqual(before);
  });
});
