import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { conflict, ConflictCode, tooManyRequests, unauthorized } from '../http/errors';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { createRateLimiter } from '../auth/rateLimiter';
import { normalizeEmail, selectUser, toUser, type UserRow } from '../repos/users';

const fifteenMinutes = 15 * 60 * 1000;
const invalidCredentials = 'Invalid email or password.';

/** Sign-in, refresh and sign-out. */
export const authRoutes: RouteModule = ({ db, tokens }) => {
  const perAccount = createRateLimiter({ limit: 10, windowMs: fifteenMinutes });
  const perAddress = createRateLimiter({ limit: 50, windowMs: fifteenMinutes });

  return {
    async loginWithEmail(request) {
      const body = request.body as Schema<'LoginRequest'>;
      const email = normalizeEmail(body.email);
      if (perAccount.blocked(email) || perAddress.blocked(request.ip)) throw tooManyRequests();

      const [user] = await db.query<UserRow>(selectUser(sql`u.email = ${email}`));
      const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid) {
        perAccount.fail(email);
        perAddress.fail(request.ip);
        throw unauthorized(invalidCredentials);
      }
      perAccount.reset(email);
      if (user.must_change_password) {
        throw conflict(ConflictCode.passwordChangeRequired, 'Please change your password before signing in.');
      }
      return db.transaction(async (tx) => {
        await tx.query(sql`update users set last_login_at = now() where id = ${user.id}`);
        const issued = await tokens.issue(tx, { id: user.id, role: user.role, tenantId: user.tenant_id });
        return { ...issued, user: toUser({ ...user, last_login_at: new Date() }) };
      });
    },

    async refreshSession(request) {
      const body = request.body as Schema<'RefreshRequest'>;
      const session = await db.transaction(async (tx) => {
        const rotated = await tokens.rotate(tx, body.refreshToken);
        if ('refused' in rotated) return rotated;
        const [user] = await tx.query<UserRow>(selectUser(sql`u.id = ${rotated.userId}`));
        if (!user) return { refused: 'Please sign in again.' };
        const accessToken = await tokens.accessToken({ id: user.id, role: user.role, tenantId: user.tenant_id });
        return { accessToken, refreshToken: rotated.refreshToken, expiresIn: tokens.expiresIn, user: toUser(user) };
      });
      if ('refused' in session) throw unauthorized(session.refused);
      return session;
    },

    async logout(request) {
      const body = request.body as Schema<'LogoutRequest'>;
      await db.transaction((tx) => tokens.revokeByToken(tx, body.refreshToken));
      return { message: 'Signed out.' };
    },
  };
};
