import type { RouteModule } from '../http/operations';
import { conflict, ConflictCode, unauthorized } from '../http/errors';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { createSignInThrottle } from '../auth/signInThrottle';
import { loginPage } from '../auth/sso';
import { signInFactor } from '../auth/twoFactor';
import { suspendPersonalApiKeys } from '../repos/apiKeys';
import { ssoRequiredOf } from '../repos/tenantSso';
import { normalizeEmail, recordSignIn, tokenUser, toUser, userByEmail, userById } from '../repos/users';

const invalidCredentials = 'Invalid email or password.';

/** Sign-in, refresh and sign-out. */
export const authRoutes: RouteModule = ({ db, tokens, clock, sso }) => {
  const throttle = createSignInThrottle(db);

  return {
    async loginWithEmail(request) {
      const { body } = request;
      const email = normalizeEmail(body.email);
      await throttle.check(email, request.ip);

      const user = await userByEmail(db, email);
      const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        await throttle.fail(email, request.ip);
        throw unauthorized(invalidCredentials);
      }
      // A tenant that requires single sign-on keeps its users off passwords; a SysAdmin belongs to none.
      if (await ssoRequiredOf(db, user.id)) {
        await throttle.succeed(email, request.ip);
        throw conflict(ConflictCode.ssoRequired, 'Your organisation signs in through its own provider. Please use "Sign in with" instead.');
      }
      if (user.must_change_password) {
        await throttle.succeed(email, request.ip);
        throw conflict(ConflictCode.passwordChangeRequired, 'Please change your password before signing in.');
      }
      // The account's failures are forgotten only once the second factor passed too: codes are guessed no faster than passwords.
      const factor = await signInFactor(db, user, body.twoFactorCode, clock());
      if (factor.outcome === 'wrongCode') {
        await throttle.fail(email, request.ip);
        throw unauthorized('The code is not valid.');
      }
      if (factor.outcome === 'codeRequired')
        throw conflict(ConflictCode.twoFactorCodeRequired, 'Please enter the code from your authenticator app.');
      if (factor.outcome === 'enrolmentRequired') {
        throw conflict(ConflictCode.twoFactorEnrolmentRequired, 'Your organisation requires two-factor sign-in. Please set it up.', {
          enrolment: factor.enrolment,
        });
      }
      await throttle.succeed(email, request.ip);
      return db.transaction(async (tx) => {
        await recordSignIn(tx, user.id);
        const issued = await tokens.issue(tx, tokenUser(user));
        const session = { ...issued, user: toUser({ ...user, last_login_at: new Date() }) };
        return factor.recoveryCodes ? { ...session, recoveryCodes: factor.recoveryCodes } : session;
      });
    },

    async refreshSession(request) {
      const { body } = request;
      // A session signed in through a provider holds only while the provider still refreshes it.
      const provider = await sso.checkAtRefresh(body.refreshToken);
      if (provider === 'unreachable') throw unauthorized('Your sign-in provider cannot be reached. Please sign in again later.');
      if (provider === 'ended' || provider === 'refused') {
        const userId = await db.transaction(async (tx) => {
          const owner = await tokens.revokeByToken(tx, body.refreshToken);
          // The provider no longer vouches for the user: their personal keys, which it never sees, stop until it does again.
          if (owner && provider === 'refused') await suspendPersonalApiKeys(tx, owner, true);
          return owner;
        });
        if (userId) await tokens.announceRevoked(userId);
        throw unauthorized('Your sign-in provider ended this session. Please sign in again.');
      }
      const session = await db.transaction(async (tx) => {
        const rotated = await tokens.rotate(tx, body.refreshToken);
        if ('refused' in rotated) return rotated;
        const user = await userById(tx, rotated.userId);
        if (!user) return { refused: 'Please sign in again.' };
        const accessToken = await tokens.accessToken({
          ...tokenUser(user),
          ...(provider === 'sso' ? { signInMethod: 'sso' as const } : {}),
        });
        return { accessToken, refreshToken: rotated.refreshToken, expiresIn: tokens.expiresIn, user: toUser(user) };
      });
      if ('refused' in session) throw unauthorized(session.refused);
      return session;
    },

    async logout(request) {
      const { body } = request;
      // Asked while the refresh token still lives: it is what finds the session's provider.
      const endSessionUrl = await sso.endSessionUrl(body.refreshToken, `${request.protocol}://${request.host}${loginPage}`);
      const userId = await db.transaction((tx) => tokens.revokeByToken(tx, body.refreshToken));
      if (userId) await tokens.announceRevoked(userId);
      return endSessionUrl ? { message: 'Signed out.', endSessionUrl } : { message: 'Signed out.' };
    },
  };
};
