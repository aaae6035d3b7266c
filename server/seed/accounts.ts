import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { hashPassword } from '../auth/passwords';
import type { Role } from '../auth/roles';

export const demoTenants = ['Acme Logistics', 'Globex Transport'] as const;

/** The demo accounts listed in the README. */
export const demoAccounts: { email: string; password: string; role: Role; tenant: string | null; first: string; last: string; mustChange?: boolean }[] = [
  { email: 'sysadmin@fleet.example', password: 'Fleet!Admin1', role: 'SysAdmin', tenant: null, first: 'Sam', last: 'Sysadmin' },
  { email: 'admin@acme.example', password: 'Acme!Admin1', role: 'Admin', tenant: 'Acme Logistics', first: 'Ada', last: 'Admin' },
  { email: 'operator@acme.example', password: 'Acme!Oper1', role: 'Operator', tenant: 'Acme Logistics', first: 'Otto', last: 'Operator' },
  { email: 'viewer@acme.example', password: 'Acme!View1', role: 'Viewer', tenant: 'Acme Logistics', first: 'Vera', last: 'Viewer' },
  { email: 'operator@globex.example', password: 'Globex!Oper1', role: 'Operator', tenant: 'Globex Transport', first: 'Gus', last: 'Globex' },
  { email: 'new@acme.example', password: 'Acme!New1', role: 'Operator', tenant: 'Acme Logistics', first: 'Nina', last: 'Newcomer', mustChange: true },
];

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
