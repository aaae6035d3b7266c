import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { isSysAdmin, type Caller } from '../auth/tenancy';
import { conflict, ConflictCode, type HttpError } from '../http/errors';

/** The database refused a device identifier another device holds (they are unique across tenants). */
export const isIdentifierClash = (error: unknown) => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'sensors_unique_id_key';
};

/**
 * Devices report by identifier alone, so an identifier has one owner across all tenants. A clash says
 * which device holds it when the caller may see that device (its own tenant's, or any for SysAdmin, with
 * the tenant), and otherwise only that it is not available: another tenant's name or device never shows.
 */
export async function identifierConflict(db: Queryable, caller: Caller, uniqueId: string): Promise<HttpError> {
  const [owner] = await db.query<{ tenant_id: string; device: string; tenant: string }>(
    sql`select s.tenant_id, s.name as device, t.name as tenant from sensors s join tenants t on t.id = s.tenant_id
        where s.unique_id = ${uniqueId}`,
  );
  if (owner && isSysAdmin(caller)) {
    return conflict(ConflictCode.duplicate, `This identifier is already used by the device "${owner.device}" of ${owner.tenant}.`);
  }
  if (owner && owner.tenant_id === caller.tenantId) {
    return conflict(ConflictCode.duplicate, `This identifier is already used by your device "${owner.device}".`);
  }
  return conflict(ConflictCode.duplicate, 'This identifier is not available.');
}
