import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import sql from 'sql-template-tag';
import type { Db, Queryable } from '../db/engine';
import { unauthorized } from '../http/errors';
import type { Caller } from './tenancy';
import type { Role } from './roles';
import { verifiedTokenCache } from './verifiedTokens';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The signing key lives in the database so that every server instance shares it. It is a
 * KeyObject, not bytes: jose imports bytes anew on every verification, a KeyObject once.
 */
async function signingKey(db: Db): Promise<KeyObject> {
  await db.query(sql`insert into server_secrets (name, value) values ('jwt', ${randomBytes(32).toString('base64')})
    on conflict (name) do nothing`);
  const [row] = await db.query<{ value: string }>(sql`select value from server_secrets where name = 'jwt'`);
  return createSecretKey(Buffer.from(row.value, 'base64'));
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * Short-lived JWT access tokens and opaque rotating refresh tokens. A refresh token is spent by
 * use; showing a spent one again means it was stolen or replayed, so its whole family is revoked.
 */
export async function createTokenService(db: Db, options: { accessSeconds: number; refreshDays: number }) {
  const key = await signingKey(db);
  const verified = verifiedTokenCache();

  const accessToken = (user: { id: string; role: Role; tenantId: string | null }) =>
    new SignJWT({ role: user.role, tid: user.tenantId })
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

    async issue(tx: Queryable, user: { id: string; role: Role; tenantId: string | null }): Promise<IssuedTokens> {
      return {
        accessToken: await accessToken(user),
        refreshToken: await storeRefresh(tx, user.id, randomUUID()),
        expiresIn: options.accessSeconds,
      };
    },

    async verify(token: string): Promise<Caller> {
      const remembered = verified.get(token);
      if (remembered) return remembered;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const caller = { userId: String(payload.sub), role: payload.role as Role, tenantId: (payload.tid as string | null) ?? null };
        verified.remember(token, caller, (payload.exp as number) * 1000);
        return caller;
      } catch {
        throw unauthorized('Your session has expired. Please sign in again.');
      }
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

    async revokeByToken(tx: Queryable, token: string) {
      const [row] = await tx.query<{ family_id: string }>(sql`select family_id from refresh_tokens where token_hash = ${sha256(token)}`);
      if (row) await this.revokeFamily(tx, row.family_id);
    },

    async revokeUser(tx: Queryable, userId: string) {
      await tx.query(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
    },
    accessToken,
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;
