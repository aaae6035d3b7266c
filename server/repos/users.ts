import sql, { type Sql } from 'sql-template-tag';
import type { Schema } from '../context';
import type { Role } from '../auth/roles';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  tenant_id: string | null;
  tenant_name: string | null;
  must_change_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  password_hash: string;
}

export const userColumns = sql`u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.tenant_id, t.name as tenant_name,
  u.must_change_password, u.last_login_at, u.created_at, u.password_hash`;
export const userFrom = sql`users u left join tenants t on t.id = u.tenant_id`;

export const selectUser = (where: Sql) => sql`select ${userColumns} from ${userFrom} where ${where}`;

export const toUser = (row: UserRow): Schema<'User'> => ({
  id: row.id,
  email: row.email,
  fullName: { firstName: row.first_name, lastName: row.last_name },
  phone: row.phone,
  role: row.role,
  tenantId: row.tenant_id,
  tenantName: row.tenant_name,
  mustChangePassword: row.must_change_password,
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** E-mail addresses are stored and compared in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
