import type { RouteModule } from '../http/operations';
import type { Schema } from '../contract';
import { callerOf } from '../auth/guard';
import { assertOwnTenant } from '../auth/tenancy';
import { verifyPassword } from '../auth/passwords';
import { createSignInThrottle } from '../auth/signInThrottle';
import { confirmEnrolment, pendingEnrolment, spendSecondFactor } from '../auth/twoFactor';
import { badRequest, conflict, ConflictCode, notFound } from '../http/errors';
import { setTenantRequiresTwoFactor, tenantRequiresTwoFactor } from '../repos/tenants';
import { disableTwoFactor, recoveryCodesLeft, twoFactorState } from '../repos/twoFactorCredentials';
import { findSelf } from '../repos/users';

/**
 * The signed-in user's own two-factor sign-in (TOTP), and the tenant policy that requires it.
 * Wrong codes and passwords count as failed sign-ins of the account, as at sign-in.
 */
export const twoFactorRoutes: RouteModule = ({ db, clock }) => {
  const throttle = createSignInThrottle(db);
  return {
    async getTwoFactorStatus(request): Promise<Schema<'TwoFactorStatus'>> {
      const { userId } = callerOf(request);
      const state = await twoFactorState(db, userId);
      return {
        enabled: state.secret !== null,
        required: state.required,
        recoveryCodesLeft: state.secret ? await recoveryCodesLeft(db, userId) : 0,
      };
    },

    async startTwoFactorEnrolment(request): Promise<Schema<'TwoFactorEnrolment'>> {
      const { userId } = callerOf(request);
      if ((await twoFactorState(db, userId)).secret) throw conflict(ConflictCode.twoFactorOn, 'Two-factor sign-in is already on.');
      return pendingEnrolment(db, { id: userId, email: (await findSelf(db, userId)).email }, false);
    },

    async confirmTwoFactor(request): Promise<Schema<'RecoveryCodes'>> {
      const { userId } = callerOf(request);
      const { code } = request.body;
      const { email } = await findSelf(db, userId);
      await throttle.check(email, request.ip);
      if ((await twoFactorState(db, userId)).secret) throw conflict(ConflictCode.twoFactorOn, 'Two-factor sign-in is already on.');
      const recoveryCodes = await db.transaction((tx) => confirmEnrolment(tx, userId, code, clock()));
      if (!recoveryCodes) {
        await throttle.fail(email, request.ip);
        throw badRequest('code', 'The code is not valid.');
      }
      return { recoveryCodes };
    },

    async disableTwoFactor(request) {
      const { userId } = callerOf(request);
      const { body } = request;
      if (!body.code && !body.password) throw badRequest('code', 'Please enter a code or your password.');
      const user = await findSelf(db, userId);
      await throttle.check(user.email, request.ip);
      const { secret } = await twoFactorState(db, userId);
      const proven = body.code
        ? secret !== null && (await spendSecondFactor(db, userId, secret, body.code, clock()))
        : await verifyPassword(body.password as string, user.password_hash);
      if (!proven) {
        await throttle.fail(user.email, request.ip);
        throw badRequest(body.code ? 'code' : 'password', body.code ? 'The code is not valid.' : 'The password is not valid.');
      }
      await db.transaction((tx) => disableTwoFactor(tx, userId));
      return { message: 'Two-factor sign-in is off.' };
    },

    async getTenantTwoFactorPolicy(request): Promise<Schema<'TwoFactorPolicy'>> {
      const { id } = request.params;
      assertOwnTenant(callerOf(request), id);
      const required = await tenantRequiresTwoFactor(db, id);
      if (required === undefined) throw notFound('Tenant');
      return { required };
    },

    async setTenantTwoFactorPolicy(request): Promise<Schema<'TwoFactorPolicy'>> {
      const { id } = request.params;
      assertOwnTenant(callerOf(request), id);
      const { required } = request.body;
      if (!(await setTenantRequiresTwoFactor(db, id, required))) throw notFound('Tenant');
      return { required };
    },
  };
};
