import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import sql from 'sql-template-tag';
import { prepared, type Db, type Queryable } from '../db/engine';
import { unauthorized } from '../http/errors';
import type { Caller } from './tenancy';
import type { Role } from './roles';
import { verifiedTokenCache } from './verifiedTokens';
import { signingKey } from './signingKey';
import { sessionVersionCache } from './sessionVersions';
import type { LiveBus } from '../telemetry/liveBus';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Who an access token was issued to, and the session version of the user at that time. */
export interface TokenUser {
  id: string;
  role: Role;
  tenantId: string | null;
  sessionVersion: number;
}

interface Claims {
  caller: Caller;
  sessionVersion: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * Short-lived JWT access tokens and opaque rotating refresh tokens. A refresh token is spent by
 * use; showing a spent one again means it was stolen or replayed, so its whole family is revoked.
 * An access token holds only while the user's session version is the one it carries: ending a
 * user's sessions (`revokeUser`, then `announceRevoked` once committed) refuses every token issued
 * before, on every instance within a second, and closes the user's live streams.
 */
export async function createTokenService(db: Db, live: LiveBus, options: { accessSeconds: number; refreshDays: number; signingSecret: string | null }) {
  const key = await signingKey(db, options.signingSecret);
  const verified = verifiedTokenCache<Claims>();
  const versions = sessionVersionCache(async (userId) => {
    const [row] = await db.query<{ session_version: number }>(prepared(sql`select session_version from users where id = ${userId}`));
    return row?.session_version ?? null;
  });
  live.onSessionsEnded((userId) => versions.forget(userId));

  const verifySignature = async (token: string): Promise<Claims> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const claims = {
        caller: { userId: String(payload.sub), role: payload.role as Role, tenantId: (payload.tid as string | null) ?? null },
        // Tokens from before session versions carry none and are refused once: the console refreshes.
        sessionVersion: typeof payload.sv === 'number' ? payload.sv : -1,
      };
      verified.remember(token, claims, (payload.exp as number) * 1000);
      return claims;
    } catch {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
  };

  const accessToken = (user: TokenUser) =>
    new SignJWT({ role: user.role, tid: user.tenantId, sv: user.sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${options.accessSeconds}s`)
      .sign(key);

  const storeRefresh = async (tx: Queryable, userId: string, familyId: string) => {
    const token = randomBytes(32).toString('base64url');
    await tx.query(sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
      values (${userId}, ${familyId}, ${sha256(token)}, now() + make_interval(days => ${options.refreshDays}))`);
    return token;
  };

  return {
    expiresIn: options.accessSeconds,

    async issue(tx: Queryable, user: TokenUser): Promise<IssuedTokens> {
      return {
        accessToken: await accessToken(user),
        refreshToken: await storeRefresh(tx, user.id, randomUUID()),
        expiresIn: options.accessSeconds,
      };
    },

    async verify(token: string): Promise<Caller> {
      const claims = verified.get(token) ?? (await verifySignature(token));
      const current = await versions.get(claims.caller.userId);
      if (current === null || current !== claims.sessionVersion) throw unauthorized('Your session has ended. Please sign in again.');
      return claims.caller;
    },

    /**
     * Spends a refresh token and answers its successor, or why it was refused. A refusal is an
     * answer, not a throw, so that the revocation of a replayed family commits.
     */
    async rotate(tx: Queryable, token: string): Promise<{ userId: string; refreshToken: string } | { refused: string }> {
      const [row] = await tx.query<{ id: string; user_id: string; family_id: string; spent: boolean; expired: boolean }>(
        sql`select id, user_id, family_id, (used_at is not null or revoked_at is not null) as spent,
              expires_at < now() as expired
            from refresh_tokens where token_hash = ${sha256(token)} for update`,
      );
      if (!row || row.expired) return { refused: 'Your session has expired. Please sign in again.' };
      if (row.spent) {
        await this.revokeFamily(tx, row.family_id);
        return { refused: 'This session was ended for your safety. Please sign in again.' };
      }
      await tx.query(sql`update refresh_tokens set used_at = now() where id = ${row.id}`);
      return { userId: row.user_id, refreshToken: await storeRefresh(tx, row.user_id, row.family_id) };
    },

    async revokeFamily(tx: Queryable, familyId: string) {
      await tx.query(sql`update refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`);
    },

    /**
     * Sign-out: revokes the refresh token's family and ends the access tokens of its user (the user's
     * other sessions renew theirs by refresh). Answers the user, to announce once committed.
     */
    async revokeByToken(tx: Queryable, token: string): Promise<string | null> {
      const [row] = await tx.query<{ family_id: string; user_id: string }>(
        sql`select family_id, user_id from refresh_tokens where token_hash = ${sha256(token)}`,
      );
      if (!row) return null;
      await this.revokeFamily(tx, row.family_id);
      await tx.query(sql`update users set session_version = session_version + 1 where id = ${row.user_id}`);
      return row.user_id;
    },

    /** Ends every session of the user: refresh tokens revoked, access tokens refused once announced. */
    async revokeUser(tx: Queryable, userId: string) {
      await tx.query(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
      await tx.query(sql`update users set session_version = session_version + 1 where id = ${userId}`);
    },

    /**
     * After the revoking transaction commits: every instance forgets the user's session version
     * and closes the user's live streams. Without it, other instances notice within a second anyway.
     */
    async announceRevoked(userId: string) {
      // This instance forgets at once; the others when the bus brings the news.
      versions.forget(userId);
      await live.publish({ type: 'sessionsEnded', userId });
    },
    accessToken,
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;
