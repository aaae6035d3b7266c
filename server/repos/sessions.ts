/*
 * Sessions: the stored refresh tokens (by hash; one family per sign-in, a token replaced by its
 * successor at each refresh) and the session version of each user, which every access token carries.
 */

import sql from 'sql-template-tag';
import { prepared, type Queryable } from '../db/engine';

/** A stored refresh token, locked until the transaction ends. */
export interface LockedRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  /** Used or revoked. */
  spent: boolean;
  expired: boolean;
}

/** The user's session version; null when the user is gone. Read on every request, hence prepared. */
export async function sessionVersion(db: Queryable, userId: string): Promise<number | null> {
  const [row] = await db.query<{ session_version: number }>(prepared(sql`select session_version from users where id = ${userId}`));
  return row?.session_version ?? null;
}

/** Refuses every access token issued to the user until now. */
export async function advanceSessionVersion(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`update users set session_version = session_version + 1 where id = ${userId}`);
}

export async function insertRefreshToken(
  db: Queryable,
  token: { userId: string; familyId: string; tokenHash: string; validDays: number },
): Promise<void> {
  await db.query(sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
    values (${token.userId}, ${token.familyId}, ${token.tokenHash}, now() + make_interval(days => ${token.validDays}))`);
}

export async function lockRefreshToken(db: Queryable, tokenHash: string): Promise<LockedRefreshToken | undefined> {
  const [row] = await db.query<{ id: string; user_id: string; family_id: string; spent: boolean; expired: boolean }>(
    sql`select id, user_id, family_id, (used_at is not null or revoked_at is not null) as spent,
          expires_at < now() as expired
        from refresh_tokens where token_hash = ${tokenHash} for update`,
  );
  return row && { id: row.id, userId: row.user_id, familyId: row.family_id, spent: row.spent, expired: row.expired };
}

export async function markRefreshTokenUsed(db: Queryable, id: string): Promise<void> {
  await db.query(sql`update refresh_tokens set used_at = now() where id = ${id}`);
}

/** The family and user of a stored refresh token, spent or not. */
export async function refreshTokenOwner(db: Queryable, tokenHash: string): Promise<{ familyId: string; userId: string } | undefined> {
  const [row] = await db.query<{ family_id: string; user_id: string }>(
    sql`select family_id, user_id from refresh_tokens where token_hash = ${tokenHash}`,
  );
  return row && { familyId: row.family_id, userId: row.user_id };
}

export async function revokeRefreshFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(sql`update refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`);
}

export async function revokeUserRefreshTokens(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
}

/** The family of a refresh token not yet used, revoked or expired. */
export async function liveRefreshTokenFamily(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ family_id: string }>(sql`select family_id from refresh_tokens where token_hash = ${tokenHash}
    and used_at is null and revoked_at is null and expires_at >= now()`);
  return row?.family_id;
}
