import type { Queryable } from '../db/engine';
import {
  activatePendingSecret,
  recordTotpStep,
  setPendingSecret,
  spendRecoveryCodeHash,
  twoFactorState,
} from '../repos/twoFactorCredentials';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp';

/** A new pending secret (replacing an unconfirmed one), or the pending one kept when `keep` is set. */
export async function pendingEnrolment(db: Queryable, user: { id: string; email: string }, keep: boolean) {
  const state = await twoFactorState(db, user.id);
  const secret = keep && state.pendingSecret ? state.pendingSecret : newTotpSecret();
  if (secret !== state.pendingSecret) await setPendingSecret(db, user.id, secret);
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** Accepts a TOTP code of `secret` whose time step is later than the last one accepted: a code is spent once. */
async function spendTotp(db: Queryable, userId: string, secret: string, code: string, nowMs: number): Promise<boolean> {
  const step = matchingStep(secret, code, nowMs);
  return step !== null && recordTotpStep(db, userId, step);
}

/** A code of the user's active secret, or one of the user's unused recovery codes. */
export async function spendSecondFactor(db: Queryable, userId: string, secret: string, code: string, nowMs: number) {
  return isTotpCode(code) ? spendTotp(db, userId, secret, code, nowMs) : spendRecoveryCodeHash(db, userId, recoveryCodeHash(code));
}

/**
 * Turns the pending secret on when `code` is one of its codes: answers the new recovery codes (the
 * old ones are dropped), or null for a wrong code or no pending secret.
 */
export async function confirmEnrolment(db: Queryable, userId: string, code: string, nowMs: number): Promise<string[] | null> {
  const { pendingSecret } = await twoFactorState(db, userId);
  if (!pendingSecret || !isTotpCode(code) || !(await spendTotp(db, userId, pendingSecret, code, nowMs))) return null;
  const codes = newRecoveryCodes();
  await activatePendingSecret(db, userId, codes.map(recoveryCodeHash));
  return codes;
}

/** What the second step of a sign-in decided, after a right password. */
export type SignInFactor =
  | { outcome: 'signedIn'; recoveryCodes?: string[] }
  | { outcome: 'codeRequired' }
  | { outcome: 'enrolmentRequired'; enrolment: { secret: string; otpauthUri: string } }
  | { outcome: 'wrongCode' };

/**
 * Users without two-factor sign-in (in a tenant that does not require it) pass at once, whatever
 * they send. A user with it needs a code or recovery code; a user whose tenant requires it enrols
 * here, with a first code of the pending secret shown in the answer.
 */
export async function signInFactor(
  db: Queryable,
  user: { id: string; email: string },
  code: string | undefined,
  nowMs: number,
): Promise<SignInFactor> {
  const state = await twoFactorState(db, user.id);
  if (state.secret) {
    if (!code) return { outcome: 'codeRequired' };
    return (await spendSecondFactor(db, user.id, state.secret, code, nowMs)) ? { outcome: 'signedIn' } : { outcome: 'wrongCode' };
  }
  if (!state.required) return { outcome: 'signedIn' };
  if (!code) return { outcome: 'enrolmentRequired', enrolment: await pendingEnrolment(db, user, true) };
  const recoveryCodes = await confirmEnrolment(db, user.id, code, nowMs);
  return recoveryCodes ? { outcome: 'signedIn', recoveryCodes } : { outcome: 'wrongCode' };
}
