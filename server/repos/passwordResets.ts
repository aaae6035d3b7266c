import sql from 'sql-template-tag';
import type { Db, Queryable } from '../db/engine';

/** A reset code sent by mail and neither used nor expired (only its hash is stored). */
export interface OpenReset {
  id: string;
  userId: string;
  attempts: number;
}

/** Stores the hash of a new reset code of the user, valid for 15 minutes; the user's earlier codes stop working. */
export async function replaceResetCode(db: Db, userId: string, codeHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(sql`update password_resets set used_at = now() where user_id = ${userId} and used_at is null`);
    await tx.query(sql`insert into password_resets (user_id, code_hash, expires_at)
      values (${userId}, ${codeHash}, now() + interval '15 minutes')`);
  });
}

/** The account's newest open reset, locked until the transaction `tx` ends. */
export async function lockNewestOpenReset(tx: Queryable, email: string): Promise<OpenReset | undefined> {
  const [row] = await tx.query<{ id: string; user_id: string; attempts: number }>(
    sql`select r.id, r.user_id, r.attempts from password_resets r join users u on u.id = r.user_id
        where u.email = ${email} and r.used_at is null and r.expires_at > now()
        order by r.created_at desc limit 1 for update`,
  );
  return row && { id: row.id, userId: row.user_id, attempts: row.attempts };
}

export async function resetCodeMatches(db: Queryable, resetId: string, codeHash: string): Promise<boolean> {
  const rows = await db.query(sql`select 1 from password_resets where id = ${resetId} and code_hash = ${codeHash}`);
  return rows.length > 0;
}

export async function countWrongResetCode(db: Queryable, resetId: string): Promise<void> {
  await db.query(sql`update password_resets set attempts = attempts + 1 where id = ${resetId}`);
}

export async function markResetUsed(db: Queryable, resetId: string): Promise<void> {
  await db.query(sql`update password_resets set used_at = now() where id = ${resetId}`);
}
