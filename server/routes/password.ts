import { createHash, randomInt } from 'node:crypto';
import sql from 'sql-template-tag';
import type { RouteModule, Schema } from '../context';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { createRateLimiter } from '../auth/rateLimiter';
import { normalizeEmail } from '../repos/users';
import type { Queryable } from '../db/engine';

const fifteenMinutes = 15 * 60 * 1000;
const maxCodeAttempts = 5;
const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('base64url');

/** Password change (knowing the old one) and reset by a one-time code sent by e-mail. */
export const passwordRoutes: RouteModule = ({ db, tokens, mailer }) => {
  const perAccount = createRateLimiter({ limit: 10, windowMs: fifteenMinutes });
  const perAddress = createRateLimiter({ limit: 50, windowMs: fifteenMinutes });

  const guardAttempt = (email: string, ip: string) => {
    if (perAccount.blocked(email) || perAddress.blocked(ip)) throw tooManyRequests();
  };
  const failAttempt = (email: string, ip: string) => {
    perAccount.fail(email);
    perAddress.fail(ip);
  };

  /** Sets the new password, ends every session of the user and clears the first-login flag. */
  const setPassword = async (tx: Queryable, userId: string, newPassword: string) => {
    const problem = passwordProblem(newPassword);
    if (problem) throw badRequest('newPassword', problem);
    await tx.query(sql`update users set password_hash = ${await hashPassword(newPassword)}, must_change_password = false,
      updated_at = now() where id = ${userId}`);
    await tokens.revokeUser(tx, userId);
  };

  return {
    async changePassword(request) {
      const body = request.body as Schema<'ChangePasswordRequest'>;
      const email = normalizeEmail(body.login);
      guardAttempt(email, request.ip);
      const [user] = await db.query<{ id: string; password_hash: string }>(
        sql`select id, password_hash from users where email = ${email}`,
      );
      if (!user || !(await verifyPassword(body.oldPassword, user.password_hash))) {
        failAttempt(email, request.ip);
        throw unauthorized('The old password is not correct.');
      }
      if (body.newPassword === body.oldPassword) throw badRequest('newPassword', 'Must differ from the old password.');
      await db.transaction((tx) => setPassword(tx, user.id, body.newPassword));
      perAccount.reset(email);
      return { message: 'Your password has been changed.' };
    },

    async sendPasswordResetLink(request) {
      const { loginEmail } = request.query as { loginEmail: string };
      const email = normalizeEmail(loginEmail);
      guardAttempt(email, request.ip);
      // Every request counts, so nobody can flood an inbox or the outbox.
      failAttempt(email, request.ip);
      const [user] = await db.query<{ id: string }>(sql`select id from users where email = ${email}`);
      if (user) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await db.transaction(async (tx) => {
          await tx.query(sql`update password_resets set used_at = now() where user_id = ${user.id} and used_at is null`);
          await tx.query(sql`insert into password_resets (user_id, code_hash, expires_at)
            values (${user.id}, ${codeHash(user.id, code)}, now() + interval '15 minutes')`);
        });
        await mailer.send({
          to: email,
          subject: 'Your password reset code',
          text: `Your one-time password reset code is ${code}.\nIt is valid for 15 minutes and can be used once.\n`,
        });
      }
      return { message: 'A one time reset code has been sent on your email' };
    },

    async resetPassword(request) {
      const body = request.body as Schema<'ResetPasswordRequest'>;
      const email = normalizeEmail(body.login);
      guardAttempt(email, request.ip);
      const invalid = () => badRequest('resetToken', 'The code is invalid or has expired.');
      await db.transaction(async (tx) => {
        const [reset] = await tx.query<{ id: string; user_id: string; attempts: number }>(
          sql`select r.id, r.user_id, r.attempts from password_resets r join users u on u.id = r.user_id
              where u.email = ${email} and r.used_at is null and r.expires_at > now()
              order by r.created_at desc limit 1 for update`,
        );
        if (!reset || reset.attempts >= maxCodeAttempts) throw invalid();
        const [match] = await tx.query(sql`select 1 from password_resets
          where id = ${reset.id} and code_hash = ${codeHash(reset.user_id, body.resetToken.trim())}`);
        if (!match) {
          await tx.query(sql`update password_resets set attempts = attempts + 1 where id = ${reset.id}`);
          return false;
        }
        await setPassword(tx, reset.user_id, body.newPassword);
        await tx.query(sql`update password_resets set used_at = now() where id = ${reset.id}`);
        return true;
      }).then((done) => {
        if (!done) {
          failAttempt(email, request.ip);
          throw invalid();
        }
      });
      return { message: 'Your password has been reset.' };
    },
  };
};
