import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, Queryable } from '../db/engine';
import { unauthorized } from '../http/errors';
import type { Caller } from './tenancy';
import type { Role } from './roles';
import { verifiedTokenCache } from './verifiedTokens';
import { signingKey } from './signingKey';
import { sessionVersionCache } from './sessionVersions';
import type { LiveBus } from '../telemetry/liveBus';
import {
  advanceSessionVersion,
  insertRefreshToken,
  liveRefreshTokenFamily,
  lockRefreshToken,
  markRefreshTokenUsed,
  refreshTokenOwner,
  revokeRefreshFamily,
  revokeUserRefreshTokens,
  sessionVersion,
} from '../repos/sessions';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Who an access token was issued to, and the session version of the user at that time. */
export interface TokenUser {
  id: string;
  role: Role;
  tenantId: string | null;
  sessionVersion: number;
  /** Marked only for single sign-on (claim `sm`): the audit log says how the caller signed in. */
  signInMethod?: 'sso';
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
export async function createTokenService(
  db: Db,
  live: LiveBus,
  options: { accessSeconds: number; refreshDays: number; signingSecret: string | null },
) {
  const key = await signingKey(db, options.signingSecret);
  const verified = verifiedTokenCache<Claims>();
  const versions = sessionVersionCache((userId) => sessionVersion(db, userId));
  live.onSessionsEnded((userId) => versions.forget(userId));

  const verifySignature = async (token: string): Promise<Claims> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const claims = {
        caller: {
          userId: String(payload.sub),
          role: payload.role as Role,
          tenantId: (payload.tid as string | null) ?? null,
          ...(payload.sm === 'sso' ? { signInMethod: 'sso' as const } : {}),
        },
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
    new SignJWT({ role: user.role, tid: user.tenantId, sv: user.sessionVersion, ...(user.signInMethod ? { sm: user.signInMethod } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${options.accessSeconds}s`)
      .sign(key);

  const storeRefresh = async (tx: Queryable, userId: string, familyId: string) => {
    const token = randomBytes(32).toString('base64url');
    await insertRefreshToken(tx, { userId, familyId, tokenHash: sha256(token), validDays: options.refreshDays });
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
      const row = await lockRefreshToken(tx, sha256(token));
      if (!row || row.expired) return { refused: 'Your session has expired. Please sign in again.' };
      if (row.spent) {
        await revokeRefreshFamily(tx, row.familyId);
        return { refused: 'This session was ended for your safety. Please sign in again.' };
      }
      await markRefreshTokenUsed(tx, row.id);
      return { userId: row.userId, refreshToken: await storeRefresh(tx, row.userId, row.familyId) };
    },

    /**
     * Sign-out: revokes the refresh token's family and ends the access tokens of its user (the user's
     * other sessions renew theirs by refresh). Answers the user, to announce once committed.
     */
    async revokeByToken(tx: Queryable, token: string): Promise<string | null> {
      const row = await refreshTokenOwner(tx, sha256(token));
      if (!row) return null;
      await revokeRefreshFamily(tx, row.familyId);
      await advanceSessionVersion(tx, row.userId);
      return row.userId;
    },

    /**
     * The family of a refresh token that can still be spent (single sign-on keeps the provider's session per
     * family): a spent, revoked or expired one has none, so nothing is asked of the provider for it.
     */
    async liveFamilyOf(db: Queryable, token: string): Promise<string | undefined> {
      return liveRefreshTokenFamily(db, sha256(token));
    },

    /** Ends every session of the user: refresh tokens revoked, access tokens refused once announced. */
    async revokeUser(tx: Queryable, userId: string) {
      await revokeUserRefreshTokens(tx, userId);
      await advanceSessionVersion(tx, userId);
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
