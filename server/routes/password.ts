import { createHash, randomInt } from 'node:crypto';
import type { RouteModule } from '../http/operations';
import { badRequest, unauthorized } from '../http/errors';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { createSignInThrottle } from '../auth/signInThrottle';
import { normalizeEmail, setPasswordHash, userByEmail } from '../repos/users';
import { countWrongResetCode, lockNewestOpenReset, markResetUsed, replaceResetCode, resetCodeMatches } from '../repos/passwordResets';
import type { Queryable } from '../db/engine';

const maxCodeAttempts = 5;
const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('base64url');

/** Password change (knowing the old one) and reset by a one-time code sent by e-mail. */
export const passwordRoutes: RouteModule = ({ db, tokens, mailer }) => {
  // Shares its counts with sign-in: guessing a password through this route is no cheaper.
  const throttle = createSignInThrottle(db);

  /** Sets the new password, ends every session of the user and clears the first-login flag. */
  const setPassword = async (tx: Queryable, user: { id: string; email: string }, newPassword: string) => {
    const problem = passwordProblem(newPassword, user.email);
    if (problem) throw badRequest('newPassword', problem);
    await setPasswordHash(tx, user.id, await hashPassword(newPassword));
    await tokens.revokeUser(tx, user.id);
  };

  /** A new one-time code for the account `email`, if there is one, by mail; earlier codes stop working. */
  const mailResetCode = async (email: string) => {
    const user = await userByEmail(db, email);
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await replaceResetCode(db, user.id, codeHash(user.id, code));
    await mailer.send({
      to: email,
      subject: 'Your password reset code',
      text: `Your one-time password reset code is ${code}.\nIt is valid for 15 minutes and can be used once.\n`,
    });
  };

  return {
    async changePassword(request) {
      const { body } = request;
      const email = normalizeEmail(body.login);
      await throttle.check(email, request.ip);
      const user = await userByEmail(db, email);
      // An unknown account costs the same scrypt work as a wrong password: the answer's time tells nothing.
      const valid = await verifyPassword(body.oldPassword, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        await throttle.fail(email, request.ip);
        throw unauthorized('The old password is not correct.');
      }
      if (body.newPassword === body.oldPassword) throw badRequest('newPassword', 'Must differ from the old password.');
      await db.transaction((tx) => setPassword(tx, { id: user.id, email }, body.newPassword));
      await tokens.announceRevoked(user.id);
      await throttle.succeed(email, request.ip);
      return { message: 'Your password has been changed.' };
    },

    async sendPasswordResetLink(request) {
      const { loginEmail } = request.query;
      const email = normalizeEmail(loginEmail);
      await throttle.check(email, request.ip);
      // Every request counts, so nobody can flood an inbox or the outbox.
      await throttle.fail(email, request.ip);
      // The code is made and mailed after the answer, so that neither its content nor its time tells
      // whether the address has an account (nor waits for a slow mail server).
      setImmediate(() => mailResetCode(email).catch((error) => request.log.error(error, 'password reset code not sent')));
      return { message: 'A one time reset code has been sent on your email' };
    },

    async resetPassword(request) {
      const { body } = request;
      const email = normalizeEmail(body.login);
      await throttle.check(email, request.ip);
      const invalid = () => badRequest('resetToken', 'The code is invalid or has expired.');
      await db
        .transaction(async (tx) => {
          const reset = await lockNewestOpenReset(tx, email);
          if (!reset || reset.attempts >= maxCodeAttempts) throw invalid();
          if (!(await resetCodeMatches(tx, reset.id, codeHash(reset.userId, body.resetToken.trim())))) {
            await countWrongResetCode(tx, reset.id);
            return null;
          }
          await setPassword(tx, { id: reset.userId, email }, body.newPassword);
          await markResetUsed(tx, reset.id);
          return reset.userId;
        })
        .then(async (userId) => {
          if (!userId) {
            await throttle.fail(email, request.ip);
            throw invalid();
          }
          await tokens.announceRevoked(userId);
        });
      return { message: 'Your password has been reset.' };
    },
  };
};
