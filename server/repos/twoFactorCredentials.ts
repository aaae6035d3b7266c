import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';

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

export async function setPendingSecret(db: Queryable, userId: string, secret: string): Promise<void> {
  await db.query(sql`update users set totp_pending_secret = ${secret} where id = ${userId}`);
}

/**
 * Records `step` as the user's last accepted TOTP time step when it is later than the last one;
 * answers whether it was. The update is the check, so two requests cannot both spend one code.
 */
export async function recordTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const rows = await db.query(sql`update users set totp_last_step = ${step}
    where id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning id`);
  return rows.length > 0;
}

/** Marks the user's unused recovery code of this hash used; answers whether there was one. */
export async function spendRecoveryCodeHash(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db.query(sql`update user_recovery_codes set used_at = now()
    where user_id = ${userId} and code_hash = ${codeHash} and used_at is null returning id`);
  return rows.length > 0;
}

/** Turns the pending secret on, with new recovery codes (by their hashes) in place of the old ones. */
export async function activatePendingSecret(db: Queryable, userId: string, recoveryCodeHashes: string[]): Promise<void> {
  await db.query(sql`update users set totp_secret = totp_pending_secret, totp_pending_secret = null where id = ${userId}`);
  await db.query(sql`delete from user_recovery_codes where user_id = ${userId}`);
  for (const codeHash of recoveryCodeHashes) {
    await db.query(sql`insert into user_recovery_codes (user_id, code_hash) values (${userId}, ${codeHash})`);
  }
}

export async function disableTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = ${userId}`);
  await db.query(sql`delete from user_recovery_codes where user_id = ${userId}`);
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ remaining: number }>(
    sql`select count(*) :: int as remaining from user_recovery_codes where user_id = ${userId} and used_at is null`,
  );
  return row?.remaining ?? 0;
}
