import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { hashPassword } from '../auth/passwords';
import { demoAccounts } from './demoAccounts';

export const demoTenants = ['Acme Logistics', 'Globex Transport'] as const;

/** Creates the demo tenants and accounts; answers tenant name -> id. */
export async function seedAccounts(tx: Queryable): Promise<Map<string, string>> {
  const tenantIds = new Map<string, string>();
  for (const name of demoTenants) {
    const [row] = await tx.query<{ id: string }>(sql`insert into tenants (name, contact_name, contact_email)
      values (${name}, ${'Fleet desk'}, ${`fleet@${name.split(' ')[0].toLowerCase()}.example`}) returning id`);
    tenantIds.set(name, row.id);
  }
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  for (const [index, account] of demoAccounts.entries()) {
    await tx.query(sql`insert into users (tenant_id, email, first_name, last_name, role, password_hash, must_change_password)
      values (${account.tenant ? tenantIds.get(account.tenant) : null}, ${account.email}, ${account.first}, ${account.last},
        ${account.role}, ${hashes[index]}, ${account.mustChange ?? false})`);
  }
  return tenantIds;
}
