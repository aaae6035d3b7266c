import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp';

export interface TwoFactorState {
  secret: string | null;
  pendingSecret: string | null;
  /** The user's tenant requires two-factor sign-in. */
  required: boolean;
}

export async function twoFactorState(db: Queryable, userId: string): Promise<TwoFactorState> {
  const [row] = await db.query<{ totp_secret: string | null; totp_pending_secret: string | null; required: boolean }>(
    sql`select u.totp_secret, u.totp_pending_secret, coalesce(t.two_factor_required, false) as required
      from users u left join tenants t on t.id = u.tenant_id where u.id = ${userId}`,
  );
  return { secret: row?.totp_secret ?? null, pendingSecret: row?.totp_pending_secret ?? null, required: row?.required ?? false };
}

/** A new pending secret (replacing an unconfirmed one), or the pending one kept when `keep` is set. */
export async function pendingEnrolment(db: Queryable, user: { id: string; email: string }, keep: boolean) {
  const state = await twoFactorState(db, user.id);
  const secret = keep && state.pendingSecret ? state.pendingSecret : newTotpSecret();
  if (secret !== state.pendingSecret) await db.query(sql`update users set totp_pending_secret = ${secret} where id = ${user.id}`);
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/**
 * Accepts a TOTP code of `secret` whose time step is later than the last one accepted (a code is
 * spent once), recording its step; the update is the check, so two requests cannot both spend it.
 */
async function spendTotp(db: Queryable, userId: string, secret: string, code: string, nowMs: number): Promise<boolean> {
  const step = matchingStep(secret, code, nowMs);
  if (step === null) return false;
  const rows = await db.query(sql`update users set totp_last_step = ${step}
    where id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning id`);
  return rows.length > 0;
}

async function spendRecoveryCode(db: Queryable, userId: string, code: string): Promise<boolean> {
  const rows = await db.query(sql`update user_recovery_codes set used_at = now()
    where user_id = ${userId} and code_hash = ${recoveryCodeHash(code)} and used_at is null returning id`);
  return rows.length > 0;
}

/** A code of the user's active secret, or one of the user's unused recovery codes. */
export async function spendSecondFactor(db: Queryable, userId: string, secret: string, code: string, nowMs: number) {
  return isTotpCode(code) ? spendTotp(db, userId, secret, code, nowMs) : spendRecoveryCode(db, userId, code);
}

/**
 * Turns the pending secret on when `code` is one of its codes: answers the new recovery codes (the
 * old ones are dropped), or null for a wrong code or no pending secret.
 */
export async function confirmEnrolment(db: Queryable, userId: string, code: string, nowMs: number): Promise<string[] | null> {
  const { pendingSecret } = await twoFactorState(db, userId);
  if (!pendingSecret || !isTotpCode(code) || !(await spendTotp(db, userId, pendingSecret, code, nowMs))) return null;
  const codes = newRecoveryCodes();
  await db.query(sql`update users set totp_secret = totp_pending_secret, totp_pending_secret = null where id = ${userId}`);
  await db.query(sql`delete from user_recovery_codes where user_id = ${userId}`);
  for (const code of codes) {
    await db.query(sql`insert into user_recovery_codes (user_id, code_hash) values (${userId}, ${recoveryCodeHash(code)})`);
  }
  return codes;
}

export async function disableTwoFactor(db: Queryable, userId: string) {
  await db.query(sql`update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = ${userId}`);
  await db.query(sql`delete from user_recovery_codes where user_id = ${userId}`);
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ remaining: number }>(
    sql`select count(*) :: int as remaining from user_recovery_codes where user_id = ${userId} and used_at is null`,
  );
  return row?.remaining ?? 0;
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
export async function signInFactor(db: Queryable, user: { id: string; email: string }, code: string | undefined, nowMs: number): Promise<SignInFactor> {
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
