import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { isSysAdmin, type Caller } from '../auth/tenancy';
import { conflict, ConflictCode, type HttpError } from '../http/errors';
import { normalizeEmail } from './users';

/** The database refused an e-mail address another user has (they are unique across tenants: one sign-in each). */
export const isEmailClash = (error: unknown) => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'users_email_key';
};

/**
 * A clash says whose the address is when the caller may see that user (its own tenant's, or anyone's for
 * a SysAdmin, with the tenant), and otherwise only that it is not available, as the device identifiers
 * do: another tenant's Admin must not learn who is a customer elsewhere. Status and work are the same.
 */
export async function emailConflict(db: Queryable, caller: Caller, email: string): Promise<HttpError> {
  const [owner] = await db.query<{ tenant_id: string | null; name: string; tenant: string | null }>(
    sql`select u.tenant_id, u.first_name || ' ' || u.last_name as name, t.name as tenant
        from users u left join tenants t on t.id = u.tenant_id where u.email = ${normalizeEmail(email)}`,
  );
  if (owner && isSysAdmin(caller)) {
    const whose = owner.tenant ? ` of ${owner.tenant}` : ', a SysAdmin';
    return conflict(ConflictCode.duplicate, `This e-mail address is already used by the user "${owner.name}"${whose}.`);
  }
  if (owner && owner.tenant_id === caller.tenantId) {
    return conflict(ConflictCode.duplicate, `This e-mail address is already used by your user "${owner.name}".`);
  }
  return conflict(ConflictCode.duplicate, 'This e-mail address is not available.');
}
